import { Button, Dialog, Modal, Spinner, Stack } from '@momento/ui';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from './BecomeSeller.css.ts';
import { becomeSellerTexts as englishTexts } from './texts.ts';

export interface AgreementDialogProps {
  /** The Seller Agreement Policy's HTML; null while loading or when it failed. */
  html: string | null;
  isLoading: boolean;
  /** Closes the dialog; `accepted` when the user pressed 'I Agree'. */
  onClose: (accepted: boolean) => void;
}

/** The Seller Agreement Policy: static HTML from the server, sanitised, with 'I Agree'. */
export function AgreementDialog({ html, isLoading, onClose }: AgreementDialogProps) {
  const t = useTexts('becomeSeller', englishTexts);
  // Server HTML never reaches the DOM unsanitised.
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html]);
  return (
    <Modal isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose(false))} size="large">
      <Dialog title={t.agreementTitle} onClose={() => onClose(false)}>
        <Stack space="large">
          {isLoading ? (
            <Spinner label={t.agreementTitle} />
          ) : clean ? (
            <div className={styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />
          ) : (
            <p className={styles.text}>{t.agreementUnavailable}</p>
          )}
          <Button onPress={() => onClose(true)} isDisabled={!clean}>
            {t.acceptAgreement}
          </Button>
        </Stack>
      </Dialog>
    </Modal>
  );
}
