import { useSWRConfig } from 'swr';
import { notices } from '../../texts.ts';
import { useMutation } from '../useMutation.ts';
import { checkoutKeys } from './keys.ts';
import { updateCheckoutAddress, type CheckoutAddressInput } from './updateCheckoutAddress.ts';

/**
 * Sets the checkout's shipping or billing address: 'Shipping Address Changed' / 'Billing Address Changed'.
 * The reply is the checkout, written into its cache entry.
 */
export function useUpdateCheckoutAddress() {
  const { mutate } = useSWRConfig();
  return useMutation(
    (input: CheckoutAddressInput, { client, signal }) => updateCheckoutAddress(client, input, signal),
    {
      successNotice: (_checkout, input) =>
        input.kind === 'shipping' ? notices.shippingAddressChanged : notices.billingAddressChanged,
      updateCache: (checkout) =>
        mutate(checkoutKeys.detail(checkout.checkout_id), checkout, { revalidate: false }),
    },
  );
}
