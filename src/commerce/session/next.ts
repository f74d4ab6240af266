import { cookies, headers } from 'next/headers';
import { clearSession, isSecureCookieHost, readSession, writeSession } from './cookie';
import type { CommerceSession } from './session';

/**
 * The session of the current request, for Server Components (read only), Server Actions and route
 * handlers (read and write). Cookies are Secure unless the request addresses localhost.
 */
export async function requestSession() {
  const jar = await cookies();
  const host = (await headers()).get('host') ?? '';
  const secure = isSecureCookieHost(host);
  return {
    read: (): Promise<CommerceSession> => readSession(jar),
    write: (session: CommerceSession): Promise<void> => writeSession(jar, session, { secure }),
    clear: (): void => clearSession(jar),
  };
}
