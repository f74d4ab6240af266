/** Where the browser reaches the commerce proxy (`app/api/commerce/[...path]`). */
export const COMMERCE_PROXY_PATH = '/api/commerce';
