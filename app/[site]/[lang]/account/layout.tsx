import type { ReactNode } from 'react';
import { AccountFrame } from '@/features/account/AccountRoutes';
import type { SiteParams } from '@/features/shell/site-params';

export default function AccountAreaLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  return <AccountFrame params={params}>{children}</AccountFrame>;
}
