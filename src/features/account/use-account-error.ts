'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { globalMessageKeyFor, isLoggedOnly, isOccError } from '@/commerce/errors';
import { addGlobalMessage } from '@/features/global-messages';
import { forgetCustomer } from '@/features/session/session-ended';
import { useStore } from '@/features/session/StoreProvider';
import { pathFor, withDialog } from '@/site';
import { reloadPage } from './reload-page';
import { readSignedInAs, useSignedInAs } from './signed-in-as';

/** `forgetCustomer` for this page's query client. */
export function useForgetCustomer() {
  const queryClient = useQueryClient();
  return useCallback(() => forgetCustomer(queryClient), [queryClient]);
}

/**
 * What the account area does when its session is gone (spec 3 §2: login required; spec 1 §8
 * sessionExpired): say so, forget what was loaded for the customer (the header's cart and account
 * link included), and open the login dialog at home with this page as the return path. When another
 * customer signed in since the page was shown (in another tab), the page loads again as theirs.
 */
export function useSessionExpired() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { site, language } = useStore();
  const forgetCustomer = useForgetCustomer();
  const signedInAs = useSignedInAs();
  return useCallback(() => {
    const now = readSignedInAs();
    if (signedInAs !== undefined && now !== undefined && now !== signedInAs) {
      reloadPage();
      return;
    }
    const query = searchParams.toString();
    const here = query ? `${pathname}?${query}` : pathname;
    addGlobalMessage({ type: 'error', key: 'sessionExpired' });
    forgetCustomer();
    router.replace(withDialog(pathFor({ site, lang: language }, { name: 'home' }), 'login', here));
  }, [router, pathname, searchParams, site, language, forgetCustomer, signedInAs]);
}

/**
 * A failed account call: an expired session signs in again; a 403 is only logged (spec 1 §8);
 * anything else shows its global message.
 */
export function useAccountErrorHandler() {
  const sessionExpired = useSessionExpired();
  return useCallback(
    (error: unknown) => {
      // Any 401, a refused token (InvalidTokenError) or another: the sign-in no longer holds.
      if (isOccError(error) && error.status === 401) {
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
