import { commerceConfig } from '../config';
import { requestSession } from '../session/next';
import { handleCommerceProxyRequest } from './handler';

/**
 * The commerce proxy wired to Next: the route `app/api/commerce/[...path]/route.ts` exports this for
 * every method (`export { proxyCommerceRequest as GET, proxyCommerceRequest as POST, ... }`).
 */
export async function proxyCommerceRequest(request: Request): Promise<Response> {
  const session = await requestSession();
  return handleCommerceProxyRequest(request, {
    config: commerceConfig(),
    readSession: session.read,
    writeSession: session.write,
  });
}
