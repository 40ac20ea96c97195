import { useSWRConfig } from 'swr';
import { notices } from '../../texts.ts';
import { useMarketplace } from '../../provider/MarketplaceProvider.tsx';
import { referenceKeys } from '../reference/keys.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { deleteAccount } from './deleteAccount.ts';

/**
 * Deletes the signed-in user's account. Success clears the session (user and tokens) and the cached user data and lists, and
 * shows 'Account deleted successfully'. A refusal is the caller's to show (the spec puts
 * it under an 'order exist' heading), so no error toast.
 */
export function useDeleteAccount(options: Pick<MutationOptions<string, void>, 'onSuccess' | 'onError'> = {}) {
  const { mutate } = useSWRConfig();
  const { session } = useMarketplace();
  return useMutation((password: string, { client, signal }) => deleteAccount(client, password, signal), {
    ...options,
    successNotice: notices.accountDeleted,
    errorNotice: false,
    onSuccess: (result, password) => {
      options.onSuccess?.(result, password);
      // The server has revoked the session; ending it here unmounts the account pages, so it comes after the notice.
      session.clear();
      // The user's data and every list may hold the deleted user's things: dropped without asking the server again.
      // Reference data (genres, venues, static pages, payment settings) is the same for everyone and stays.
      void mutate((key) => !(Array.isArray(key) && key[0] === referenceKeys.all[0]), undefined, {
        revalidate: false,
      });
    },
  });
}
