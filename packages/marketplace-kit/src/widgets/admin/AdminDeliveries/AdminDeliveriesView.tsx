import type { AdminDelivery } from '@momento/contract';
import { Badge, Button } from '@momento/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { AdminList, type PagedListState } from '../AdminList.tsx';
import { deliveriesTexts as englishDeliveriesTexts } from './deliveriesTexts.ts';
import * as admin from '../admin.css.ts';
import type { OpenDialog } from './DeliveryDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { FULFILMENT_STATUS_LABELS } from '@momento/contract/routes';

// The confirmations load when one opens: the list alone stays small.
const DeliveryDialog = lazy(async () => ({ default: (await import('./DeliveryDialog.tsx')).DeliveryDialog }));

export interface AdminDeliveriesViewProps extends PagedListState {
  deliveries: readonly AdminDelivery[];
  /** Settles the delivery as delivered; resolves true on success. */
  onApprove: (delivery: AdminDelivery) => Promise<boolean> | boolean;
  /** Cancels the sub-order and refunds it, with the admin's reason; resolves true on success. */
  onCancel: (delivery: AdminDelivery, reason: string) => Promise<boolean> | boolean;
  /** The sub-order whose action is running. */
  pendingId?: number | null;
  /**
   * Where the admin area is mounted: buyers, sellers and reports open below it.
   * @default '/admin'
   */
  basePath?: string;
}

/**
 * The deliveries to settle: sub-orders the seller marked shipped that the buyer has not confirmed in time, or that
 * the buyer reported. Approve delivery (confirmed first) or Cancel and refund (with a reason; the confirmation says
 * the amount).
 */
export function AdminDeliveriesView({
  deliveries,
  onApprove,
  onCancel,
  pendingId = null,
  basePath = '/admin',
  ...list
}: AdminDeliveriesViewProps) {
  const t = useTexts('consoleDeliveries', englishDeliveriesTexts);
  const format = useFormat();
  const fulfilmentStatusLabel = useStatusLabel('fulfilment', FULFILMENT_STATUS_LABELS);
  const titleId = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  return (
    <section className={admin.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={admin.title}>
        {t.title}
      </h1>
      <AdminList
        label={t.listLabel}
        items={deliveries}
        {...list}
        itemKey={(delivery) => delivery.sub_order_id}
        emptyText={t.empty}
        renderItem={(delivery) => {
          const labelId = `delivery-${delivery.sub_order_id}`;
          return (
            <article className={admin.row} aria-labelledby={labelId}>
              <div className={admin.rowMain}>
                <div className={admin.rowTitle}>
                  <span id={labelId}>
                    {t.order} {delivery.order_no}
                  </span>
                  <Badge tone="neutral">{fulfilmentStatusLabel(delivery.fulfilment_status)}</Badge>
                  {delivery.reasons.map((reason) => (
                    <Badge key={reason} tone={reason === 'REPORTED' ? 'danger' : 'warning'}>
                      {reason === 'REPORTED' ? t.reasonReported : t.reasonOverdue}
                    </Badge>
                  ))}
                </div>
                <span>
                  {t.buyer}:{' '}
                  <MarketplaceLink href={`${basePath}/users/${delivery.buyer.id}`}>
                    {delivery.buyer.name} ({delivery.buyer.email})
                  </MarketplaceLink>
                  {' · '}
                  {t.seller}:{' '}
                  <MarketplaceLink href={`${basePath}/users/${delivery.seller.id}`}>
                    {delivery.seller.name} ({delivery.seller.email})
                  </MarketplaceLink>
                </span>
                <span className={admin.muted}>
                  {delivery.shipped_date ? (
                    <>
                      {t.shipped}{' '}
                      <time dateTime={delivery.shipped_date}>{format.dateTime(delivery.shipped_date)}</time>
                    </>
                  ) : (
                    t.notShipped
                  )}
                  {delivery.days_since_shipped !== null
                    ? ` · ${t.daysWaiting(delivery.days_since_shipped)}`
                    : null}
                  {' · '}
                  {t.total} {format.money(delivery.total)}
                  {delivery.tracking
                    ? ` · ${t.tracking}: ${delivery.tracking.carrier_name} ${delivery.tracking.tracking_no}`
                    : null}
                </span>
                {delivery.reports.length > 0 ? (
                  <ul className={admin.inlineList}>
                    {delivery.reports.map((report) => (
                      <li key={report.report_id}>
                        <MarketplaceLink href={`${basePath}/reports/${report.report_id}`}>
                          {t.reportLink(report.title)}
                        </MarketplaceLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <div className={admin.actions}>
                <Button
                  isPending={pendingId === delivery.sub_order_id && dialog === null}
                  onPress={() => setDialog({ type: 'approve', delivery })}
                  aria-describedby={labelId}
                >
                  {t.approve}
                </Button>
                <Button
                  variant="outline"
                  tone="danger"
                  onPress={() => setDialog({ type: 'cancel', delivery })}
                  aria-describedby={labelId}
                >
                  {t.cancel}
                </Button>
              </div>
            </article>
          );
        }}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <DeliveryDialog
            dialog={dialog}
            isPending={pendingId === dialog.delivery.sub_order_id}
            onApprove={onApprove}
            onCancel={onCancel}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
