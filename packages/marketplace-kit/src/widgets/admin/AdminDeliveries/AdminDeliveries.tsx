import { useApproveDelivery, useCancelDelivery } from '#api/admin/useAdminActions.ts';
import { useAdminDeliveries } from '#api/admin/useAdminData.ts';
import { deliveriesTexts as englishDeliveriesTexts } from './deliveriesTexts.ts';
import { usePendingAction } from '../usePendingAction.ts';
import { AdminDeliveriesView } from './AdminDeliveriesView.tsx';
import { pagedListState } from '../AdminList.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';

export interface AdminDeliveriesProps {
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

/** The deliveries to settle, connected: each action is sent, toasted, and the list read again (the item leaves it). */
export function AdminDeliveries({ basePath }: AdminDeliveriesProps) {
  const t = useTexts('consoleDeliveries', englishDeliveriesTexts);
  const format = useFormat();
  const list = useAdminDeliveries();
  const { pending, run } = usePendingAction<number>();
  const approve = useApproveDelivery({ successNotice: (reply) => t.approved(reply.order_no) });
  const cancel = useCancelDelivery({
    successNotice: (reply) => t.refundPending(format.money(reply.refund?.amount ?? null)),
  });
  return (
    <AdminDeliveriesView
      deliveries={list.items}
      {...pagedListState(list)}
      onApprove={(delivery) => run(delivery.sub_order_id, () => approve.run(delivery.sub_order_id))}
      onCancel={(delivery, reason) =>
        run(delivery.sub_order_id, () => cancel.run({ sub_order_id: delivery.sub_order_id, reason }))
      }
      pendingId={pending}
      basePath={basePath}
    />
  );
}
