/** Where the browser reaches the commerce proxy (`app/api/commerce/[...path]`). */
export const COMMERCE_PROXY_PATH = '/api/commerce';

/**
 * Aliases only the commerce proxy understands (bff/session-aliases.ts): the browser addresses its own
 * user and its site's active cart without knowing their ids. Here, not among the endpoints' field
 * lists, so the islands that use them do not ship those.
 */
export const SESSION_USER = 'session';
export const ACTIVE_CART = 'active';
