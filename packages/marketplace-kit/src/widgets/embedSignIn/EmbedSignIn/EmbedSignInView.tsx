import { Button, Card, Inline, Link, Stack } from '@momento/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { validateLogin } from '#validation/auth.ts';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { AuthForm } from '../../shell/AppShell/AuthForm.tsx';
import * as styles from '../../shell/AppShell/forms.css.ts';
import { useShellTexts } from '../../shell/AppShell/texts.ts';
import {
  CreateAccountLine,
  loginFieldsIn,
  type LoginValues,
} from '../../shell/LoginDialog/LoginDialogView.tsx';
import { embedSignInTexts as englishTexts } from '../texts.ts';

/** What the window shows, in the order a sign-in goes through them. */
export const EMBED_SIGN_IN_STATES = [
  'connecting',
  'checking',
  'login',
  'consent',
  'granting',
  'done',
  'error',
  'lost',
  'invalid',
] as const;
export type EmbedSignInState = (typeof EMBED_SIGN_IN_STATES)[number];

export interface EmbedSignInViewProps {
  /**
   * - connecting: waiting for the partner page's request; checking: the session or the allowance is loading;
   * - login: the login form; consent: 'Continue as {first name}'; granting: the code is being granted;
   * - done: the code went to the partner's page; error: the grant failed (`errorMessage`);
   * - lost: the partner's page never asked; invalid: the window was not opened by a partner's page.
   */
  state: EmbedSignInState;
  /** The partner page's host, as the visitor should recognise it (`venue.example`, `127.0.0.1:5174`). */
  partnerHost: string;
  /** The signed-in user's first name (consent). @default '' */
  firstName?: string;
  /** The login request is running. @default false */
  isLoginPending?: boolean;
  /** The server's message after a failed login or grant. @default null */
  errorMessage?: string | null;
  /** Called with valid login values (the site's login checks). */
  onLogin: (values: LoginValues) => void;
  /** 'Continue as ...' */
  onContinue: () => void;
  /** 'Use another account': the login form instead of the question. */
  onUseAnotherAccount: () => void;
  /** 'Cancel' (and 'Close window'): tells the partner's page and closes the window. */
  onCancel: () => void;
  /** 'Try again' after a failed grant. */
  onRetry: () => void;
  /** 'Create one': the register dialog. */
  onRegister: () => void;
  /** Where 'Forget Password?' leads (the site's page, in a new tab). */
  forgotPasswordHref: string;
  /** An overlay above the window (the register dialog). */
  overlay?: ReactNode;
}

function CancelButton({ onCancel, label }: { onCancel: () => void; label?: string }) {
  const t = useTexts('embedSignIn', englishTexts);
  return (
    <Button variant="outline" onPress={onCancel} fullWidth>
      {label ?? t.cancel}
    </Button>
  );
}

/**
 * The partner sign-in window's page: one card with the step the sign-in is at. The login form is the site's (its
 * fields, checks and texts); the question before a signed-in visitor's account is used on a partner's page names
 * that page's host.
 */
export function EmbedSignInView({
  state,
  partnerHost,
  firstName = '',
  isLoginPending = false,
  errorMessage = null,
  onLogin,
  onContinue,
  onUseAnotherAccount,
  onCancel,
  onRetry,
  onRegister,
  forgotPasswordHref,
  overlay,
}: EmbedSignInViewProps) {
  const t = useTexts('embedSignIn', englishTexts);
  const shell = useShellTexts();
  const loginFields = useMemo(() => loginFieldsIn(shell), [shell]);
  const titleId = useId();
  const heading = (
    <h1 id={titleId} className={styles.heading}>
      {t.title}
    </h1>
  );
  let body: ReactNode;
  switch (state) {
    case 'connecting':
    case 'checking':
    case 'granting':
      body = (
        <>
          <LoadingState
            label={
              state === 'checking'
                ? t.checking
                : state === 'granting'
                  ? t.granting(partnerHost)
                  : t.connecting(partnerHost)
            }
          />
          <CancelButton onCancel={onCancel} />
        </>
      );
      break;
    case 'login':
      return (
        <main className={styles.page} data-state={state}>
          <Card padding="large" className={styles.panel}>
            <AuthForm
              aria-labelledby={titleId}
              header={
                <>
                  {heading}
                  <p className={styles.muted}>{t.loginIntro(partnerHost)}</p>
                </>
              }
              fields={loginFields}
              validate={validateLogin}
              onSubmit={onLogin}
              submitLabel={shell.login}
              isPending={isLoginPending}
              formError={errorMessage}
              beforeSubmit={
                <Inline justify="flex-end">
                  <Link href={forgotPasswordHref} isExternal>
                    {shell.forgetPassword}
                  </Link>
                </Inline>
              }
              footer={
                <Stack space="medium">
                  <CreateAccountLine onCreateAccount={onRegister} />
                  <CancelButton onCancel={onCancel} />
                </Stack>
              }
            />
          </Card>
          {overlay}
        </main>
      );
    case 'consent':
      body = (
        <>
          <p className={styles.text}>{t.consent(partnerHost)}</p>
          <Button onPress={onContinue} fullWidth>
            {t.continueAs(firstName)}
          </Button>
          <Button variant="ghost" onPress={onUseAnotherAccount} fullWidth>
            {t.useAnotherAccount}
          </Button>
          <CancelButton onCancel={onCancel} />
        </>
      );
      break;
    case 'done':
      body = <MessageState>{t.done(partnerHost)}</MessageState>;
      break;
    case 'error':
      body = (
        <>
          <MessageState tone="danger">{errorMessage ?? t.grantFailed}</MessageState>
          <Button onPress={onRetry} fullWidth>
            {t.tryAgain}
          </Button>
          <CancelButton onCancel={onCancel} />
        </>
      );
      break;
    case 'lost':
    case 'invalid':
      body = (
        <>
          <MessageState tone="danger">{state === 'lost' ? t.lost : t.invalid}</MessageState>
          <CancelButton onCancel={onCancel} label={t.closeWindow} />
        </>
      );
      break;
  }
  return (
    <main className={styles.page} data-state={state}>
      <Card padding="large" className={styles.panel}>
        <section aria-labelledby={titleId}>
          <Stack space="large">
            {heading}
            {body}
          </Stack>
        </section>
      </Card>
      {overlay}
    </main>
  );
}
