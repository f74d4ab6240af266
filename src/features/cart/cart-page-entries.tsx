import { CmsComponentView } from '@/cms/CmsSlot';
import { childUids, loadCmsComponentsInOrder } from '@/cms/load';
import type { CmsComponentProps, CmsRegistry } from '@/cms/types';
import { componentText } from '@/features/content/cms-values';
import { getTranslator } from '@/i18n/server';
import { isEmeaSite } from '@/site';
import { CartItems } from './CartItems';
import { CartTotals } from './CartTotals';
import { mediaOriginsForIslands } from './media-origins';
import { VoucherForm } from './VoucherForm';
import styles from './CartPage.module.css';

/**
 * The cart page's CMS components (sandbox README "CMS", `cartPage`): the flex components that hold
 * the cart's islands, and the order summary of section 3.
 */

// Server renderers around the islands: a client component cannot receive the registry (functions).
function CartItemsComponent() {
  return <CartItems mediaOrigins={mediaOriginsForIslands()} />;
}

function CartTotalsComponent() {
  return <CartTotals />;
}

function CartCouponComponent() {
  return <VoucherForm />;
}

/**
 * Gift cards and loyalty points (`CartGiftCardComponent`, `CartLoyaltyPointsComponent`, US only)
 * belong to checkout and payments (spec 2): the CMS places them on the cart page, and they render
 * nothing until those features draw them. Registered, so they are known rather than skipped (an
 * unknown type warns in development).
 */
function CheckoutPaymentComponent() {
  return null;
}

/** The components of the cart page's own flex types; the rest of its content uses the storefront registry. */
export const cartEntries = {
  CartItemsComponent,
  CartTotalsComponent,
  CartCouponComponent,
  CartGiftCardComponent: CheckoutPaymentComponent,
  CartLoyaltyPointsComponent: CheckoutPaymentComponent,
} satisfies CmsRegistry;

/**
 * Section 3's order-summary accordion, expanded into its child components (spec 1 §2.5): the
 * accordion's title heads the summary and its children follow in CMS order; on EMEA only the first
 * child is used.
 */
export async function OrderSummary({ component, context, registry }: CmsComponentProps) {
  const uids = childUids((component as Record<string, unknown>).components);
  const children = await loadCmsComponentsInOrder(context, isEmeaSite(context.site) ? uids.slice(0, 1) : uids);
  const { t } = getTranslator(context.lang, ['cart']);
  return (
    <section className={styles.summary} aria-labelledby="cart-order-summary">
      <h2 id="cart-order-summary" className={styles.sectionHeading}>
        {componentText(component, 'title') || t('summary.heading')}
      </h2>
      {children.map((child) => (
        <CmsComponentView key={child.uid} component={child} registry={registry} context={context} />
      ))}
    </section>
  );
}
