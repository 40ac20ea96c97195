import { useMutation } from '../useMutation.ts';

/**
 * LogOut: clears the session whatever the server answers; no error toast (the user is logged out either way). The
 * request's code loads when LogOut is chosen: the header that offers it is on every page's first paint.
 */
export function useLogout() {
  return useMutation(
    async (_: void, { client, signal }) => (await import('./logout.ts')).logout(client, signal),
    { errorNotice: false },
  );
}
