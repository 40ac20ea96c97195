import { useSWRConfig } from 'swr';
import { notices } from '../../messages.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { deleteAccount } from './deleteAccount.ts';

/**
 * Deletes the signed-in user's account. Success clears the session (user and tokens) and every cached list, and
 * shows 'Account deleted successfully' (account-area.md section 4). A refusal is the caller's to show (the spec puts
 * it under an 'order exist' heading), so no error toast.
 */
export function useDeleteAccount(options: Pick<MutationOptions<string, void>, 'onSuccess' | 'onError'> = {}) {
  const { mutate } = useSWRConfig();
  return useMutation((password: string, { client, signal }) => deleteAccount(client, password, signal), {
    ...options,
    successNotice: notices.accountDeleted,
    errorNotice: false,
    onSuccess: (result, password) => {
      // Every cached answer belonged to the deleted user: drop them without asking the server again.
      void mutate(() => true, undefined, { revalidate: false });
      options.onSuccess?.(result, password);
    },
  });
}
