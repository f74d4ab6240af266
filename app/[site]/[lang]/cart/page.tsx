import type { Metadata } from 'next';
import { CartPage, cartPageMetadata } from '@/features/cart/CartPage';
import { siteParams, type SiteParams } from '@/features/shell/site-params';

interface PageProps {
  params: SiteParams;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return cartPageMetadata(await siteParams(params));
}

export default async function Cart({ params }: PageProps) {
  return <CartPage {...await siteParams(params)} />;
}
