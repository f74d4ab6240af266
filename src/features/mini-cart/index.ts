/**
 * The mini cart (spec 1 §2.4). The shell mounts `MiniCart` (or, from a CMS slot, `MiniCartComponentPanel`)
 * as the child of its header slot 7 cart entry. The express payment buttons of its footer come from
 * `MiniCartExpressPayments.tsx` on both paths (empty until the payments feature fills it); the footer
 * keeps a labelled place for them (`data-testid="mini-cart-express-payments"`).
 */
export { MiniCart, MiniCartComponentPanel, shownProductCountOf, MINI_CART_NAMESPACES } from './MiniCart';
export * from './mini-cart-constants';
