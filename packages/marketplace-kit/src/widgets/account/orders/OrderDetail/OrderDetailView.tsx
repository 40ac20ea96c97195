import { useId } from 'react';
import { FULFILMENT_SHIPPED_STATUS, type Order, type RatingValues, type SubOrder } from '@momento/contract';
import { FULFILMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '@momento/contract/routes';
import { Button, Card, Stack } from '@momento/ui';
import { moneyAmount, type MoneyInput } from '#format/money.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { LineProducts, LineTypeLabel, PriceTable, SellerLink } from '#widgets/purchase/PurchaseParts.tsx';
import { Deadline } from '#widgets/shared/Deadline/Deadline.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { RatingSummary } from '../RatingSummary.tsx';
import * as styles from '../orders.css.ts';
import { orderTexts as englishTexts } from '../orderTexts.ts';
import { refundText } from '../refundText.ts';
import { Fact, FactList } from '#widgets/shared/FactList.tsx';

// The delivery and refund labels in the provider's language (its `statuses`); an unknown status shows as itself.
const STATUS_TEXTS = { fulfilment: FULFILMENT_STATUS_LABELS, refund: REFUND_STATUS_LABELS };
const labelOf = (labels: Readonly<Record<string, string>>, status: string | null | undefined) =>
  status ? (labels[status] ?? status) : '';

export interface OrderDetailViewProps {
  order: Order;
  /** The buyer's view (every seller's part) or the seller's (their own part, their amounts). */
  view: 'buy' | 'sell';
  onBack: () => void;
}

function RatingBlock({
  title,
  ratings,
  review,
}: {
  title: string;
  ratings: RatingValues | null;
  review: string | null;
}) {
  const t = useTexts('orders', englishTexts);
  return (
    <div>
      <p className={styles.factLabel}>{title}</p>
      {ratings ? <RatingSummary ratings={ratings} /> : <p className={styles.factValue}>{t.notRated}</p>}
      {review && <p className={styles.review}>{review}</p>}
    </div>
  );
}

function SubOrderPart({ sub, view }: { sub: SubOrder; view: 'buy' | 'sell' }) {
  const format = useFormat();
  const t = useTexts('orders', englishTexts);
  const statuses = useTexts('statuses', STATUS_TEXTS);
  const info = sub.fulfillment_information;
  return (
    <Card as="section" aria-label={`${t.shipment} ${sub.suborder_no}`}>
      <Stack space="medium">
        <h2 className={styles.sectionHeading}>
          {t.shipment} {sub.suborder_no}
        </h2>
        <FactList>
          {view === 'buy' && (
            <Fact label={t.seller}>
              <SellerLink seller={sub.seller} />
            </Fact>
          )}
          <Fact label={t.deliveryStatus}>{labelOf(statuses.fulfilment, info.status)}</Fact>
          {sub.refund && <Fact label={t.refund}>{refundText(sub.refund, format, t, statuses.refund)}</Fact>}
        </FactList>
        <ul className={styles.page} aria-label={t.tickets}>
          {sub.line_items.map((line) => (
            <li key={line.id} className={styles.cardBody}>
              <span className={styles.badges}>
                <LineTypeLabel type={line.type} /> {format.money(line.base_price)}
              </span>
              <LineProducts details={line.details} />
            </li>
          ))}
        </ul>
        <h3 className={styles.sectionHeading}>{t.fulfilment}</h3>
        <FactList>
          <Fact label={t.carrier}>{info.carrier_code ?? t.noTracking}</Fact>
          {info.service_code && <Fact label={t.service}>{info.service_code}</Fact>}
          {info.tracking_number && <Fact label={t.trackingId}>{info.tracking_number}</Fact>}
          {info.estimated_delivery_at && (
            <Fact label={t.expectedDelivery}>{format.date(info.estimated_delivery_at)}</Fact>
          )}
          {info.delivery_cost && <Fact label={t.shippingCost}>{format.money(info.delivery_cost)}</Fact>}
        </FactList>
        {info.status === FULFILMENT_SHIPPED_STATUS && info.estimated_delivery_at && (
          <Deadline
            deadline={info.estimated_delivery_at}
            label={t.expectedBy}
            expiredText={t.deliveryOverdue}
          />
        )}
        <h3 className={styles.sectionHeading}>{t.ratingsAndReviews}</h3>
        <RatingBlock
          title={t.buyerRating}
          ratings={sub.ratings.seller_ratings}
          review={sub.review.buyer_review}
        />
        <RatingBlock
          title={t.sellerRating}
          ratings={sub.ratings.buyer_ratings}
          review={sub.review.seller_review}
        />
      </Stack>
    </Card>
  );
}

/**
 * The order detail: order no, date and delivery status, each part's
 * tickets, fulfilment information with the expected delivery date, both sides' ratings and reviews, the pricing
 * summary of the viewer's side and the payment method, with a back button.
 */
export function OrderDetailView({ order, view, onBack }: OrderDetailViewProps) {
  const format = useFormat();
  const t = useTexts('orders', englishTexts);
  const statuses = useTexts('statuses', STATUS_TEXTS);
  const orderDetailPricingId = useId();
  const orderDetailTitleId = useId();
  const summary = order.pricing_summary;
  const due = Math.max(0, (moneyAmount(summary.total) ?? 0) - (moneyAmount(summary.processing_fee) ?? 0));
  const rows: ReadonlyArray<readonly [string, MoneyInput]> =
    view === 'sell'
      ? [
          [t.basePrice, summary.price_sub_total],
          [t.taxPrice, summary.tax],
          [t.processingFee, summary.processing_fee],
          [t.total, summary.total],
          [t.due, due],
        ]
      : [
          [t.basePrice, summary.price_sub_total],
          [t.taxPrice, summary.tax],
          [t.deliveryCharge, summary.delivery],
          [t.total, summary.total],
        ];
  return (
    <section className={styles.page} aria-labelledby={orderDetailTitleId}>
      <div>
        <Button variant="outline" onPress={onBack}>
          {t.back}
        </Button>
      </div>
      <h1 id={orderDetailTitleId} className={styles.heading}>
        {t.detailTitle}
      </h1>
      <Card>
        <FactList>
          <Fact label={t.orderNo}>{order.order_no}</Fact>
          <Fact label={t.date}>{format.dateTime(order.order_date)}</Fact>
          <Fact label={t.deliveryStatus}>
            {order.sub_orders
              .map((sub) => labelOf(statuses.fulfilment, sub.fulfillment_information.status))
              .join(', ')}
          </Fact>
          <Fact label={t.paymentMethod}>
            {order.payment_summary?.is_paid ? order.payment_summary.method : t.notPaidYet}
          </Fact>
        </FactList>
      </Card>
      {order.sub_orders.map((sub) => (
        <SubOrderPart key={sub.id} sub={sub} view={view} />
      ))}
      <Card as="section" aria-labelledby={orderDetailPricingId}>
        <Stack space="small">
          <h2 id={orderDetailPricingId} className={styles.sectionHeading}>
            {t.pricingSummary}
          </h2>
          <PriceTable label={t.pricingSummary} rows={rows} />
        </Stack>
      </Card>
    </section>
  );
}
