'use client';

import Link from 'next/link';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import type { Cart } from '@/commerce/schemas';
import { isRemovalLockedNow, useCartActivity } from '@/features/cart/cart-activity';
import { useRemoveEntry, useStartCheckout, useUpdateEntryQuantity } from '@/features/cart/cart-mutations';
import { AppliedPromotions, ShippingThreshold } from '@/features/cart/CartSummaryParts';
import { CartEntryLine } from '@/features/cart/CartEntryLine';
import { canStartCheckout } from '@/features/cart/checkout-gate';
import type { MediaOrigins } from '@/features/cart/entry-image';
import { sortEntries } from '@/features/cart/entry-order';
import { entryWarnings, hasStockWarning } from '@/features/cart/entry-warnings';
import { useFocusWhenEmptied, useLineRemovalFocus, type CartView } from '@/features/cart/line-focus';
import { lineOutcomeText, type LineOutcome } from '@/features/cart/line-outcome';
import { useActiveCart } from '@/features/cart/use-active-cart';
import { QueryProvider } from '@/features/session/QueryProvider';
import { useStore } from '@/features/session/StoreProvider';
import { cartItemCount } from '@/features/cart/cart-item-count';
import { useTranslation } from '@/i18n/client';
import { languageTag, pathFor } from '@/site';
import { Button, ButtonLink, Price, Spinner } from '@/ui';
import { LinkPendingSign } from '@/ui/LinkPendingSign';
import styles from './MiniCart.module.css';

/** Which total the panel shows: the CMS component's `totalDisplay` (`SUBTOTAL` in the sandbox). */
export type MiniCartTotalDisplay = 'SUBTOTAL' | 'TOTAL';

export interface MiniCartPanelProps {
  /** Lines listed before the "view all" link: the CMS component's `shownProductCount` (spec 1 §2.4). */
  shownProductCount: number;
  totalDisplay: MiniCartTotalDisplay;
  /** The CMS `rotatingMessages` banner, rendered on the server. */
  banner?: ReactNode;
  /**
   * Express payment buttons (spec 1 §2.4 footer: Apple Pay when available, otherwise Google Pay; and
   * PayPal), provided by the payments feature (ARCHITECTURE §8) through `MiniCartExpressPayments`.
   * They go into the footer's labelled place (`mini-cart-express-payments`), which is there, empty,
   * until then.
   */
  expressPayments?: ReactNode;
  mediaOrigins: MediaOrigins;
  onClose: () => void;
}

/** The side panel's content (spec 1 §2.4): summary, notices, lines, and the way on. */
export function MiniCartPanel(props: MiniCartPanelProps) {
  return (
    <QueryProvider>
      <PanelContent {...props} />
    </QueryProvider>
  );
}

/**
 * Says what became of a line that left (or came back), in a polite region of the panel's own: the
 * panel is a modal, which hides the page's global messages from assistive technology while open.
 * Each notice is a new node, so the same words twice are heard twice.
 */
function useLineNotice() {
  const { t } = useTranslation('cart');
  const [notice, setNotice] = useState<{ text: string; sequence: number } | null>(null);
  const announce = useCallback(
    (outcome: LineOutcome) => setNotice((previous) => ({ text: lineOutcomeText(t, outcome), sequence: (previous?.sequence ?? 0) + 1 })),
    [t],
  );
  const region = (
    <p role="status" className="visually-hidden" data-testid="mini-cart-line-notice">
      {notice ? <span key={notice.sequence}>{notice.text}</span> : null}
    </p>
  );
  return { announce, region };
}

function PanelContent({ shownProductCount, totalDisplay, banner, expressPayments, mediaOrigins, onClose }: MiniCartPanelProps) {
  const { t } = useTranslation('minicart');
  const store = useStore();
  const cartPath = pathFor({ site: store.site, lang: store.language }, { name: 'cart' });
  const query = useActiveCart();
  const cart = query.data;
  const count = cartItemCount(cart);
  const lineNotice = useLineNotice();
  const emptyText = useRef<HTMLParagraphElement>(null);
  const view: CartView = query.isPending || query.isError ? 'other' : !cart || count === 0 ? 'empty' : 'lines';
  // The last line removed here: focus goes to the empty message, not to the top of the panel.
  useFocusWhenEmptied(view, emptyText);

  return (
    <div className={styles.panel}>
      <header className={styles.header}>
        <Heading slot="title" className={styles.title}>
          <Link href={cartPath} className={styles.titleLink}>
            {t('title')}
            <LinkPendingSign />
          </Link>
        </Heading>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>

      {banner ? <div className={styles.banner}>{banner}</div> : null}
      {lineNotice.region}

      <div className={styles.body}>
        {query.isPending ? (
          <div className={styles.loading}>
            <Spinner label={t('loading')} />
          </div>
        ) : query.isError ? (
          <div className={styles.empty}>
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : !cart || count === 0 ? (
          <div className={styles.empty} data-testid="mini-cart-empty">
            <p ref={emptyText} className={styles.emptyText} tabIndex={-1}>
              {t('emptyCart')}
            </p>
            <Button variant="primary" fullWidth onPress={onClose}>
              {t('continueShopping')}
            </Button>
          </div>
        ) : (
          <FilledPanel
            cart={cart}
            count={count}
            cartPath={cartPath}
            shownProductCount={shownProductCount}
            totalDisplay={totalDisplay}
            expressPayments={expressPayments}
            mediaOrigins={mediaOrigins}
            onClose={onClose}
            onLineOutcome={lineNotice.announce}
          />
        )}
      </div>
    </div>
  );
}

interface FilledPanelProps extends Omit<MiniCartPanelProps, 'banner'> {
  cart: Cart;
  count: number;
  cartPath: string;
  onLineOutcome: (outcome: LineOutcome) => void;
}

function FilledPanel({ cart, count, cartPath, shownProductCount, totalDisplay, expressPayments, mediaOrigins, onClose, onLineOutcome }: FilledPanelProps) {
  const { t } = useTranslation('minicart');
  const store = useStore();
  const { added, changed, reduced, removalLocked } = useCartActivity();
  const updateQuantity = useUpdateEntryQuantity(onLineOutcome);
  const removeEntry = useRemoveEntry(onLineOutcome);
  const checkout = useStartCheckout();

  const total = totalDisplay === 'SUBTOTAL' ? cart.subTotal : (cart.totalPriceWithTax ?? cart.totalPrice);
  const currency = total?.currencyIso ?? store.currency;
  const sorted = sortEntries(cart.entries, changed);
  const shown = sorted.slice(0, Math.max(0, shownProductCount));
  // A removed line hands focus to the next line's Remove button (`line-focus.ts`).
  const focus = useLineRemovalFocus(shown.map((entry) => entry.product.code));
  const reducedCodes = new Set(reduced);
  const stockWarning = hasStockWarning(cart);
  const highlighted = added ? added.productCode : undefined;

  return (
    <>
      <div className={styles.summary}>
        <p className={styles.count} data-testid="mini-cart-item-count">
          {t('itemCount', { count })}
        </p>
        {total?.value !== undefined && (
          <p className={styles.total}>
            <span>{t('estimatedTotal')}</span>{' '}
            <Price value={total.value} currency={currency} locale={languageTag(store.site, store.language)} className={styles.totalValue} />
          </p>
        )}
      </div>

      <div className={styles.notices} role="status">
        {added ? (
          <p className={styles.added} data-testid="mini-cart-added">
            {t('entryAdded')}
          </p>
        ) : null}
        {reduced.length > 0 ? (
          <p className={styles.reduced} data-testid="mini-cart-quantity-reduced">
            {t('quantityReduced')}
          </p>
        ) : null}
      </div>

      <AppliedPromotions cart={cart} />
      <ShippingThreshold cart={cart} />

      <ul className={styles.entries} aria-label={t('entries')}>
        {shown.map((entry) => (
          <li key={entry.product.code}>
            <CartEntryLine
              entry={entry}
              layout="compact"
              mediaOrigins={mediaOrigins}
              warnings={entryWarnings(entry, { reducedProductCodes: reducedCodes, hasDeliveryAddress: Boolean(cart.deliveryAddress) })}
              isHighlighted={entry.product.code === highlighted}
              isRemovalLocked={removalLocked}
              onQuantityChange={(quantity) => updateQuantity.mutate({ productCode: entry.product.code, quantity })}
              onRemove={() => {
                if (isRemovalLockedNow()) return;
                focus.lineLeaving(entry.product.code);
                removeEntry.mutate({ productCode: entry.product.code });
              }}
              removeButtonRef={focus.removeButtonRef(entry.product.code)}
            />
          </li>
        ))}
        {sorted.length > shown.length ? (
          <li className={styles.viewAll}>
            <Link href={cartPath} data-testid="mini-cart-view-all">
              {t('viewAll', { count })}
              <LinkPendingSign />
            </Link>
          </li>
        ) : null}
      </ul>

      <footer className={styles.footer}>
        {stockWarning ? (
          <p className={styles.stockWarning} data-testid="mini-cart-stock-warning">
            {t('stockWarning')}
          </p>
        ) : null}
        <Button
          variant="primary"
          fullWidth
          isPending={checkout.isStarting}
          pendingLabel={t('checkoutStarting')}
          isDisabled={!canStartCheckout(cart, checkout.isStarting)}
          onPress={() => void checkout.start()}
          data-testid="mini-cart-checkout"
        >
          {t('checkout')}
        </Button>
        {/*
          Express payments (spec 1 §2.4): Apple Pay when available, else Google Pay; and PayPal. A
          stable, labelled place whatever the payments feature renders into it (nothing yet).
        */}
        <div
          role="group"
          aria-label={t('expressPayments')}
          className={styles.expressPayments}
          data-testid="mini-cart-express-payments"
        >
          {expressPayments}
        </div>
        <ButtonLink as={Link} href={cartPath} variant="secondary" fullWidth data-testid="mini-cart-go-to-cart">
          {t('goToCart')}
          <LinkPendingSign />
        </ButtonLink>
        <Button variant="ghost" fullWidth onPress={onClose}>
          {t('continueShopping')}
        </Button>
      </footer>
    </>
  );
}
