import { Card, Stack } from '@momento/ui';
import { validateReset } from '#validation/auth.ts';
import { AuthForm, type AuthField } from '../AppShell/AuthForm.tsx';
import * as styles from '../AppShell/forms.css.ts';
import { useShellTexts, type ShellTexts } from '../AppShell/texts.ts';

export interface ResetPasswordValues {
  password: string;
  confirm_password: string;
}

const resetFields = (t: ShellTexts): readonly AuthField<keyof ResetPasswordValues>[] => [
  {
    name: 'password',
    label: t.newPassword,
    type: 'password',
    autoComplete: 'new-password',
    toggleLabel: t.showPassword,
  },
  {
    name: 'confirm_password',
    label: t.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
    toggleLabel: t.showConfirmPassword,
  },
];

const TITLE_ID = 'momento-reset-title';

export interface ResetPasswordViewProps {
  /** Called with valid values (both required, max 256, must match), as typed. */
  onSubmit: (values: ResetPasswordValues) => void;
  /** @default false */
  isPending?: boolean;
  /** The link has no reset key: the form is replaced by a notice. @default false */
  isInvalidLink?: boolean;
}

/** /reset 'Change Password': New Password and Confirm Password. */
export function ResetPasswordView({
  onSubmit,
  isPending = false,
  isInvalidLink = false,
}: ResetPasswordViewProps) {
  const t = useShellTexts();
  const heading = (
    <h1 id={TITLE_ID} className={styles.heading}>
      {t.changePassword}
    </h1>
  );
  return (
    <div className={styles.page}>
      <Card padding="large" className={styles.panel}>
        {isInvalidLink ? (
          <Stack space="large">
            {heading}
            <p className={styles.errorText}>{t.resetLinkInvalid}</p>
          </Stack>
        ) : (
          <AuthForm
            fields={resetFields(t)}
            validate={validateReset}
            onSubmit={onSubmit}
            submitLabel={t.changePassword}
            isPending={isPending}
            header={heading}
            aria-labelledby={TITLE_ID}
          />
        )}
      </Card>
    </div>
  );
}
