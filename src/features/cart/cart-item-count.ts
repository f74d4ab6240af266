/** Units in the cart: OCC's `totalUnitCount` (quantities summed), else its number of lines. */
export function cartItemCount(cart: { totalUnitCount?: unknown; totalItems?: unknown } | null | undefined): number {
  if (!cart) return 0;
  const units = typeof cart.totalUnitCount === 'number' ? cart.totalUnitCount : undefined;
  const lines = typeof cart.totalItems === 'number' ? cart.totalItems : undefined;
  return Math.max(0, units ?? lines ?? 0);
}
