import { useCart } from './useCart.ts';

/**
 * How many lines the signed-in user's cart holds, for the header's cart icon (0 while logged out, loading, or when
 * the cart failed to load: a failed cart load is an empty cart). It reads the same SWR
 * entry as `useCart`, so every cart mutation (add, remove, checkout, order) updates it.
 */
export function useCartCount(): number {
  const { data, error } = useCart();
  return error || !data ? 0 : data.items.length;
}
