import type { AdminQueueItem } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import { adminSharedTexts as englishAdminSharedTexts } from '../adminTexts.ts';
import { moderationTexts as englishModerationTexts } from './moderationTexts.ts';
import { ReasonDialog } from '../ReasonDialog.tsx';
import { EditApproveDialog } from './EditApproveDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

/** Which dialog of the queue is open, on which item. */
export interface OpenDialog {
  type: 'reject' | 'edit' | 'merge';
  item: AdminQueueItem;
}

export interface ModerationDialogProps {
  dialog: OpenDialog;
  /** The item's action is running. */
  isPending: boolean;
  onReject: (item: AdminQueueItem, reason: string) => Promise<boolean> | boolean;
  onEditApprove: (item: AdminQueueItem, displayName: string) => Promise<boolean> | boolean;
  onMerge: (item: AdminQueueItem) => Promise<boolean> | boolean;
  onClose: () => void;
}

/** The queue's dialogs: Reject (a reason), Edit then approve (the name), Merge (a confirmation). */
export function ModerationDialog({
  dialog,
  isPending,
  onReject,
  onEditApprove,
  onMerge,
  onClose,
}: ModerationDialogProps) {
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  const t = useTexts('consoleModeration', englishModerationTexts);
  const { item } = dialog;
  if (dialog.type === 'reject') {
    return (
      <ReasonDialog
        title={t.rejectTitle(item.display_name)}
        message={t.rejectHelp}
        submitLabel={t.reject}
        isPending={isPending}
        onSubmit={(reason) => onReject(item, reason)}
        onClose={onClose}
      />
    );
  }
  if (dialog.type === 'edit') {
    return (
      <EditApproveDialog
        item={item}
        isPending={isPending}
        onSubmit={(displayName) => onEditApprove(item, displayName)}
        onClose={onClose}
      />
    );
  }
  if (!item.similar) return null;
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.mergeTitle(item.display_name, item.similar.display_name)}
      message={t.mergeMessage(item.similar.display_name)}
      confirmLabel={t.merge}
      cancelLabel={adminSharedTexts.cancel}
      isPending={isPending}
      onConfirm={async () => {
        if (await onMerge(item)) onClose();
      }}
    />
  );
}
