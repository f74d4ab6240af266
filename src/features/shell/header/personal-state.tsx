'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useActiveCart } from '@/features/cart/use-active-cart';
import { QueryProvider } from '@/features/session/QueryProvider';
import { sessionQueries } from '@/features/session/session-queries';
import { cartItemCount } from '@/features/cart/cart-item-count';

/**
 * The header's personal state from the page's queries, loaded only once the session may hold a cart
 * (`useSessionMayHoldCart`) or a customer (`useSignedInHint`): before that the header knows it is
 * 0 items and "Sign in" without asking. Both share the query cache with the rest of the page, so an add to cart or a
 * sign-in elsewhere updates them.
 */

/** The number of units in the active cart; `undefined` until it is known. */
export function ActiveCartCount({ render }: { render: (count: number | undefined) => ReactNode }) {
  return (
    <QueryProvider>
      <CartCount render={render} />
    </QueryProvider>
  );
}

function CartCount({ render }: { render: (count: number | undefined) => ReactNode }) {
  // With the cart-lifecycle rules (spec 1 §4): a cartPlaced answer met here removes the cart, says so
  // and goes to /cart. Light on purpose: what it adds to this chunk (global messages, routing, the
  // translation loader) is already on every page with the shell.
  const cart = useActiveCart();
  return render(cart.isSuccess ? cartItemCount(cart.data) : undefined);
}

export type SessionState = 'unknown' | 'signedIn' | 'anonymous';

/** Who is there: unknown while loading; a failure to ask counts as anonymous (sign in stays possible). */
export function SessionStateOf({ render }: { render: (state: SessionState) => ReactNode }) {
  return (
    <QueryProvider>
      <SessionStateQuery render={render} />
    </QueryProvider>
  );
}

function SessionStateQuery({ render }: { render: (state: SessionState) => ReactNode }) {
  const session = useQuery(sessionQueries.summary());
  if (!session.data && !session.isError) return render('unknown');
  return render(session.data?.signedIn ? 'signedIn' : 'anonymous');
}
