import { Button, Dialog, FileDrop, Inline, Modal, Stack } from '@momento/ui';
import { useEffect, useMemo, useState } from 'react';
import { validationTexts as m } from '#texts.ts';
import { IMAGE_TYPES } from '#validation/limits.ts';
import { validateProfilePhoto } from '#validation/account.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as englishTexts } from '../profileTexts.ts';

export interface ProfilePhotoDialogProps {
  /** Called with the chosen, valid picture. */
  onUpload: (file: File) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** A message showing at first (stories). */
  defaultError?: string | null;
}

/**
 * The photo edit dialog (see docs/rules/validation.md): one JPEG or PNG picture, previewed before it is sent.
 * Another type gets 'File type must be image/jpeg, image/png'.
 */
export function ProfilePhotoDialog({
  onUpload,
  onClose,
  isPending = false,
  defaultError = null,
}: ProfilePhotoDialogProps) {
  const t = useTexts('profile', englishTexts);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(defaultError);
  const file = files[0] ?? null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  // The preview's object URL is released when the picture changes or the dialog closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={t.photoTitle} onClose={onClose}>
        <Stack space="large">
          {preview ? <img className={styles.preview} src={preview} alt={t.photoPreview} /> : null}
          <FileDrop
            label={t.choosePhoto}
            description={t.photoHint}
            accept={IMAGE_TYPES}
            maxFiles={1}
            value={files}
            onChange={(next) => {
              setFiles(next.slice(0, 1));
              setError(validateProfilePhoto(next[0]));
            }}
            onReject={() => setError(m.imageType)}
            messages={{ type: () => m.imageType }}
            errorMessage={error ?? undefined}
          />
          <Inline justify="flex-end" space="small">
            <Button variant="outline" onPress={onClose}>
              {t.cancel}
            </Button>
            <Button
              isPending={isPending}
              isDisabled={!file}
              onPress={() => {
                const message = validateProfilePhoto(file);
                setError(message);
                if (file && message === null) onUpload(file);
              }}
            >
              {t.upload}
            </Button>
          </Inline>
        </Stack>
      </Dialog>
    </Modal>
  );
}
