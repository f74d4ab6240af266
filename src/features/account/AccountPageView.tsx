'use client';

import dynamic from 'next/dynamic';
import type { AccountPage } from '@/site';
import { AccountSkeleton } from './AccountSkeleton';
import { BuyItAgainPage } from './BuyItAgainPage';
import { LoyaltyPage } from './LoyaltyPage';
import { OrdersPage } from './OrdersPage';
import { OverviewPage } from './OverviewPage';
import { ProfilePage } from './ProfilePage';
import { WalletPage } from './WalletPage';
import { WishlistPage } from './WishlistPage';

/**
 * The address book alone validates phone numbers (libphonenumber-js, about 40 KB gzipped): it is loaded
 * with its own route, not with every account page.
 */
const AddressBookPage = dynamic(() => import('./AddressBookPage').then((module) => module.AddressBookPage), {
  loading: () => <AccountSkeleton />,
});

const PAGES: Record<AccountPage, React.ComponentType> = {
  overview: OverviewPage,
  address: AddressBookPage,
  wallet: WalletPage,
  wishlist: WishlistPage,
  'buy-it-again': BuyItAgainPage,
  orders: OrdersPage,
  profile: ProfilePage,
  loyalty: LoyaltyPage,
};

/** The account page's right slot for one of the account routes (spec 3 §2). */
export function AccountPageView({ page }: { page: AccountPage }) {
  const Page = PAGES[page];
  return <Page />;
}
