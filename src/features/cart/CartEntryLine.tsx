'use client';

import type { Ref } from 'react';
import type { CartEntry } from '@/commerce/schemas';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { languageTag, withSitePrefix } from '@/site';
import { Price, cx } from '@/ui';
import { IntentPrefetchLink } from '@/ui/IntentPrefetchLink';
import { RenditionImage } from '@/ui/RenditionImage';
import { entryThumbnail, type MediaOrigins } from './entry-image';
import type { EntryWarning } from './entry-warnings';
import { stockLevelOf } from './entry-warnings';
import { EntryWarnings } from './EntryWarnings';
import { maxQuantityFor } from './quantity-input';
import { QuantitySelector } from './QuantitySelector';
import { strikeThroughPrice } from './strike-through-price';
import { ONE_SIZE } from '@/features/product/one-size';
import styles from './CartEntryLine.module.css';


export interface CartEntryLineProps {
  entry: CartEntry;
  /** `compact` in the mini cart's side panel, `full` on the cart page. */
  layout: 'compact' | 'full';
  mediaOrigins: MediaOrigins;
  warnings: readonly EntryWarning[];
  /** Just added or changed: the mini cart's 'added' highlight (spec 1 §4). */
  isHighlighted?: boolean;
  /**
   * Removal is disabled from the start of a remove until the cart has reloaded (spec 1 §4). The
   * buttons say so (`aria-disabled`) but keep their place in the focus order: focus moves to the
   * next line's Remove button when a line goes (`line-focus.ts`), which is locked at that moment.
   */
  isRemovalLocked: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** The Remove button, for the list to move focus to when a line before it goes. */
  removeButtonRef?: Ref<HTMLButtonElement>;
  /** Cart page: move the line to the wish list (spec 1 §4). */
  onMoveToWishList?: () => void;
}

/**
 * One cart line (spec 1 §2.4, §3): thumbnail, style, name, colour, size and fit, quantity, remove,
 * the line total with its struck-through original price, and the line's warnings.
 */
export function CartEntryLine({
  entry,
  layout,
  mediaOrigins,
  warnings,
  isHighlighted = false,
  isRemovalLocked,
  onQuantityChange,
  onRemove,
  removeButtonRef,
  onMoveToWishList,
}: CartEntryLineProps) {
  const { t } = useTranslation('cart');
  const store = useStore();
  const { product } = entry;
  const name = product.name ?? product.code;
  const href = product.url ? withSitePrefix(store.site, store.language, product.url) : undefined;
  const thumbnail = entryThumbnail(product, mediaOrigins);
  const style = product.manufacturerAID ?? product.baseProduct;
  const size = entry.productSizeSelected;
  const total = entry.totalPrice?.value;
  const currency = entry.totalPrice?.currencyIso ?? entry.basePrice?.currencyIso ?? store.currency;
  const original = strikeThroughPrice(entry);
  const locale = languageTag(store.site, store.language);

  return (
    <article
      className={cx(styles.line, styles[layout], isHighlighted && styles.highlighted)}
      aria-label={name}
      data-testid="cart-entry"
      data-product-code={product.code}
      data-entry-number={entry.entryNumber}
    >
      <div className={styles.thumbnail}>
        {thumbnail ? (
          <RenditionImage rendition={mediaOrigins.thumbnail} src={thumbnail.url} alt="" className={styles.image} />
        ) : (
          <span className={styles.noImage} aria-hidden="true" />
        )}
      </div>

      <div className={styles.details}>
        {style && <p className={styles.style}>{t('entry.style', { style })}</p>}
        <h3 className={styles.name}>{href ? <IntentPrefetchLink href={href}>{name}</IntentPrefetchLink> : name}</h3>
        <ul className={styles.options}>
          {/* A colour name says what it is; size and fit are named (spec 1 §2.4: size hidden for one size). */}
          {entry.productColorSelected && <li>{entry.productColorSelected}</li>}
          {size && size !== ONE_SIZE && <li data-testid="entry-size">{t('entry.size', { size })}</li>}
          {entry.productFitSelected && <li>{t('entry.fit', { fit: entry.productFitSelected })}</li>}
        </ul>
        <EntryWarnings warnings={warnings} />
      </div>

      <div className={styles.quantity}>
        <QuantitySelector
          value={entry.quantity}
          max={maxQuantityFor(stockLevelOf(entry))}
          productName={name}
          onChange={onQuantityChange}
          isDisabled={entry.updateable === false}
        />
      </div>

      <div className={styles.price} data-testid="entry-total">
        {total !== undefined && (
          <Price
            value={total}
            originalValue={original}
            currency={currency}
            locale={locale}
            originalLabel={t('price.original')}
            currentLabel={t('price.current')}
          />
        )}
      </div>

      <div className={styles.actions}>
        <button
          ref={removeButtonRef}
          type="button"
          className={styles.action}
          onClick={isRemovalLocked ? undefined : onRemove}
          aria-disabled={isRemovalLocked || undefined}
          aria-label={t('entry.removeNamed', { name })}
        >
          {t('entry.remove')}
        </button>
        {onMoveToWishList && (
          <button
            type="button"
            className={styles.action}
            onClick={isRemovalLocked ? undefined : onMoveToWishList}
            aria-disabled={isRemovalLocked || undefined}
            aria-label={t('entry.moveToWishListNamed', { name })}
          >
            {t('entry.moveToWishList')}
          </button>
        )}
      </div>
    </article>
  );
}
