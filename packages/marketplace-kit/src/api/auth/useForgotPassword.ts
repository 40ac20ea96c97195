import type { OperationBody } from '@momento/contract';
import { useMutation } from '../useMutation.ts';
import { requestPasswordReset } from './requestPasswordReset.ts';

/** Forgot password: success (`data` set) shows 'Password reset sent'. */
export function useForgotPassword() {
  return useMutation((body: OperationBody<'resetMail'>, { client, signal }) =>
    requestPasswordReset(client, body, signal),
  );
}
