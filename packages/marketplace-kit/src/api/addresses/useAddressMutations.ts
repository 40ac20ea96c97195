import type { Address } from '@momento/contract';
import { notices } from '../../texts.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { deleteAddress } from './deleteAddress.ts';
import { addressKeys } from './keys.ts';
import { setDefaultShipping } from './setDefaultShipping.ts';

/** Deletes an address ('Address Deleted') and reads the addresses again. */
export function useDeleteAddress(options: Pick<MutationOptions<Address, void>, 'onSuccess'> = {}) {
  return useMutation((address: Address, { client, signal }) => deleteAddress(client, address.id, signal), {
    ...options,
    successNotice: notices.addressDeleted,
    invalidate: (_, address) => [addressKeys.list(address.type)],
  });
}

/** Makes a shipping address the primary one ('Default Address Changed') and reads the list again. */
export function useSetDefaultShipping() {
  return useMutation((id: number, { client, signal }) => setDefaultShipping(client, id, signal), {
    successNotice: notices.defaultAddressChanged,
    invalidate: () => [addressKeys.list('DELIVERY')],
  });
}
