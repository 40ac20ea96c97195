import type { OperationBody } from '@momento/contract';
import { useMutation } from '../useMutation.ts';
import { verifyEmail } from './verifyEmail.ts';

/** /verify: the page shows the outcome ('Email verification failed'), so no toasts. */
export function useVerifyEmail() {
  return useMutation(
    (body: OperationBody<'verifyEmail'>, { client, signal }) => verifyEmail(client, body, signal),
    {
      errorNotice: false,
    },
  );
}
