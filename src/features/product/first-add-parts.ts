import { loadTranslations } from '@/i18n/client';
import type { Language } from '@/site';

let started = false;

/** A part's load whose failure is left to the part's user. */
const settled = (part: Promise<unknown>) => part.then(() => undefined, () => undefined);

/**
 * What a first add goes on to need, asked for on the shopper's first sign of wanting to add (a pointer
 * over, focus on or a press of "Add to cart"). Loaded where they are used, they came one after another:
 * the OCC client and the header's cart count only once the purchase's cart part had arrived and run,
 * the mini cart that opens on success and its texts only once the add had answered. Now the add's own
 * parts load beside the cart part, and the mini cart's once the cart part is there: on a slow
 * connection they would otherwise share its bandwidth, and the add cannot start before it.
 * Each user still loads its part itself (modules and texts are loaded once), so a part that fails here
 * is asked for again there, which reports it.
 */
export function preloadFirstAddParts(lang: Language, loadCartPart: () => Promise<unknown>): void {
  if (started) return;
  started = true;
  const cartPart = settled(loadCartPart());
  void settled(import('@/commerce/occ-client'));
  void settled(import('@/features/shell/header/personal-state'));
  void cartPart.then(() => {
    void settled(import('@/features/mini-cart/MiniCartSheet'));
    void settled(import('@/features/mini-cart/MiniCartPanel'));
    void settled(loadTranslations(lang, 'cart'));
  });
}
