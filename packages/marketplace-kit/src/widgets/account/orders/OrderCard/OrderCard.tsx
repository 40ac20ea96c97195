import {
  displayName,
  FULFILMENT_DELIVERED_STATUSES,
  FULFILMENT_FINAL_STATUSES,
  FULFILMENT_SHIPPED_STATUS,
  FULFILMENT_TRACKING_STATUSES,
  FULFILMENT_TRANSITIONS,
  FULFILMENT_STATUS_LABELS,
  ORDER_PAYABLE_STATUSES,
  REFUND_STATUS_LABELS,
} from '@momento/contract/routes';
import type { BuyerOrder, SellOrder } from '@momento/contract';
import { Badge, Button, Link } from '@momento/ui';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_AVATAR_URL } from '#format/avatar.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { Deadline } from '#widgets/shared/Deadline/Deadline.tsx';
import { useDeadline } from '#widgets/shared/Deadline/useDeadline.ts';
import { useFormat } from '#locale/useFormat.ts';
import * as styles from '../orders.css.ts';
import { orderTexts as englishTexts, remainingText } from '../orderTexts.ts';
import { RatingSummary } from '../RatingSummary.tsx';
import { REFUND_TONES, refundText } from '../refundText.ts';

import type { OrderAction } from '../OrderDialogs/OrderActionDialogs.tsx';
import { Fact, FactList } from '#widgets/shared/FactList.tsx';

// The delivery and refund labels in the provider's language (its `statuses`); an unknown status shows as itself.
const STATUS_TEXTS = { fulfilment: FULFILMENT_STATUS_LABELS, refund: REFUND_STATUS_LABELS };
const labelOf = (labels: Readonly<Record<string, string>>, status: string | null | undefined) =>
  status ? (labels[status] ?? status) : '';

// The dialogs and their requests load when a card first opens one: the list stays light.
const OrderActionDialog = lazy(async () => ({
  default: (await import('../OrderDialogs/OrderActionDialogs.tsx')).OrderActionDialog,
}));

/** The card's open dialog, if any. */
function useActionDialog() {
  const [action, setAction] = useState<OrderAction | null>(null);
  const dialog = action ? (
    <Suspense fallback={null}>
      <OrderActionDialog action={action} onClose={() => setAction(null)} />
    </Suspense>
  ) : null;
  return { open: setAction, dialog };
}

/** Where 'More details' goes: the order detail of the buy or the sell side. */
export function orderDetailHref(orderNo: string, side: 'buy' | 'sell'): string {
  return `/account/myorders/${encodeURIComponent(orderNo)}${side === 'sell' ? '?view=sell' : ''}`;
}

export type OrderCardProps =
  | {
      /** The buyer's card (My Orders, BUY). */
      variant: 'buy';
      order: BuyerOrder;
    }
  | {
      /** The seller's card (My Orders, SELL). */
      variant: 'sell';
      order: SellOrder;
    };

/**
 * One order of My Orders, on its own with the provider: the buyer's card (seller,
 * payment state, Pay Now, delivery, Order Received, ratings) or the seller's card (buyer, amounts, shipping address,
 * tracking, Order Delivered, ratings). Its actions run their requests and refresh every order list.
 */
export function OrderCard(props: OrderCardProps) {
  return props.variant === 'buy' ? (
    <BuyOrderCard order={props.order} />
  ) : (
    <SellOrderCard order={props.order} />
  );
}

/**
 * The buyer's picture, with the default picture when there is none or it fails to load. A plain image rather than
 * the ui Avatar: the list's route chunk is at its budget and the card needs only this.
 */
function BuyerPicture({ src }: { src: string | null }) {
  return (
    <img
      className={styles.buyerPicture}
      src={src ?? DEFAULT_AVATAR_URL}
      alt=""
      width={32}
      height={32}
      onError={(event) => {
        if (event.currentTarget.src !== DEFAULT_AVATAR_URL) event.currentTarget.src = DEFAULT_AVATAR_URL;
      }}
    />
  );
}

function Thumb({ src }: { src: string | null }) {
  return src ? (
    <img className={styles.thumb} src={src} alt="" />
  ) : (
    <span className={styles.thumb} aria-hidden="true" />
  );
}

function BuyOrderCard({ order }: { order: BuyerOrder }) {
  const format = useFormat();
  const t = useTexts('orders', englishTexts);
  const statuses = useTexts('statuses', STATUS_TEXTS);
  const navigation = useNavigation();
  const dialogs = useActionDialog();
  const ref = { orderNo: order.order_no, subOrderId: order.sub_order_id };
  const payable = (ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.order_status);
  const payment = useDeadline(payable ? order.expiry_date : null);
  const paid = order.order_status === 'PAID';
  const shipped = paid && order.delivery_status === FULFILMENT_SHIPPED_STATUS;
  // 'Order Received' in the shipped status, and still after the seller has said delivered: the buyer's word
  // completes the order (the server accepts both).
  const canConfirm =
    paid && (FULFILMENT_TRANSITIONS.orderReceived.from as readonly string[]).includes(order.delivery_status);
  const delivered =
    paid && (FULFILMENT_DELIVERED_STATUSES as readonly string[]).includes(order.delivery_status);
  const mine = order.ratings.seller_ratings;
  const seller = displayName(order.seller_name, order.is_admin);
  const more = remainingText(order.remaining_items_count);

  return (
    <article className={styles.card} aria-labelledby={`order-${order.sub_order_id}`}>
      <Thumb src={order.image} />
      <div className={styles.cardBody}>
        <h2 id={`order-${order.sub_order_id}`} className={styles.cardTitle}>
          {order.first_ticket_name} {more && <Badge>{more}</Badge>}
        </h2>
        <FactList>
          <Fact label={t.seller}>
            <Link href={`/tickets?seller=${order.seller_id}`}>{seller}</Link>
          </Fact>
          <Fact label={t.orderNo}>{order.order_no}</Fact>
          <Fact label={t.total}>{format.money(order.order_total)}</Fact>
          <Fact label={t.orderDate}>{format.dateTime(order.order_date)}</Fact>
          {payable && <Fact label={t.expiresOn}>{format.dateTime(order.expiry_date)}</Fact>}
          {paid && <Fact label={t.deliveryInfo}>{labelOf(statuses.fulfilment, order.delivery_status)}</Fact>}
          {shipped && order.delivery_date && (
            <Fact label={t.deliveryExpectedBy}>{format.date(order.delivery_date)}</Fact>
          )}
          {paid && order.tracking_id && (
            <Fact label={t.trackingId}>
              {[order.carrier, order.service_name, order.tracking_id].filter(Boolean).join(' · ')}
            </Fact>
          )}
          {delivered && mine && (
            <Fact label={t.yourRating}>
              <RatingSummary ratings={mine} />
            </Fact>
          )}
          {order.refund && (
            <Fact label={t.refund}>{refundText(order.refund, format, t, statuses.refund)}</Fact>
          )}
        </FactList>
        <div className={styles.badges}>
          {order.order_status === 'CANCELLED' && <Badge tone="danger">{t.orderCancelled}</Badge>}
          {order.order_status === 'EXPIRED' && <Badge tone="danger">{t.orderExpired}</Badge>}
          {payable && <Badge tone="warning">{t.notPaid}</Badge>}
          {paid && !order.refund && <Badge tone="success">{t.paid}</Badge>}
          {order.refund && (
            <Badge tone={REFUND_TONES[order.refund.status]}>{statuses.refund[order.refund.status]}</Badge>
          )}
          {payable && (
            <Deadline
              deadline={order.expiry_date}
              label={t.payBy}
              expiredText={t.paymentClosed}
              announce="changes"
            />
          )}
          {shipped && order.delivery_date && (
            <Deadline
              deadline={order.delivery_date}
              label={t.expectedBy}
              expiredText={t.deliveryOverdue}
              announce="changes"
            />
          )}
        </div>
      </div>
      <div className={styles.actions}>
        {payable && payment.phase !== 'expired' && (
          <Button onPress={() => navigation.navigate(`/previeworder/${encodeURIComponent(order.order_no)}`)}>
            {t.payNow}
          </Button>
        )}
        {canConfirm && (
          <Button onPress={() => dialogs.open({ kind: 'received', ...ref })}>{t.orderReceived}</Button>
        )}
        {delivered && (
          <>
            <span className={styles.factLabel}>{t.giveRatingsBuy}</span>
            <Button
              variant="outline"
              onPress={() =>
                dialogs.open({ kind: 'rating', ...ref, mine, review: order.review.buyer_review })
              }
            >
              {mine ? t.edit : t.rateAndReview}
            </Button>
          </>
        )}
        <Button variant="ghost" onPress={() => navigation.navigate(orderDetailHref(order.order_no, 'buy'))}>
          {t.moreDetails}
        </Button>
      </div>
      {dialogs.dialog}
    </article>
  );
}

function SellOrderCard({ order }: { order: SellOrder }) {
  const format = useFormat();
  const t = useTexts('orders', englishTexts);
  const statuses = useTexts('statuses', STATUS_TEXTS);
  const navigation = useNavigation();
  const dialogs = useActionDialog();
  const ref = { orderNo: order.order_no, subOrderId: order.fulfillment_order_id };
  const status = order.fulfillment_status;
  const info = order.fulfillment_information;
  const canTrack = (FULFILMENT_TRACKING_STATUSES as readonly string[]).includes(status);
  const hasTracking = status !== 'OPEN';
  const shipped = status === FULFILMENT_SHIPPED_STATUS;
  const completed = (FULFILMENT_DELIVERED_STATUSES as readonly string[]).includes(status);
  const canRate = (FULFILMENT_FINAL_STATUSES as readonly string[]).includes(status);
  const mine = order.ratings.buyer_ratings;
  const more = remainingText(order.remaining_items_count);
  const address = order.shipping_add;
  const currentTracking = {
    carrier_name: info.carrier ?? '',
    service_name: info.service_name ?? '',
    tracking_no: info.tracking_id ?? '',
    shipping_cost: info.delivery_cost ? info.delivery_cost.value : '',
    expected_delivery: info.delivery_expected_date ?? '',
  };

  return (
    <article className={styles.card} aria-labelledby={`sell-order-${order.fulfillment_order_id}`}>
      <Thumb src={order.first_ticket_image} />
      <div className={styles.cardBody}>
        <h2 id={`sell-order-${order.fulfillment_order_id}`} className={styles.cardTitle}>
          {order.first_ticket_name}
          {more && (
            <>
              {' '}
              <span>{t.andMore}</span> <Badge>{more}</Badge>
            </>
          )}
        </h2>
        <FactList>
          <Fact label={t.buyer}>
            <span className={styles.ratingLine}>
              <BuyerPicture src={order.buyer_image} />
              {order.buyer_name}
            </span>
          </Fact>
          <Fact label={t.orderNo}>{order.order_no}</Fact>
          <Fact label={t.totalCost}>{format.money(order.total_amount)}</Fact>
          <Fact label={t.dueAmount}>{format.money(order.due_amount)}</Fact>
          <Fact label={t.orderDate}>{format.dateTime(order.order_at)}</Fact>
          <Fact label={t.deliveryStatus}>{labelOf(statuses.fulfilment, status)}</Fact>
          {address && (
            <Fact label={t.shippingAddress}>
              {[
                address.name,
                address.address_line_1,
                address.address_line_2,
                `${address.city}, ${address.administrative_area} ${address.postal_code}`,
                address.country,
                address.mobile_no,
              ]
                .filter(Boolean)
                .join(', ')}
            </Fact>
          )}
          <Fact label={t.carrier}>{info.carrier ?? t.noTracking}</Fact>
          {info.service_name && <Fact label={t.service}>{info.service_name}</Fact>}
          {info.tracking_id && <Fact label={t.trackingId}>{info.tracking_id}</Fact>}
          {canRate && mine && (
            <Fact label={t.yourRating}>
              <RatingSummary ratings={mine} />
            </Fact>
          )}
        </FactList>
        <div className={styles.badges}>
          {completed && <Badge tone="success">{t.completed}</Badge>}
          {shipped && info.delivery_expected_date && (
            <Deadline
              deadline={info.delivery_expected_date}
              label={t.expectedBy}
              expiredText={t.deliveryOverdue}
              announce="changes"
            />
          )}
        </div>
      </div>
      <div className={styles.actions}>
        {canTrack && (
          <Button
            onPress={() =>
              dialogs.open({ kind: 'tracking', ...ref, current: hasTracking ? currentTracking : null })
            }
          >
            {hasTracking ? t.editTracking : t.addTracking}
          </Button>
        )}
        {shipped && (
          <Button variant="outline" onPress={() => dialogs.open({ kind: 'delivered', ...ref })}>
            {t.orderDelivered}
          </Button>
        )}
        {canRate && (
          <Button
            variant="outline"
            onPress={() => dialogs.open({ kind: 'rating', ...ref, mine, review: order.review.seller_review })}
          >
            {t.giveRatingsSell}
          </Button>
        )}
        <Button variant="ghost" onPress={() => navigation.navigate(orderDetailHref(order.order_no, 'sell'))}>
          {t.moreDetails}
        </Button>
      </div>
      {dialogs.dialog}
    </article>
  );
}
