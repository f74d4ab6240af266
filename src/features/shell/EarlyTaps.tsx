import { EARLY_TAPS_SCRIPT } from './early-taps';

/** The inline script that keeps the presses made before the page's scripts run (`early-taps.ts`). */
export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}
