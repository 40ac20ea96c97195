import { disclosesContact } from '@momento/contract';
import { Alert, Button, TextArea } from '@momento/ui';
import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { errorTexts as englishErrors } from '#texts.ts';
import { isBlank } from '#validation/rules.ts';
import { validateMessage } from '#validation/messaging.ts';
import * as styles from '../messages.css.ts';
import { messagesTexts as englishKitTexts } from '../texts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface ComposerProps {
  /** The field's label. @default 'Message' */
  label?: string;
  /** The send button's label. @default 'Send' */
  sendLabel?: string;
  /** Sends the text; resolves true when it went through (the box is then emptied), false to keep the text. */
  onSend: (text: string) => Promise<boolean>;
  /** @default false */
  isSending?: boolean;
  /** The server refused the last text: the text to show under the box (the ERR0010 text). */
  refusal?: string | null;
  /** Called when the user edits the text after a refusal. */
  onEdit?: () => void;
  /** Under the box: the wait after the server's abuse limit refused the last text (a RetryNotice). */
  notice?: ReactNode;
  /** Warn before sending a text that looks like off-platform contact. @default true */
  warnOffContact?: boolean;
  /** Starting text (stories). */
  defaultValue?: string;
}

/**
 * The box of a chat message or a report reply (see docs/rules/validation.md): Enter sends and Shift+Enter inserts a new
 * line; Send is disabled while the text is empty or sending; the rules' first failure shows on the field. A text
 * that the contract's detector flags is warned about before it is sent. The focus stays in the box throughout.
 */
export function Composer({
  label: labelProp,
  sendLabel: sendLabelProp,
  onSend,
  isSending = false,
  refusal = null,
  onEdit,
  notice = null,
  warnOffContact = true,
  defaultValue = '',
}: ComposerProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const t = useTexts('messages', englishKitTexts);
  const label = labelProp ?? t.composerLabel;
  const sendLabel = sendLabelProp ?? t.send;
  const [text, setText] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const [warned, setWarned] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  const send = async (confirmed: boolean) => {
    if (isSending) return;
    const message = validateMessage(text);
    // Rendered before the focus returns, so the box is announced already invalid with its message.
    flushSync(() => setError(message));
    box.current?.focus();
    if (message !== null) return;
    if (warnOffContact && !confirmed && disclosesContact(text)) {
      setWarned(true);
      return;
    }
    setWarned(false);
    const sent = await onSend(text.trim());
    if (sent) setText('');
    box.current?.focus();
  };

  // Both in layout effects, which run as React commits (before the browser paints): a passive effect may run after
  // the box is on screen, and an Enter pressed in between (right after typing, or as soon as the box appears) would
  // find no listener, or the text before the last keystroke, and the message would not go.
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });
  // Enter sends; Shift+Enter keeps the browser's new line; an IME composition's Enter picks a candidate. Listened to
  // on the textarea itself (the ui TextArea takes no key handler).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
      event.preventDefault();
      void latestSend.current(false);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <form
      noValidate
      className={styles.composer}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <TextArea
        ref={box}
        label={label}
        name="message"
        rows={3}
        description={t.composerHint}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
          setWarned(false);
          if (refusal) onEdit?.();
        }}
        errorMessage={error ?? undefined}
      />
      {warned ? (
        <Alert tone="warning" title={t.offContactWarningTitle}>
          <p className={styles.description}>{errorTexts.offContactInfo}</p>
          <div className={styles.composerActions}>
            <Button
              variant="outline"
              size="small"
              onPress={() => {
                setWarned(false);
                box.current?.focus();
              }}
            >
              {t.editMessage}
            </Button>
            <Button size="small" tone="danger" onPress={() => void send(true)}>
              {t.sendAnyway}
            </Button>
          </div>
        </Alert>
      ) : null}
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      {notice}
      <div className={styles.composerActions}>
        <Button
          type="submit"
          isDisabled={isBlank(text) || isSending}
          isPending={isSending}
          pendingLabel={t.sending}
        >
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}
