import type { ReactNode } from 'react';
import type { Language, SiteKey } from '@/site';

export interface MiniCartExpressPaymentsProps {
  site: SiteKey;
  lang: Language;
}

/**
 * The express payment buttons of the mini cart's footer (spec 1 §2.4: Apple Pay when available,
 * otherwise Google Pay; and PayPal). Both ways the shell mounts the mini cart (`MiniCart` directly,
 * and header slot 7's `MiniCartComponent` through `MiniCartComponentPanel`) render this, so the
 * payments feature (ARCHITECTURE §8) fills it here, once. Until then it renders nothing and the
 * footer keeps its labelled, empty place (`mini-cart-express-payments`).
 */
export function MiniCartExpressPayments(_props: MiniCartExpressPaymentsProps): ReactNode {
  return null;
}
