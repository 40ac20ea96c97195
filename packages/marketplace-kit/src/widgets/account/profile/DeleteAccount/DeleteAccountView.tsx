import { Alert, Button, PasswordField } from '@momento/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { validateDeleteAccount } from '#validation/account.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { LazyAlertDialog } from '#widgets/shared/LazyAlertDialog.tsx';
import { AccountFormPage } from '../AccountFormPage.tsx';
import { deleteAccountTexts as englishTexts } from './texts.ts';

export interface DeleteAccountViewProps {
  /** Called with the password once it passes the checks and the user has confirmed. */
  onDelete: (password: string) => void;
  /** The deletion is running. @default false */
  isPending?: boolean;
  /** The server refused because of active orders or approved offers: its message, shown under 'order exist'. */
  refusal?: string | null;
  /** The server refused the password: its message, shown on the password field (which gets the focus). */
  passwordError?: string | null;
  /** Open the confirmation at first (stories). @default false */
  defaultConfirmOpen?: boolean;
}

/**
 * Delete account (/account/delete; see docs/rules/validation.md): the password, the text about active orders
 * and approved offers, and a confirmation before anything is sent. A refusal stays on the page under 'order exist';
 * the typed password is kept.
 */
export function DeleteAccountView({
  onDelete,
  isPending = false,
  refusal = null,
  passwordError = null,
  defaultConfirmOpen = false,
}: DeleteAccountViewProps) {
  const t = useTexts('deleteAccount', englishTexts);
  const deleteAccountTitleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(defaultConfirmOpen);
  // The confirmation's code loads when it first opens (LazyAlertDialog); rendered from then on.
  const [wasConfirmOpened, setConfirmOpened] = useState(defaultConfirmOpen);
  const input = useRef<HTMLInputElement>(null);
  // The server refused the password: the field to fix gets the focus, announced with its message.
  useEffect(() => {
    if (passwordError) input.current?.focus();
  }, [passwordError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateDeleteAccount({ password });
    // Rendered before the focus moves, so the field is announced already invalid with its message.
    flushSync(() => setError(message));
    if (message !== null) {
      input.current?.focus();
      return;
    }
    setConfirmOpened(true);
    setConfirmOpen(true);
  };

  return (
    <AccountFormPage
      id={deleteAccountTitleId}
      title={t.title}
      intro={t.explanation}
      onSubmit={submit}
      after={
        wasConfirmOpened ? (
          <LazyAlertDialog
            isOpen={isConfirmOpen}
            onOpenChange={setConfirmOpen}
            tone="danger"
            title={t.confirmTitle}
            message={t.confirmMessage}
            confirmLabel={t.confirm}
            cancelLabel={t.cancel}
            onConfirm={() => {
              setConfirmOpen(false);
              onDelete(password);
            }}
          />
        ) : null
      }
    >
      {refusal ? (
        <Alert tone="danger" title={t.refusedTitle}>
          {refusal}
        </Alert>
      ) : null}
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="current-password"
        ref={input}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        errorMessage={error ?? passwordError ?? undefined}
      />
      <div>
        <Button type="submit" tone="danger" isPending={isPending}>
          {t.submit}
        </Button>
      </div>
    </AccountFormPage>
  );
}
