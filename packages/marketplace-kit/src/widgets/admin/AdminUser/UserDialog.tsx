import type { AdminTicket, AdminUserDetail } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import { adminSharedTexts as englishAdminSharedTexts } from '../adminTexts.ts';
import { usersTexts as englishUsersTexts } from '../AdminUsers/usersTexts.ts';
import { ReasonDialog } from '../ReasonDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface UserDialogProps {
  user: AdminUserDetail;
  /** The ticket being hidden (the reason form); otherwise the seller confirmation. */
  hiding: AdminTicket | null;
  isPending: boolean;
  onSellerStatus: (status: 'ACTIVE' | 'INACTIVE') => Promise<boolean> | boolean;
  onHide: (ticket: AdminTicket, reason: string) => Promise<boolean> | boolean;
  onClose: () => void;
}

/** A user page's dialogs: Deactivate or Reactivate seller (a confirmation), Hide a ticket (a reason). */
export function UserDialog({ user, hiding, isPending, onSellerStatus, onHide, onClose }: UserDialogProps) {
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  const t = useTexts('consoleUsers', englishUsersTexts);
  if (hiding) {
    return (
      <ReasonDialog
        title={t.hideTitle(hiding.listing_name)}
        message={t.hideHelp}
        submitLabel={t.hide}
        isPending={isPending}
        onSubmit={(reason) => onHide(hiding, reason)}
        onClose={onClose}
      />
    );
  }
  const isActiveSeller = user.seller_status === 'ACTIVE';
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={isActiveSeller ? t.deactivateTitle(user.name) : t.reactivateTitle(user.name)}
      message={isActiveSeller ? t.deactivateMessage : t.reactivateMessage}
      confirmLabel={isActiveSeller ? t.deactivate : t.reactivate}
      cancelLabel={adminSharedTexts.cancel}
      tone={isActiveSeller ? 'danger' : 'accent'}
      isPending={isPending}
      onConfirm={async () => {
        await onSellerStatus(isActiveSeller ? 'INACTIVE' : 'ACTIVE');
      }}
    />
  );
}
