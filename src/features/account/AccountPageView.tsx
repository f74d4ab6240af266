'use client';

import type { AccountPage } from '@/site';
import { AddressBookPage } from './AddressBookPage';
import { BuyItAgainPage } from './BuyItAgainPage';
import { LoyaltyPage } from './LoyaltyPage';
import { OrdersPage } from './OrdersPage';
import { OverviewPage } from './OverviewPage';
import { ProfilePage } from './ProfilePage';
import { WalletPage } from './WalletPage';
import { WishlistPage } from './WishlistPage';

const PAGES: Record<AccountPage, () => React.ReactNode> = {
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
