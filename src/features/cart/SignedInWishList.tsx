'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QueryProvider } from '@/features/session/QueryProvider';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { sessionQueries } from '@/features/session/session-queries';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { cartQueries } from './cart-queries';
import { wishListCount } from './wish-list';
import styles from './WishListCount.module.css';

/**
 * The header's wish-list link once the session may be a customer's (`WishListCount` loads it then):
 * a heart with the number of items on the wish list, leading to the account's wish-list page. Nothing
 * for anonymous visitors (saved carts belong to customers), and no wish list yet is 0.
 */
export function SignedInWishList() {
  return (
    <QueryProvider>
      <WishListLink />
    </QueryProvider>
  );
}

function WishListLink() {
  const { t } = useTranslation('cart');
  const store = useStore();
  const occ = useOcc();
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const wishList = useQuery({ ...cartQueries.wishList(occ), enabled: signedIn });
  if (!signedIn) return null;
  const known = wishList.isSuccess;
  const count = wishListCount(wishList.data);
  return (
    <Link
      href={pathFor({ site: store.site, lang: store.language }, { name: 'account', page: 'wishlist' })}
      className={styles.link}
      aria-label={known ? t('wishList.linkCount', { count }) : t('wishList.link')}
      data-testid="wish-list-link"
      data-count={known ? count : undefined}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4.5 6.9 4.5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.3 0 5.4 3.1 4.2 6.3C19.5 15.4 12 20 12 20Z" />
      </svg>
      <span className={styles.label} aria-hidden="true">
        {t('wishList.link')}
      </span>
      {known && count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="wish-list-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
