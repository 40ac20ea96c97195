// The order cards' dialogs with their requests, in one module loaded when a card first opens one: the modal
// machinery, the date picker, the star inputs and the fulfilment and rating calls stay out of the list's chunk.
import type { RatingValues } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import { useMarkDelivered, useMarkReceived, useSaveTracking } from '#api/orders/useFulfilment.ts';
import { useRateOrder } from '#api/reviews/useRateOrder.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { orderTexts as englishTexts } from '../orderTexts.ts';
import { RatingDialog } from './RatingDialog.tsx';
import { TrackingDialog, type TrackingValues } from './TrackingDialog.tsx';

/** Which sub-order a dialog acts on. */
export interface SubOrderRef {
  orderNo: string;
  subOrderId: number;
}

export type OrderAction =
  | ({ kind: 'received' } & SubOrderRef)
  | ({ kind: 'delivered' } & SubOrderRef)
  | ({ kind: 'tracking'; current: TrackingValues | null } & SubOrderRef)
  | ({ kind: 'rating'; mine: RatingValues | null; review: string | null } & SubOrderRef);

export interface OrderActionDialogProps {
  action: OrderAction;
  onClose: () => void;
}

/** The dialog of one card action; it closes once its request succeeds and stays open, values kept, when refused. */
export function OrderActionDialog({ action, onClose }: OrderActionDialogProps) {
  switch (action.kind) {
    case 'received':
      return <ConfirmReceived action={action} onClose={onClose} />;
    case 'delivered':
      return <ConfirmDelivered action={action} onClose={onClose} />;
    case 'tracking':
      return <Tracking action={action} onClose={onClose} />;
    case 'rating':
      return <Rating action={action} onClose={onClose} />;
  }
}

type Props<Kind extends OrderAction['kind']> = {
  action: Extract<OrderAction, { kind: Kind }>;
  onClose: () => void;
};

/** 'Order Received ?' (the buyer). */
function ConfirmReceived({ action, onClose }: Props<'received'>) {
  const t = useTexts('orders', englishTexts);
  const received = useMarkReceived({ onSuccess: onClose, onError: onClose });
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.orderReceivedConfirm}
      message={t.orderReceivedMessage}
      confirmLabel={t.orderReceived}
      cancelLabel={t.cancel}
      isPending={received.isPending}
      onConfirm={() => received.run({ order_no: action.orderNo, sub_order_id: action.subOrderId })}
    />
  );
}

/** 'Order Delivered ?' (the seller). */
function ConfirmDelivered({ action, onClose }: Props<'delivered'>) {
  const t = useTexts('orders', englishTexts);
  const delivered = useMarkDelivered({ onSuccess: onClose, onError: onClose });
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.orderDeliveredConfirm}
      message={t.orderDeliveredMessage}
      confirmLabel={t.orderDelivered}
      cancelLabel={t.cancel}
      isPending={delivered.isPending}
      onConfirm={() => delivered.run({ order_no: action.orderNo, sub_order_id: action.subOrderId })}
    />
  );
}

/** Add tracking (none yet) or Update it. */
function Tracking({ action, onClose }: Props<'tracking'>) {
  const save = useSaveTracking({ onSuccess: onClose });
  return (
    <TrackingDialog
      mode={action.current ? 'update' : 'add'}
      initialValues={action.current ?? {}}
      isPending={save.isPending}
      onClose={onClose}
      onSubmit={(values) =>
        void save.run({
          ...values,
          order_no: action.orderNo,
          sub_order_id: action.subOrderId,
          isUpdate: action.current !== null,
        })
      }
    />
  );
}

/** Rate & Write a Review, in Update mode when the viewer's rating exists. */
function Rating({ action, onClose }: Props<'rating'>) {
  const rate = useRateOrder({ onSuccess: onClose });
  return (
    <RatingDialog
      mode={action.mine ? 'update' : 'add'}
      initialValues={action.mine ? { ...action.mine, review: action.review ?? '' } : {}}
      isPending={rate.isPending}
      onClose={onClose}
      onSubmit={(values) =>
        void rate.run({ order_no: action.orderNo, sub_order_id: action.subOrderId, ...values })
      }
    />
  );
}
