// Small presentational parts shared by CartPanel, CheckoutFlow and OrderPreview.
import { displayName, type Address, type CartItemType, type LineDetail } from '@momento/contract';
import { Badge, Link, type BadgeTone } from '@momento/ui';
import type { MoneyInput } from '../../format/money.ts';
import { useTexts } from '../../locale/LocaleContext.tsx';
import { useFormat } from '../../locale/useFormat.ts';
import * as styles from './purchase.css.ts';
import { cartTexts } from './purchaseTexts.ts';

/** Admin sellers are shown under the marketplace's name (see docs/rules/permissions.md). */
export function sellerName(seller: { name: string; is_admin: 0 | 1 }): string {
  return displayName(seller.name, seller.is_admin);
}

/** The seller's name, linking to the seller's tickets. */
export function SellerLink({ seller }: { seller: { id: number; name: string; is_admin: 0 | 1 } }) {
  return <Link href={`/tickets?seller=${seller.id}`}>{sellerName(seller)}</Link>;
}

const LINE_TYPE_TONES: Readonly<Record<CartItemType, BadgeTone>> = {
  BUY: 'info',
  COLLECTION: 'success',
  OFFER: 'warning',
};

/** The BUY / COLLECTION (/ OFFER) badge of a cart or order line. */
export function LineTypeLabel({ type }: { type: CartItemType }) {
  const t = useTexts('cart', cartTexts);
  return <Badge tone={LINE_TYPE_TONES[type]}>{lineTypeText(t, type)}</Badge>;
}

/** A line's type as the cart names it (BUY, COLLECTION, OFFER in English). */
export function lineTypeText(
  t: Pick<typeof cartTexts, 'buy' | 'collection' | 'offer'>,
  type: CartItemType,
): string {
  return type === 'COLLECTION' ? t.collection : type === 'OFFER' ? t.offer : t.buy;
}

/** The tickets of one line: thumbnail, listing name and cost. */
export function LineProducts({ details }: { details: readonly LineDetail[] }) {
  const format = useFormat();
  return (
    <ul className={styles.list}>
      {details.map((detail) => (
        <li key={detail.product_id} className={styles.product}>
          {detail.image ? (
            <img className={styles.thumb} src={detail.image} alt="" />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <span className={styles.productName}>{detail.listing_name}</span>
          <span className={styles.amount}>{format.money(detail.cost)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Label and value pairs of a price summary; the last row is the total. */
export function PriceTable({
  rows,
  label,
}: {
  rows: ReadonlyArray<readonly [string, MoneyInput]>;
  label: string;
}) {
  const format = useFormat();
  return (
    <dl className={styles.priceTable} aria-label={label}>
      {rows.map(([name, value], index) => {
        const total = index === rows.length - 1 ? ` ${styles.priceTotal}` : '';
        return (
          <div key={name} className={styles.priceRow}>
            <dt className={total}>{name}</dt>
            <dd className={`${styles.priceValue}${total}`}>{format.money(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A postal address as lines of text. */
export function AddressBlock({ address }: { address: Address }) {
  const lines = [
    `${address.first_name} ${address.last_name}`,
    address.address_line_1,
    address.address_line_2,
    `${address.city}, ${address.administrative_area} ${address.postal_code}`,
    address.country,
    address.mobile_no,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.addressText}>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
