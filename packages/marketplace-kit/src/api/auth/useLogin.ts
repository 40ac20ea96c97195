import type { OperationBody } from '@momento/contract';
import { errorTexts, notices } from '../../texts.ts';
import { useMutation } from '../useMutation.ts';
import { login } from './login.ts';

/** Login dialog: 'Login success', or the server message / 'Login failed' (the session becomes logged out). */
export function useLogin() {
  return useMutation((body: OperationBody<'login'>, { client, signal }) => login(client, body, signal), {
    successNotice: notices.loginSuccess,
    errorNotice: errorTexts.loginFailed,
  });
}
