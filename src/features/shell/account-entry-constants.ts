/**
 * Account entry points in CMS content (spec 1 §2.1, spec 3 §2 and §9).
 */

/** Spec 3 §9: "Register-link polling every 500 ms for at most 10 s." */
export const REGISTER_LINK_POLL_MS = 500;
export const REGISTER_LINK_POLL_LIMIT_MS = 10_000;

/**
 * Elements that open the registration dialog: links with the create-account class (spec 1 §2.1) and
 * content buttons marked for registration.
 */
export const REGISTER_ENTRY_SELECTOR = 'a.create-account, .register-button, [data-account-action="register"]';

/** Content buttons that open the login dialog. */
export const LOGIN_ENTRY_SELECTOR = '.login-button, [data-account-action="login"]';
