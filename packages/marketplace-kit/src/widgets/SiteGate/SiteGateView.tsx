import type { OperationBody } from '@momento/contract';
import { Button, Card, PasswordField, Stack, TextField } from '@momento/ui';
import { useState, type FormEvent } from 'react';
import type { SiteGateStatus } from '../../session/siteGateStore.ts';
import { validateSiteLogin } from '../../validation/auth.ts';
import { errorOf } from '../AppShell/fieldError.ts';
import * as styles from '../AppShell/forms.css.ts';
import { shellTexts as t } from '../AppShell/texts.ts';

export type SiteLoginValues = OperationBody<'siteLogin'>;

export interface SiteGateViewProps {
  /** The gate's state (public-site.md section 4): idle, inProgress, success, error. */
  status: SiteGateStatus;
  /** The server's message after a failed gate login (shown with status 'error'). */
  errorMessage?: string | null;
  /** Called with valid values (the login rules of section 5). */
  onSubmit: (values: SiteLoginValues) => void;
}

/** The site login page shown before anything else: Email, Password, Login. */
export function SiteGateView({ status, errorMessage, onSubmit }: SiteGateViewProps) {
  const [values, setValues] = useState<SiteLoginValues>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateSiteLogin(values);
    setError(message);
    if (message === null) onSubmit({ email: values.email.trim(), password: values.password });
  };
  return (
    <main className={styles.page} data-state={status}>
      <Card padding="large" className={styles.panel}>
        <form noValidate onSubmit={submit} aria-labelledby="momento-site-gate-title">
          <Stack space="large">
            <h1 id="momento-site-gate-title" className={styles.heading}>
              {t.gateTitle}
            </h1>
            <p className={styles.muted}>{t.gateIntro}</p>
            <TextField
              label={t.email}
              type="email"
              name="email"
              autoComplete="username"
              value={values.email}
              onChange={(email) => setValues((v) => ({ ...v, email }))}
              errorMessage={errorOf(error, 'email')}
            />
            <PasswordField
              label={t.password}
              name="password"
              value={values.password}
              onChange={(password) => setValues((v) => ({ ...v, password }))}
              errorMessage={errorOf(error, 'password')}
            />
            {status === 'error' && errorMessage ? <p className={styles.errorText}>{errorMessage}</p> : null}
            <Button type="submit" fullWidth isPending={status === 'inProgress'}>
              {t.login}
            </Button>
          </Stack>
        </form>
      </Card>
    </main>
  );
}
