import { useState } from 'react';
import { useCart } from '#api/cart/useCart.ts';
import { useRemoveFromCart } from '#api/cart/useRemoveFromCart.ts';
import { useCreateCheckout } from '#api/checkout/useCreateCheckout.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { LoadingState } from '../../shared/LoadState.tsx';
import { cartTexts as englishCart } from '../purchaseTexts.ts';
import { CartPanelView } from './CartPanelView.tsx';

export interface CartPanelProps {
  /**
   * Where Checkout goes with the new checkout's id (initiate checkout, then /checkout).
   * @default (checkoutId) => `/checkout?id=${checkoutId}`
   */
  checkoutHref?: (checkoutId: number) => string;
}

const defaultCheckoutHref = (checkoutId: number) => `/checkout?id=${checkoutId}`;

/**
 * /mycart, connected: loads the cart (a failed load shows the empty cart), removes BUY lines and
 * initiates the checkout. Needs a signed-in session (the site guards the route).
 */
export function CartPanel({ checkoutHref = defaultCheckoutHref }: CartPanelProps) {
  const cartTexts = useTexts('cart', englishCart);
  const { data: cart, error, isLoading } = useCart();
  const remove = useRemoveFromCart();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const navigation = useNavigation();
  const checkout = useCreateCheckout({
    onSuccess: (created) => navigation.navigate(checkoutHref(created.checkout_id)),
  });

  if (isLoading && !cart) return <LoadingState label={cartTexts.loading} />;
  return (
    <CartPanelView
      cart={error ? null : (cart ?? null)}
      removingId={remove.isPending ? removingId : null}
      isCheckingOut={checkout.isPending}
      onRemove={(item) => {
        const productId = item.details[0]?.product_id;
        if (productId === undefined) return;
        setRemovingId(item.id);
        void remove.run({ product_id: productId });
      }}
      onCheckout={() => {
        if (cart?.cart_id) void checkout.run(cart.cart_id);
      }}
    />
  );
}
