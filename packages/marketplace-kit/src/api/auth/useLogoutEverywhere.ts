import { useSWRConfig } from 'swr';
import { useMarketplace } from '../../provider/MarketplaceProvider.tsx';
import { referenceKeys } from '../reference/keys.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { logoutEverywhere } from './logoutEverywhere.ts';

/**
 * Sign out everywhere: ends every session of the user on the server, then this one here. Success shows the caller's
 * notice, then clears the session and the cached user data and lists (the server has ended this session too); a
 * failure shows the server's message and the user stays signed in.
 */
export function useLogoutEverywhere(
  options: Pick<MutationOptions<void, void>, 'onSuccess' | 'onError' | 'successNotice'> = {},
) {
  const { mutate } = useSWRConfig();
  const { session } = useMarketplace();
  return useMutation((_: void, { client, signal }) => logoutEverywhere(client, signal), {
    ...options,
    onSuccess: (result, input) => {
      options.onSuccess?.(result, input);
      // Ending the session unmounts the account pages, so it comes after the notice.
      session.clear();
      // The user's data and every list may hold the user's things; reference data is the same for everyone and stays.
      void mutate((key) => !(Array.isArray(key) && key[0] === referenceKeys.all[0]), undefined, {
        revalidate: false,
      });
    },
  });
}
