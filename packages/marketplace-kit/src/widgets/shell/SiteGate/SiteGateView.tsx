import { useId } from 'react';
import type { OperationBody } from '@momento/contract';
import { Card } from '@momento/ui';
import type { SiteGateStatus } from '#session/siteGateStore.ts';
import { validateSiteLogin } from '#validation/auth.ts';
import { AuthForm, type AuthField } from '../AppShell/AuthForm.tsx';
import * as styles from '../AppShell/forms.css.ts';
import { useShellTexts, type ShellTexts } from '../AppShell/texts.ts';

export type SiteLoginValues = OperationBody<'siteLogin'>;

const siteLoginFields = (t: ShellTexts): readonly AuthField<keyof SiteLoginValues>[] => [
  { name: 'email', label: t.email, type: 'email', autoComplete: 'username' },
  { name: 'password', label: t.password, type: 'password', toggleLabel: t.showPassword },
];

export interface SiteGateViewProps {
  /** The gate's state (see docs/rules/statuses.md): idle, inProgress, success, error. */
  status: SiteGateStatus;
  /** The server's message after a failed gate login (shown with status 'error'). */
  errorMessage?: string | null;
  /** Called with valid values (the login form's checks, docs/rules/validation.md). */
  onSubmit: (values: SiteLoginValues) => void;
}

/** The site login page shown before anything else: Email, Password, Login. */
export function SiteGateView({ status, errorMessage, onSubmit }: SiteGateViewProps) {
  const t = useShellTexts();
  const siteGateTitleId = useId();
  return (
    <main className={styles.page} data-state={status}>
      <Card padding="large" className={styles.panel}>
        <AuthForm
          aria-labelledby={siteGateTitleId}
          header={
            <>
              <h1 id={siteGateTitleId} className={styles.heading}>
                {t.gateTitle}
              </h1>
              <p className={styles.muted}>{t.gateIntro}</p>
            </>
          }
          fields={siteLoginFields(t)}
          validate={validateSiteLogin}
          onSubmit={onSubmit}
          submitLabel={t.login}
          isPending={status === 'inProgress'}
          formError={status === 'error' ? errorMessage : null}
        />
      </Card>
    </main>
  );
}
