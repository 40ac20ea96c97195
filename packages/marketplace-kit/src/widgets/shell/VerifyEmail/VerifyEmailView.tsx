import { Card, Link, Spinner, Stack } from '@momento/ui';
import * as styles from '../AppShell/forms.css.ts';
import { useShellTexts } from '../AppShell/texts.ts';

export const VERIFY_STATES = ['verifying', 'verified', 'failed'] as const;
export type VerifyState = (typeof VERIFY_STATES)[number];

export interface VerifyEmailViewProps {
  state: VerifyState;
}

/** /verify: 'Your email has been verified successfully' or 'Email verification failed', with 'Back to home'. */
export function VerifyEmailView({ state }: VerifyEmailViewProps) {
  const t = useShellTexts();
  return (
    <div className={styles.page}>
      <Card padding="large" className={styles.panel}>
        <Stack space="large" align="center">
          {state === 'verifying' ? (
            <Spinner label={t.verifying} size="large" />
          ) : (
            <h1 className={styles.heading} data-state={state}>
              {state === 'verified' ? t.verified : t.verificationFailed}
            </h1>
          )}
          <Link href="/" appearance={{ variant: 'outline' }}>
            {t.backToHome}
          </Link>
        </Stack>
      </Card>
    </div>
  );
}
