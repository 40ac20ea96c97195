import type { Address } from '@momento/contract';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { addressKeys } from './keys.ts';
import { saveAddress, type AddressInput } from './saveAddress.ts';

/**
 * Adds (no `id`) or edits (with `id`) an address and revalidates the saved addresses of its type. The caller picks
 * the notice ('Shipping Address added', 'Billing Address updated', 'Address Added', ...).
 */
export function useSaveAddress(
  options: Pick<MutationOptions<AddressInput, Address>, 'successNotice' | 'onSuccess'> = {},
) {
  return useMutation((input: AddressInput, { client, signal }) => saveAddress(client, input, signal), {
    ...options,
    invalidate: (address) => [addressKeys.list(address.type)],
  });
}
