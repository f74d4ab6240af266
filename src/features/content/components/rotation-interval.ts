/** How long a message stays when the CMS gives no `timeout` (seconds in the CMS, 5 by default). */
const ROTATING_MESSAGE_DEFAULT_MS = 5000;
/** Shorter than this would be unreadable, whatever the CMS says. */
const ROTATING_MESSAGE_MIN_MS = 2000;

/** The display time of one rotating message from the CMS `timeout` (seconds). Plain module: the server calls it. */
export function rotationIntervalMs(timeoutSeconds: string | undefined): number {
  const seconds = Number(timeoutSeconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return ROTATING_MESSAGE_DEFAULT_MS;
  return Math.max(ROTATING_MESSAGE_MIN_MS, Math.round(seconds * 1000));
}
