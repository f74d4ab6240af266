/**
 * The mini cart (spec 1 §2.4). The shell mounts `MiniCart` (or, from a CMS slot, `MiniCartComponentPanel`)
 * as the child of its header slot 7 cart entry.
 */
export { MiniCart, MiniCartComponentPanel, shownProductCountOf, MINI_CART_NAMESPACES } from './MiniCart';
export * from './mini-cart-constants';
