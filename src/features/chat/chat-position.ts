import { CHAT_FOOTER_OFFSET_PX } from './chat-constants';

/**
 * Where the chat button sits (spec 1 §2.2: "offset 80 px above the footer"): while the footer is on
 * screen, its bottom edge is lifted to 80 px above the footer's top; otherwise the chat script's own
 * placement applies (`undefined`).
 */
export function chatButtonBottom({
  viewportHeight,
  footerTop,
}: {
  viewportHeight: number;
  /** Top of the footer in viewport pixels; `undefined` without a footer. */
  footerTop: number | undefined;
}): number | undefined {
  if (footerTop === undefined || footerTop >= viewportHeight) return undefined;
  return Math.round(viewportHeight - footerTop + CHAT_FOOTER_OFFSET_PX);
}
