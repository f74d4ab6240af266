'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useCallback, useId } from 'react';
import { isRemovalLockedNow, useCartActivity } from './cart-activity';
import { useMoveToWishList, useRemoveEntry, useUpdateEntryQuantity } from './cart-mutations';
import { CartEntryLine } from './CartEntryLine';
import type { MediaOrigins } from './entry-image';
import { sortEntries } from './entry-order';
import { entryWarnings } from './entry-warnings';
import { useLineRemovalFocus } from './line-focus';
import { lineChanged, lineOutcomeText, type LineOutcome } from './line-outcome';
import { useActiveCart } from './use-active-cart';
import { showDialogLocation } from '@/features/dialogs/dialog-location';
import { addGlobalMessage } from '@/features/global-messages';
import { sessionQueries } from '@/features/session/session-queries';
import { cartItemCount } from './cart-item-count';
import { useTranslation } from '@/i18n/client';
import { withDialog } from '@/site';
import styles from './CartPage.module.css';

/**
 * The cart page's lines (CMS `CartItemsComponent`, spec 1 §2.5): quantity changes and removal with
 * optimistic updates, moving a line to the wish list (signed-in customers; others are asked to sign
 * in first), and each line's warnings. A line that leaves hands focus to its neighbour
 * (`line-focus.ts`) and is announced in the global messages' polite region (`line-outcome.ts`).
 */
export function CartItems({ mediaOrigins }: { mediaOrigins: MediaOrigins }) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const pathname = usePathname();
  const { data: cart } = useActiveCart();
  const session = useQuery(sessionQueries.summary());
  const { reduced, removalLocked } = useCartActivity();
  const announce = useCallback(
    (outcome: LineOutcome) => addGlobalMessage({ type: lineChanged(outcome) ? 'confirmation' : 'info', text: lineOutcomeText(t, outcome) }),
    [t],
  );
  const updateQuantity = useUpdateEntryQuantity(announce);
  const removeEntry = useRemoveEntry(announce);
  const moveToWishList = useMoveToWishList(announce);
  const entries = sortEntries(cart?.entries ?? []);
  const focus = useLineRemovalFocus(entries.map((entry) => entry.product.code));

  if (!cart || entries.length === 0) return null;
  const reducedCodes = new Set(reduced);
  const signedIn = session.data?.signedIn === true;

  return (
    <section className={styles.items} aria-labelledby={headingId} data-testid="cart-items">
      <h2 id={headingId} className={styles.sectionHeading}>
        {/* Units, as the header's badge and the mini cart count them. */}
        {t('items.heading', { count: cartItemCount(cart) })}
      </h2>
      <ul className={styles.entryList}>
        {entries.map((entry) => (
          <li key={entry.product.code}>
            <CartEntryLine
              entry={entry}
              layout="full"
              mediaOrigins={mediaOrigins}
              warnings={entryWarnings(entry, { reducedProductCodes: reducedCodes, hasDeliveryAddress: Boolean(cart.deliveryAddress) })}
              // From the start of a remove or move until it fails or the reload after it ends (spec 1 §4);
              // not the mutations' pending state, which lasts until that reload even when they failed.
              isRemovalLocked={removalLocked}
              onQuantityChange={(quantity) => updateQuantity.mutate({ productCode: entry.product.code, quantity })}
              onRemove={() => {
                if (isRemovalLockedNow()) return;
                focus.lineLeaving(entry.product.code);
                removeEntry.mutate({ productCode: entry.product.code });
              }}
              removeButtonRef={focus.removeButtonRef(entry.product.code)}
              onMoveToWishList={() => {
                if (!signedIn) {
                  showDialogLocation(withDialog(pathname, 'login'), 'push');
                  return;
                }
                if (isRemovalLockedNow()) return;
                focus.lineLeaving(entry.product.code);
                moveToWishList.mutate({ productCode: entry.product.code });
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
