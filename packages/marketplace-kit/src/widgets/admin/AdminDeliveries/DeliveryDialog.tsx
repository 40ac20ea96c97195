import type { AdminDelivery } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import { adminSharedTexts as englishAdminSharedTexts } from '../adminTexts.ts';
import { deliveriesTexts as englishDeliveriesTexts } from './deliveriesTexts.ts';
import { ReasonDialog } from '../ReasonDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';

/** Which confirmation of the deliveries list is open, on which sub-order. */
export interface OpenDialog {
  type: 'approve' | 'cancel';
  delivery: AdminDelivery;
}

export interface DeliveryDialogProps {
  dialog: OpenDialog;
  /** The sub-order's action is running. */
  isPending: boolean;
  onApprove: (delivery: AdminDelivery) => Promise<boolean> | boolean;
  onCancel: (delivery: AdminDelivery, reason: string) => Promise<boolean> | boolean;
  onClose: () => void;
}

/** Approve delivery (a confirmation) and Cancel and refund (a reason; the dialog says the amount refunded). */
export function DeliveryDialog({ dialog, isPending, onApprove, onCancel, onClose }: DeliveryDialogProps) {
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  const t = useTexts('consoleDeliveries', englishDeliveriesTexts);
  const format = useFormat();
  const { delivery } = dialog;
  if (dialog.type === 'approve') {
    return (
      <AlertDialog
        isOpen
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={t.approveTitle(delivery.order_no)}
        message={t.approveMessage}
        confirmLabel={t.approve}
        cancelLabel={adminSharedTexts.cancel}
        isPending={isPending}
        onConfirm={async () => {
          await onApprove(delivery);
        }}
      />
    );
  }
  const amount = format.money(delivery.total);
  return (
    <ReasonDialog
      title={t.cancelTitle(delivery.order_no)}
      message={t.cancelMessage(amount)}
      submitLabel={t.cancelConfirm(amount)}
      isPending={isPending}
      onSubmit={(reason) => onCancel(delivery, reason)}
      onClose={onClose}
    />
  );
}
