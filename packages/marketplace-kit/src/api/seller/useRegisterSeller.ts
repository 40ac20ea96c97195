import type { Seller } from '@momento/contract';
import { notices } from '../../texts.ts';
import { getUser } from '../account/getUser.ts';
import { accountKeys } from '../account/keys.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { registerSeller, type RegisterSellerInput } from './registerSeller.ts';

/**
 * Registers the signed-in user as a seller ('Registered as seller'). Whatever the answer, the user is read again
 * and put into the session, so the account menu and the seller features follow the new permissions at once.
 */
export function useRegisterSeller(
  options: Pick<MutationOptions<RegisterSellerInput, Seller>, 'onSuccess' | 'onError'> = {},
) {
  return useMutation(
    async (input: RegisterSellerInput, { client, signal }) => {
      try {
        return await registerSeller(client, input, signal);
      } finally {
        // The permissions may have changed even when the reply was lost; a failed read keeps the session's copy.
        await getUser(client, signal).then(
          (user) => client.session.setUser(user),
          () => undefined,
        );
      }
    },
    {
      ...options,
      successNotice: notices.registeredAsSeller,
      invalidate: () => [accountKeys.user(), (key) => Array.isArray(key) && key[0] === 'seller'],
    },
  );
}
