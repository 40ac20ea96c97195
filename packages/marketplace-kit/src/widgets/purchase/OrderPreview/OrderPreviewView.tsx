import { ORDER_PAYABLE_STATUSES, type Order } from '@momento/contract';
import { Alert, Button, Card, Inline, Link, Stack } from '@momento/ui';
import { useId, useState, type ReactNode } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { orderTexts as englishTexts } from '../purchaseTexts.ts';
import { AddressBlock, LineProducts, LineTypeLabel, PriceTable, SellerLink } from '../PurchaseParts.tsx';
import * as shared from '../purchase.css.ts';
import { Deadline } from '../../shared/Deadline/Deadline.tsx';
import { useNow } from '../../shared/useNow.ts';
import * as styles from './OrderPreview.css.ts';
import { Fact, FactList } from '../../shared/FactList.tsx';
import { LazyAlertDialog } from '#widgets/shared/LazyAlertDialog.tsx';

/** What the order preview offers, from the order's status and its payment window. */
export type OrderPhase = 'payable' | 'expired' | 'paid' | 'cancelled';

/**
 * "A pending-payment state and one other active state allow payment and cancel" (see docs/rules/statuses.md); an
 * unpaid order past its `expiry_date` counts as expired even before the server has marked it.
 */
export function orderPhase(order: Order, now: number): OrderPhase {
  if (order.status === 'PAID') return 'paid';
  if (order.status === 'CANCELLED') return 'cancelled';
  if (order.status === 'EXPIRED') return 'expired';
  const payable = (ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.status);
  return payable && Date.parse(order.expiry_date) > now ? 'payable' : 'expired';
}

export interface OrderPreviewViewProps {
  order: Order;
  /** The payment area (PayPal buttons or the test payment), shown while the order can be paid. */
  payment?: ReactNode;
  /** Yes in the cancel confirmation; the dialog closes when the returned promise settles. */
  onCancel: () => Promise<unknown> | void;
  /** @default false */
  isCancelling?: boolean;
  /** 'Complete order' after the payment window: runs the expiry check. */
  onCompleteOrder: () => void;
  /** @default false */
  isCheckingExpiry?: boolean;
  /** 'Continue Shopping' on a paid order. @default '/home' */
  continueShoppingHref?: string;
}

/**
 * /previeworder/{order_no}: order id, dates, addresses, products grouped per seller, pricing details, payment or
 * the paid / cancelled message, and Cancel with its confirmation.
 */
export function OrderPreviewView({
  order,
  payment,
  onCancel,
  isCancelling = false,
  onCompleteOrder,
  isCheckingExpiry = false,
  continueShoppingHref = '/home',
}: OrderPreviewViewProps) {
  const format = useFormat();
  const t = useTexts('orderPreview', englishTexts);
  const orderBillingId = useId();
  const orderHeadingId = useId();
  const orderPricingId = useId();
  const orderProductsId = useId();
  const orderShippingId = useId();
  const now = useNow();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [wasConfirmOpened, setConfirmOpened] = useState(false);
  const phase = orderPhase(order, now);
  const canCancel = (ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.status);
  const summary = order.pricing_summary;

  return (
    <section className={shared.page} aria-labelledby={orderHeadingId}>
      <h1 id={orderHeadingId} className={shared.heading}>
        {t.orderId}: {order.order_no}
      </h1>
      {phase === 'paid' ? (
        <Stack space="medium" align="center">
          <Alert tone="success" role="status">
            {t.paid}
          </Alert>
          <Link href={continueShoppingHref}>{t.continueShopping}</Link>
        </Stack>
      ) : null}
      {phase === 'cancelled' ? (
        <Alert tone="danger" role="status">
          {t.cancelled}
        </Alert>
      ) : null}
      <div className={shared.layout}>
        <Stack space="large">
          <Card>
            <FactList className={shared.facts}>
              <Fact label={t.orderedOn}>
                <time dateTime={order.order_date}>{format.dateTime(order.order_date)}</time>
              </Fact>
              {phase === 'payable' ? (
                <Fact label={t.paymentExpires}>
                  <time dateTime={order.expiry_date}>{format.dateTime(order.expiry_date)}</time>{' '}
                  <Deadline
                    deadline={order.expiry_date}
                    label={t.payBy}
                    expiredText={t.paymentWindowClosed}
                  />
                </Fact>
              ) : null}
              {order.payment_summary ? (
                <>
                  <Fact label={t.payment}>
                    {order.payment_summary.method} {order.payment_summary.status}
                  </Fact>
                  {order.payment_summary.date ? (
                    <Fact label={t.paidOn}>{format.dateTime(order.payment_summary.date)}</Fact>
                  ) : null}
                </>
              ) : null}
            </FactList>
          </Card>
          <div className={shared.addressColumns}>
            <Card as="section" aria-labelledby={orderShippingId}>
              <Stack space="small">
                <h2 id={orderShippingId} className={shared.subheading}>
                  {t.shippingAddress}
                </h2>
                {order.shipping_address ? <AddressBlock address={order.shipping_address} /> : null}
              </Stack>
            </Card>
            <Card as="section" aria-labelledby={orderBillingId}>
              <Stack space="small">
                <h2 id={orderBillingId} className={shared.subheading}>
                  {t.billingAddress}
                </h2>
                {order.billing_address ? <AddressBlock address={order.billing_address} /> : null}
              </Stack>
            </Card>
          </div>
          <Card as="section" aria-labelledby={orderProductsId}>
            <Stack space="medium">
              <h2 id={orderProductsId} className={shared.subheading}>
                {t.products}
              </h2>
              {order.sub_orders.map((sub) => (
                <section
                  key={sub.id}
                  className={styles.sellerGroup}
                  aria-label={`${t.seller} ${sub.seller.name}`}
                >
                  <p className={shared.muted}>
                    {t.seller}: <SellerLink seller={sub.seller} />
                  </p>
                  <ul className={shared.list}>
                    {sub.line_items.map((line) => (
                      <li key={line.id}>
                        <Stack space="small">
                          <div className={shared.lineHeader}>
                            <LineTypeLabel type={line.type} />
                            <span className={shared.amount}>{format.money(line.base_price)}</span>
                          </div>
                          <LineProducts details={line.details} />
                        </Stack>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </Stack>
          </Card>
        </Stack>
        <Card as="aside" aria-labelledby={orderPricingId}>
          <Stack space="medium">
            <h2 id={orderPricingId} className={shared.subheading}>
              {t.pricingDetails}
            </h2>
            <PriceTable
              label={t.pricingDetails}
              rows={[
                [t.price, summary.price_sub_total],
                [t.shipping, summary.delivery],
                [t.tax, summary.tax],
                [t.totalAmount, summary.total],
              ]}
            />
            {phase === 'payable' ? payment : null}
            {phase === 'expired' ? (
              <Button fullWidth onPress={onCompleteOrder} isPending={isCheckingExpiry}>
                {t.completeOrder}
              </Button>
            ) : null}
            {canCancel ? (
              <Inline justify="flex-end">
                <Button
                  variant="outline"
                  tone="danger"
                  onPress={() => {
                    setConfirmOpened(true);
                    setConfirmOpen(true);
                  }}
                  isPending={isCancelling}
                >
                  {t.cancel}
                </Button>
              </Inline>
            ) : null}
          </Stack>
        </Card>
      </div>
      {/* Its code loads at the first press on Cancel; rendered from then on (LazyAlertDialog). */}
      {wasConfirmOpened ? (
        <LazyAlertDialog
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          title={t.cancelTitle}
          message={t.cancelConfirm}
          confirmLabel={t.yes}
          cancelLabel={t.no}
          tone="danger"
          isPending={isCancelling}
          onConfirm={() => onCancel() ?? undefined}
        />
      ) : null}
    </section>
  );
}
