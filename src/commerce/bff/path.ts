/** Where the browser reaches the commerce proxy (`app/api/commerce/[...path]`). */
export const COMMERCE_PROXY_PATH = '/api/commerce';

/**
 * Aliases only the commerce proxy understands (bff/session-aliases.ts): the browser addresses its own
 * user and its site's active cart without knowing their ids. Here, not among the endpoints' field
 * lists, so the islands that use them do not ship those.
 */
export const SESSION_USER = 'session';
export const ACTIVE_CART = 'active';

/**
 * Request header of the browser's OCC client naming the answer it expects (`cart`, `product`, ...,
 * the names of `schemas/answers.ts`): the proxy parses OCC's answer with that schema and passes on
 * what it parsed, or answers 502 `InvalidResponseError` when the answer breaks the contract.
 */
export const ANSWER_HEADER = 'X-Occ-Answer';
