import type { OperationBody } from '@momento/contract';
import { notices } from '../../texts.ts';
import { useMutation } from '../useMutation.ts';
import { register } from './register.ts';

/**
 * Register dialog: in progress, registered (`data` set: show 'Email verification'), error. `reset()` is
 * 'Back to login' (clears the registered flag).
 */
export function useRegister() {
  return useMutation(
    (body: OperationBody<'register'>, { client, signal }) => register(client, body, signal),
    {
      successNotice: notices.registrationCompleted,
    },
  );
}
