import { useMutation } from '../useMutation.ts';
import { logout } from './logout.ts';

/** LogOut: clears the session whatever the server answers; no error toast (the user is logged out either way). */
export function useLogout() {
  return useMutation((_: void, { client, signal }) => logout(client, signal), { errorNotice: false });
}
