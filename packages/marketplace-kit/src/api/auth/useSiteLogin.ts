import type { OperationBody } from '@momento/contract';
import { errorTexts } from '../../texts.ts';
import { useMutation } from '../useMutation.ts';
import { siteLogin } from './siteLogin.ts';

/** The site login page; its state lives in the gate store (`useSiteGate()`). */
export function useSiteLogin() {
  return useMutation(
    (body: OperationBody<'siteLogin'>, { client, signal }) => siteLogin(client, body, signal),
    {
      errorNotice: errorTexts.loginFailed,
    },
  );
}
