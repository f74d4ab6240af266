import type { Cart } from '@/commerce/schemas';
import type { Translate } from '@/i18n/client';

/**
 * What became of a line that was changed: its new quantity, or, for one that was to leave the cart,
 * removed, moved to the wish list, or put back because the server refused. The line changes (or
 * disappears, or comes back) without a word otherwise, so each
 * island says it in a polite live region (WCAG 4.1.3 status messages): the cart page through the
 * global messages, the mini cart (a modal, which hides the rest of the page from assistive
 * technology) in a region of its own.
 */
export type LineOutcome =
  | { kind: 'removed' | 'movedToWishList' | 'removeFailed' | 'moveFailed'; name: string }
  | { kind: 'quantityChanged'; name: string; quantity: number };

/** Whether the change went through (the others put the line back as it was). */
export function lineChanged(outcome: LineOutcome): boolean {
  return outcome.kind === 'removed' || outcome.kind === 'movedToWishList' || outcome.kind === 'quantityChanged';
}

/** The name a line is shown with (`CartEntryLine`), from the cart as it was before the change. */
export function lineNameIn(cart: Cart | null | undefined, productCode: string): string {
  return cart?.entries.find((entry) => entry.product.code === productCode)?.product.name ?? productCode;
}

/** The text of an outcome; `t` reads the `cart` namespace. */
export function lineOutcomeText(t: Translate, outcome: LineOutcome): string {
  const { kind, name } = outcome;
  switch (kind) {
    case 'quantityChanged':
      return t('lineNotice.quantityChanged', { name, quantity: outcome.quantity });
    case 'removed':
      return t('lineNotice.removed', { name });
    case 'movedToWishList':
      return t('lineNotice.movedToWishList', { name });
    case 'removeFailed':
      return t('lineNotice.removeFailed', { name });
    case 'moveFailed':
      return t('lineNotice.moveFailed', { name });
  }
}
