'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ACCOUNT_QUERY_ROOT } from '@/features/account/queries';
import { showDialogLocation } from '@/features/dialogs/dialog-location';
import { cartQueries } from '@/features/cart/cart-queries';
import { sessionHintChanged } from '@/features/session/session-hint';
import { sessionQueries } from '@/features/session/session-queries';
import { useStore } from '@/features/session/StoreProvider';
import { DIALOG_PARAM, RETURN_URL_PARAM, withDialog, type DialogName } from '@/site';

/** The page under the dialog without the dialog's own URL state. */
function pathWithoutDialog(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DIALOG_PARAM);
  params.delete(RETURN_URL_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Navigation of the sign-in dialogs: where the shopper lands after signing in (the return path, or
 * the page they are on), switching to another dialog, and forgetting what was cached for the
 * anonymous visitor (session summary, cart) so every island reloads as the customer.
 */
export function useSignInNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const queryClient = useQueryClient();
  const { siteId } = useStore();
  const returnUrl = searchParams.get(RETURN_URL_PARAM) ?? undefined;
  const here = pathWithoutDialog(pathname, searchParams.toString());
  // Signed in, and on the way out of the dialog: the form stays busy until the dialog closes.
  const [leaving, setLeaving] = useState(false);

  return {
    returnUrl,
    leaving,
    async signedIn(redirectTo: string | undefined) {
      setLeaving(true);
      // The session is a customer's now: the header's personal parts load and ask who is there.
      sessionHintChanged();
      // The cart and wish list reload as the customer's without holding the dialog: the header's count
      // follows when they arrive, and a slow cart backend would otherwise keep the form busy up to the
      // proxy's timeout. Who is signed in is waited for, so the header never shows the guest again.
      void queryClient.invalidateQueries({ queryKey: cartQueries.all(siteId) });
      await queryClient.invalidateQueries({ queryKey: sessionQueries.all });
      queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
      router.replace(redirectTo ?? here, { scroll: false });
      router.refresh();
    },
    switchTo(dialog: DialogName) {
      showDialogLocation(withDialog(here, dialog, returnUrl), 'replace');
    },
  };
}
