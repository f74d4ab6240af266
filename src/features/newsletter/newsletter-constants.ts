/** Spec 1 §4 and §9: "Newsletter message duration 6000 ms" (the confirmation and the error). */
export const NEWSLETTER_MESSAGE_MS = 6000;

/** Spec 1 §7: the newsletter source defaults to `footer`. */
export const DEFAULT_NEWSLETTER_SOURCE = 'footer';
