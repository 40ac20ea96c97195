import type { OperationBody } from '@momento/contract';
import { useMutation } from '../useMutation.ts';
import { resetPassword } from './resetPassword.ts';

/** /reset 'Change Password': failures show the server message (the page titles it 'Reset password'). */
export function useResetPassword() {
  return useMutation((body: OperationBody<'resetPassword'>, { client, signal }) =>
    resetPassword(client, body, signal),
  );
}
