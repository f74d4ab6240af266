'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CartEntry } from '@/commerce/schemas';
import { takeOffWishList, wishListLine } from '@/features/cart/wish-list';
import { addGlobalMessage } from '@/features/global-messages';
import { useOcc } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { Button } from '@/ui';
import { useFocusAfterRender } from '@/ui/use-focus-after-render';
import { accountQueries } from './queries';
import { reorderMessageKey } from './reorder/reorder-outcome';
import { useAddToActiveCart } from './reorder/use-add-to-cart';
import { useAccountErrorHandler } from './use-account-error';
import { WhileLoading } from './WhileLoading';
import styles from './account.module.css';

/**
 * `account/wishlist`: the saved cart named `wishlist` (spec 1 §4). Moving an item to the cart adds it
 * to the active cart and takes what was added off the wish list, both through OCC: when low stock
 * lets only part in, the rest stays wished for.
 */
export function WishlistPage() {
  const { t } = useTranslation('account');
  const occ = useOcc();
  const queryClient = useQueryClient();
  const onError = useAccountErrorHandler();
  const wishlist = useQuery(accountQueries.wishlist(occ));
  const addToCart = useAddToActiveCart();
  /** The entry being changed, and by which button: that one shows it works and keeps focus. */
  const [busy, setBusy] = useState<{ entryNumber: number | undefined; action: 'move' | 'remove' } | undefined>();
  const focusAfterRender = useFocusAfterRender();
  const pageTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (wishlist.error) onError(wishlist.error);
  }, [wishlist.error, onError]);

  if (wishlist.data === undefined) return <WhileLoading queries={[wishlist]} />;
  const list = wishlist.data;
  const entries = list?.entries ?? [];

  /** `work` says whether the entry left the list; if so its focused button went too, and focus goes to the heading. */
  async function withEntry(entry: CartEntry, action: 'move' | 'remove', work: () => Promise<boolean>) {
    setBusy({ entryNumber: entry.entryNumber, action });
    let left = false;
    try {
      left = await work();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(undefined);
      await queryClient.invalidateQueries({ queryKey: accountQueries.wishlist(occ).queryKey });
      if (left) focusAfterRender(() => pageTitle.current);
    }
  }

  const remove = (entry: CartEntry) =>
    withEntry(entry, 'remove', async () => {
      await takeOffWishList(occ, entry.product.code);
      addGlobalMessage({ type: 'confirmation', text: t('wishlist.removed', { name: entry.product.name ?? entry.product.code }) });
      return true;
    });

  const moveToCart = (entry: CartEntry) =>
    withEntry(entry, 'move', async () => {
      const name = entry.product.name ?? entry.product.code;
      // What the wish list holds now, not what this page shows: a line moved in another tab has left.
      const line = await wishListLine(occ, entry.product.code);
      if (!line) return true;
      const outcome = await addToCart(entry.product.code, line.quantity);
      if (outcome.kind === 'added' || outcome.kind === 'lowStock') {
        // Only what reached the cart leaves the wish list (2 of 5 added: 3 stay wished for).
        await takeOffWishList(occ, entry.product.code, outcome.kind === 'lowStock' ? outcome.quantityAdded : outcome.quantity);
        addGlobalMessage({ type: 'confirmation', text: t('wishlist.moved', { name }) });
        if (outcome.kind === 'lowStock') addGlobalMessage({ type: 'info', text: t(reorderMessageKey(outcome), { name, quantity: outcome.quantity, quantityAdded: outcome.quantityAdded }) });
        return outcome.kind === 'added';
      }
      addGlobalMessage({ type: 'error', text: t(reorderMessageKey(outcome), { name }) });
      return false;
    });

  return (
    <>
      <h1 ref={pageTitle} tabIndex={-1} className={styles.pageTitle}>
        {t('wishlist.title')}
      </h1>
      {entries.length === 0 ? (
        <p className={styles.intro}>{t('wishlist.empty')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('wishlist.title')}>
          {entries.map((entry) => {
            const name = entry.product.name ?? entry.product.code;
            const pressed = busy?.entryNumber === entry.entryNumber ? busy.action : undefined;
            return (
              <li key={entry.entryNumber} className={styles.card}>
                <strong>{name}</strong>
                <span className={styles.muted}>{[entry.productColorSelected, entry.productSizeSelected].filter(Boolean).join(' · ')}</span>
                <span>{entry.basePrice?.formattedValue}</span>
                <div className={styles.actions}>
                  <Button variant="primary" size="sm" isPending={pressed === 'move'} isDisabled={busy !== undefined && pressed !== 'move'} onPress={() => moveToCart(entry)}>
                    {t('wishlist.moveToCart')}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                  <Button variant="ghost" size="sm" isPending={pressed === 'remove'} isDisabled={busy !== undefined && pressed !== 'remove'} onPress={() => remove(entry)}>
                    {t('wishlist.remove')}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
