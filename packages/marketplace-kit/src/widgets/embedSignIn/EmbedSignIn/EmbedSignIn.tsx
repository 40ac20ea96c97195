import { isExactOrigin } from '@momento/contract';
import { useRef, useState } from 'react';
import { isApiError } from '#api/ApiError.ts';
import { useLogin } from '#api/auth/useLogin.ts';
import { useRegister } from '#api/auth/useRegister.ts';
import { useEmbedAllowance, useEmbedGrant } from '#api/embed/useEmbedSignIn.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { RetryNotice } from '#widgets/shared/RetryNotice.tsx';
import { RegisterDialogView } from '../../shell/RegisterDialog/RegisterDialogView.tsx';
import { EmbedSignInView, type EmbedSignInState } from './EmbedSignInView.tsx';
import { useOpenerHandshake } from './useOpenerHandshake.ts';

/** A sign-in's nonce as the widget makes it: base64url, 16 bytes or more. */
const NONCE = /^[A-Za-z0-9_-]{22,128}$/;

export interface EmbedSignInProps {
  /** The partner page's exact origin, from the window's URL (`?origin=`). */
  partnerOrigin: string;
  /** The sign-in's nonce, from the window's URL (`?nonce=`). */
  nonce: string;
  /** The partner's page that opened the window. @default window.opener */
  opener?: Window | null;
  /** Closes the window once the code is sent or the visitor cancels. @default window.close() */
  closeWindow?: () => void;
  /** The site's forgot-password page, opened in a new tab. @default '/forgot-password' */
  forgotPasswordHref?: string;
}

const defaultOpener = (): Window | null =>
  typeof window === 'undefined' ? null : ((window.opener as Window | null) ?? null);
const defaultClose = () => window.close();

/**
 * The partner sign-in window (docs/embed-sign-in.md), connected: it waits for the widget's request from the partner's
 * page, then uses the site's own session. A visitor who allowed the partner before is signed in at once; one signed
 * in who did not is asked once ('Continue as {first name}'); anyone else logs in (or registers) here first. The
 * one-time code the server grants goes to the partner's page only, and the window closes. Router-agnostic: the site
 * renders it as a page of its own, inside its MarketplaceProvider (and site gate).
 */
export function EmbedSignIn({
  partnerOrigin,
  nonce,
  opener: openerProp,
  closeWindow = defaultClose,
  forgotPasswordHref = '/forgot-password',
}: EmbedSignInProps) {
  const [opener] = useState(() => (openerProp === undefined ? defaultOpener() : openerProp));
  const isValid = isExactOrigin(partnerOrigin) && NONCE.test(nonce) && opener !== null && opener !== window;
  const handshake = useOpenerHandshake({ opener: isValid ? opener : null, partnerOrigin, nonce });
  const session = useSession();
  const login = useLogin();
  const register = useRegister();
  const grant = useEmbedGrant();
  const [wantsForm, setWantsForm] = useState(false);
  const [isRegistering, setRegistering] = useState(false);
  const [signedInHere, setSignedInHere] = useState(false);
  const [isDone, setDone] = useState(false);
  const loggedIn = session.status === 'loggedIn' && !wantsForm;
  // One grant at a time, and none once a code went out (a late allowance answer must not send a second one).
  const granting = useRef<'no' | 'running' | 'sent'>('no');
  const runGrant = async () => {
    if (!handshake.challenge || granting.current !== 'no') return;
    granting.current = 'running';
    const outcome = await grant.run({ origin: partnerOrigin, challenge: handshake.challenge });
    granting.current = outcome.ok ? 'sent' : 'no';
    if (!outcome.ok) return;
    handshake.sendResult(outcome.data.code);
    setDone(true);
    closeWindow();
  };
  // Allowed before: no question, the code is granted as soon as the answer arrives.
  const allowance = useEmbedAllowance(handshake.challenge && loggedIn ? partnerOrigin : null, (allowed) => {
    if (allowed) void runGrant();
  });
  const cancel = () => {
    handshake.sendCancel();
    closeWindow();
  };

  // Signed in here just now (the login grants at once), or allowed before: no question.
  const grantsAtOnce = loggedIn && handshake.challenge !== null && (signedInHere || allowance.data === true);

  let state: EmbedSignInState;
  if (!isValid) state = 'invalid';
  else if (!handshake.challenge) state = handshake.isLost ? 'lost' : 'connecting';
  else if (isDone) state = 'done';
  else if (grant.status === 'failure') state = 'error';
  else if (grant.isPending || grantsAtOnce) state = 'granting';
  else if (session.status === 'unknown') state = 'checking';
  else if (!loggedIn) state = 'login';
  else if (allowance.error !== undefined) state = 'error';
  else if (allowance.data === undefined) state = 'checking';
  else state = 'consent';

  const failure = grant.status === 'failure' ? grant.error : allowance.error;
  return (
    <EmbedSignInView
      state={state}
      partnerHost={isValid ? new URL(partnerOrigin).host : ''}
      firstName={session.user?.name.trim().split(/\s+/)[0] ?? ''}
      isLoginPending={login.isPending}
      errorMessage={state === 'error' && isApiError(failure) ? failure.message : null}
      onLogin={async (values) => {
        const outcome = await login.run(values);
        if (!outcome.ok) return;
        setSignedInHere(true);
        setWantsForm(false);
        void runGrant();
      }}
      onContinue={() => void runGrant()}
      onUseAnotherAccount={() => setWantsForm(true)}
      onCancel={cancel}
      onRetry={() => {
        if (grant.status === 'failure') void runGrant();
        else void allowance.mutate();
      }}
      onRegister={() => setRegistering(true)}
      forgotPasswordHref={forgotPasswordHref}
      overlay={
        isRegistering ? (
          <RegisterDialogView
            isPending={register.isPending}
            isRegistered={register.data !== undefined}
            onSubmit={(values) => void register.run(values)}
            onLogin={() => {
              register.reset();
              setRegistering(false);
            }}
            onClose={() => {
              register.reset();
              setRegistering(false);
            }}
            notice={<RetryNotice error={register.error} />}
          />
        ) : null
      }
    />
  );
}
