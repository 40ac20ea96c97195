import { AlertDialog } from '@momento/ui';
import { useTexts } from '#locale/LocaleContext.tsx';
import { profileTexts as englishTexts } from '../profileTexts.ts';

export interface DeleteAddressDialogProps {
  /** The address, on one line. */
  address: string;
  onConfirm: () => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
}

/** The delete confirmation of a shipping address. */
export function DeleteAddressDialog({
  address,
  onConfirm,
  onClose,
  isPending = false,
}: DeleteAddressDialogProps) {
  const t = useTexts('profile', englishTexts);
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="danger"
      title={t.deleteAddressTitle}
      message={`${t.deleteAddressMessage} ${address}`}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
