'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CartModification } from '@/commerce/schemas';
import { useAddToCart } from '@/features/cart/add-to-cart';
import { cartQueries } from '@/features/cart/cart-queries';
import { QueryProvider } from '@/features/session/QueryProvider';
import { useOcc } from '@/features/session/StoreProvider';

/**
 * The purchase island's cart part, loaded with the query library on the shopper's first sign of
 * wanting to add (a pointer over, focus on or a press of "Add to cart"), not with the product page:
 * the add itself (optimistic, shared with the header count and the mini cart) and, once something was
 * added, the active cart's free-shipping message.
 */
export interface PurchaseCart {
  addToCart: (productCode: string, quantity: number) => Promise<CartModification | undefined>;
  isAdding: boolean;
  freeShippingThresholdMessage: string | undefined;
}

interface PurchaseCartProps {
  /** Whether something was added from this page (the cart is read from then on). */
  added: boolean;
  onChange: (cart: PurchaseCart) => void;
}

function PurchaseCartState({ added, onChange }: PurchaseCartProps) {
  const { addToCart, isAdding } = useAddToCart();
  const cart = useQuery({ ...cartQueries.active(useOcc()), enabled: added });
  const freeShippingThresholdMessage = cart.data?.freeShippingThresholdMessage;
  useEffect(() => {
    onChange({ addToCart, isAdding, freeShippingThresholdMessage });
  }, [onChange, addToCart, isAdding, freeShippingThresholdMessage]);
  return null;
}

export function PurchaseCartBridge(props: PurchaseCartProps) {
  return (
    <QueryProvider>
      <PurchaseCartState {...props} />
    </QueryProvider>
  );
}
