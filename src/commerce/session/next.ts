import { cookies, headers } from 'next/headers';
import { secureCookiesFor } from '@/site/secure-cookies';
import { clearSession, readSession, writeSession } from './cookie';
import type { CommerceSession } from './session';

/**
 * The session of the current request, for Server Components (read only), Server Actions and route
 * handlers (read and write). Cookies are Secure unless the request is plain http on this machine.
 */
export async function requestSession() {
  const jar = await cookies();
  const secure = secureCookiesFor(await headers());
  return {
    read: (): Promise<CommerceSession> => readSession(jar),
    write: (session: CommerceSession): Promise<void> => writeSession(jar, session, { secure }),
    clear: (): void => clearSession(jar),
  };
}
