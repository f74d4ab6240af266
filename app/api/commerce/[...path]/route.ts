// The browser's only path to OCC (ARCHITECTURE §4): same-origin, allow-listed, token attached here.
export {
  proxyCommerceRequest as GET,
  proxyCommerceRequest as HEAD,
  proxyCommerceRequest as POST,
  proxyCommerceRequest as PUT,
  proxyCommerceRequest as PATCH,
  proxyCommerceRequest as DELETE,
} from '@/commerce/bff/next';
