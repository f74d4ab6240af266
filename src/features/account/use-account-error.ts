'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { globalMessageKeyFor, isInvalidTokenError, isLoggedOnly, isOccError } from '@/commerce/errors';
import { addGlobalMessage } from '@/features/global-messages';
import { useStore } from '@/features/session/StoreProvider';
import { pathFor, withDialog } from '@/site';

/**
 * What the account area does when its session is gone (spec 3 §2: login required; spec 1 §8
 * sessionExpired): say so, and open the login dialog at home with this page as the return path.
 */
export function useSessionExpired() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { site, language } = useStore();
  return useCallback(() => {
    const query = searchParams.toString();
    const here = query ? `${pathname}?${query}` : pathname;
    addGlobalMessage({ type: 'error', key: 'sessionExpired' });
    router.replace(withDialog(pathFor({ site, lang: language }, { name: 'home' }), 'login', here));
  }, [router, pathname, searchParams, site, language]);
}

/**
 * A failed account call: an expired session signs in again; a 403 is only logged (spec 1 §8);
 * anything else shows its global message.
 */
export function useAccountErrorHandler() {
  const sessionExpired = useSessionExpired();
  return useCallback(
    (error: unknown) => {
      if (isInvalidTokenError(error) || (isOccError(error) && error.status === 401)) {
        sessionExpired();
        return;
      }
      if (isLoggedOnly(error)) {
        console.error(error);
        return;
      }
      addGlobalMessage({ type: 'error', key: globalMessageKeyFor(error) });
    },
    [sessionExpired],
  );
}
