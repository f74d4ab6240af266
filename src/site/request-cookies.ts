import { safeDecode } from './paths';

/**
 * A cookie of a request as the browser sent it, decoded; `undefined` when it is missing or its value
 * is not valid percent-encoding (a cookie the storefront did not write counts as none).
 */
export function requestCookie(request: Pick<Request, 'headers'>, name: string): string | undefined {
  for (const entry of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
    if (entry.startsWith(`${name}=`)) return safeDecode(entry.slice(name.length + 1));
  }
  return undefined;
}
