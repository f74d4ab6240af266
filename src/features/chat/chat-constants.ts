/**
 * The chat help button (spec 1 §2.2, spec 3 §9), defined once here.
 */

/** Spec 3 §9: "Chat button lookup polled every 100 ms, giving up after 10 s." */
export const CHAT_BUTTON_POLL_MS = 100;
export const CHAT_BUTTON_POLL_LIMIT_MS = 10_000;

/** Spec 1 §2.2 and §9: "Chat button offset 80 px above footer". */
export const CHAT_FOOTER_OFFSET_PX = 80;

/** Spec 1 §2.2: "repositioned 300 ms after an orientation change". */
export const CHAT_REPOSITION_DELAY_MS = 300;

/** Spec 1 §2.2 and spec 3 §9: "Its helper class is reset 1 second after navigation." */
export const CHAT_CLASS_RESET_MS = 1000;

/** The button the chat script adds to the page (the embedded-service help button by default). */
export const DEFAULT_CHAT_BUTTON_SELECTOR = '.embeddedServiceHelpButton';

/** Set on the chat button while it is lifted above the footer. */
export const CHAT_HELPER_CLASS = 'chat-button--above-footer';

/** The page footer the button keeps clear of. */
export const SITE_FOOTER_SELECTOR = '[data-site-footer]';
