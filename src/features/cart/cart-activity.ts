import { create } from 'zustand';

/**
 * What just happened to the cart in this tab (ARCHITECTURE §6: a small store per feature), shared by
 * add to cart, the mini cart and the cart page:
 *
 * - `changed`: product codes of lines just added or changed, most recent first (the mini cart shows
 *   them first, spec 1 §4);
 * - `added`: the last add, for the 'added' highlight and the minicart.entryAdded notice; the mini cart
 *   opens when it changes;
 * - `reduced`: product codes whose quantity the backend lowered to the stock level; the
 *   quantity-reduced notice shows while there are any and clears after 5 s (spec 1 §4, §9);
 * - `removalLocked`: removal is disabled from the start of a remove until it fails or the cart load
 *   that follows ends (spec 1 §4), so a second click never removes a renumbered line. Each remove
 *   holds its own lock (`lockRemoval()` returns its release), so the reload of a remove that failed
 *   a moment ago cannot unlock a remove started since.
 */

/** Spec 1 §9: the quantity-reduced notice. */
export const QUANTITY_REDUCED_NOTICE_MS = 5000;

/** Statuses of a cart modification that mean "you asked for more than we hold" (spec 1 §4 maximum-quantity message). */
export const QUANTITY_REDUCED_STATUSES: readonly string[] = ['lowStock', 'maxStockLevelReached', 'maxOrderQuantityExceeded'];

export interface CartActivityState {
  changed: readonly string[];
  added: { productCode: string; sequence: number } | null;
  reduced: readonly string[];
  removalLocked: boolean;
}

const INITIAL: CartActivityState = { changed: [], added: null, reduced: [], removalLocked: false };

export const useCartActivity = create<CartActivityState>(() => INITIAL);

/**
 * Read at click time: a remove or move started a moment ago (even in another island) blocks this one
 * too (spec 1 §4), before a render has shown the lock.
 */
export function isRemovalLockedNow(): boolean {
  return useCartActivity.getState().removalLocked;
}

let reducedTimer: ReturnType<typeof setTimeout> | undefined;
let addSequence = 0;
const removalLocks = new Set<symbol>();

function markChanged(productCode: string): readonly string[] {
  const { changed } = useCartActivity.getState();
  return [productCode, ...changed.filter((code) => code !== productCode)];
}

export const cartActivity = {
  recordAdded(productCode: string): void {
    addSequence += 1;
    useCartActivity.setState({ added: { productCode, sequence: addSequence }, changed: markChanged(productCode) });
  },
  recordChanged(productCode: string): void {
    useCartActivity.setState({ changed: markChanged(productCode) });
  },
  /** The notice and the per-line warnings show now and clear together after QUANTITY_REDUCED_NOTICE_MS. */
  recordQuantityReduced(productCodes: readonly string[]): void {
    if (productCodes.length === 0) return;
    const { reduced } = useCartActivity.getState();
    useCartActivity.setState({ reduced: [...new Set([...productCodes, ...reduced])] });
    if (reducedTimer !== undefined) clearTimeout(reducedTimer);
    reducedTimer = setTimeout(() => {
      reducedTimer = undefined;
      useCartActivity.setState({ reduced: [] });
    }, QUANTITY_REDUCED_NOTICE_MS);
  },
  /** The panel closed: the 'added' highlight and notice are done. */
  clearAdded(): void {
    if (useCartActivity.getState().added !== null) useCartActivity.setState({ added: null });
  },
  /** Locks removal for one remove; call the returned release when it fails or its reload ends (once or more). */
  lockRemoval(): () => void {
    const lock = Symbol('removal');
    removalLocks.add(lock);
    useCartActivity.setState({ removalLocked: true });
    return () => {
      removalLocks.delete(lock);
      if (removalLocks.size === 0 && useCartActivity.getState().removalLocked) useCartActivity.setState({ removalLocked: false });
    };
  },
  /** Back to nothing happened (tests, sign-out). */
  reset(): void {
    if (reducedTimer !== undefined) clearTimeout(reducedTimer);
    reducedTimer = undefined;
    removalLocks.clear();
    useCartActivity.setState(INITIAL);
  },
};
