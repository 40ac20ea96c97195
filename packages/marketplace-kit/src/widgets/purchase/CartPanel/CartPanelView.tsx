import { useId } from 'react';
import type { Cart, CartItem } from '@momento/contract';
import { Button, Card, EmptyState, Link, Stack } from '@momento/ui';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { cartTexts as englishTexts } from '../purchaseTexts.ts';
import { LineProducts, LineTypeLabel, lineTypeText, PriceTable, SellerLink } from '../PurchaseParts.tsx';
import * as shared from '../purchase.css.ts';
import { useNow } from '../../shared/useNow.ts';
import * as styles from './CartPanel.css.ts';
import { Fact, FactList } from '../../shared/FactList.tsx';

export interface CartPanelViewProps {
  /** The cart; `null` or a cart without items shows 'Your cart is empty!'. */
  cart: Cart | null;
  /** Remove a BUY line ('Item Removed From Cart'). */
  onRemove: (item: CartItem) => void;
  /** The id of the line being removed (its button shows a spinner). @default null */
  removingId?: number | null;
  /** Checkout pressed: initiates the checkout. */
  onCheckout: () => void;
  /** The checkout is being initiated. @default false */
  isCheckingOut?: boolean;
}

function CartLine({
  item,
  onRemove,
  isRemoving,
  now,
}: {
  item: CartItem;
  onRemove: () => void;
  isRemoving: boolean;
  now: number;
}) {
  const format = useFormat();
  const t = useTexts('cart', englishTexts);
  const isExpired = Date.parse(item.expiry_date) <= now;
  const title =
    item.type === 'COLLECTION' ? (item.collection_name ?? '') : (item.details[0]?.listing_name ?? '');
  return (
    <li>
      <Card as="article" aria-label={`${lineTypeText(t, item.type)} ${title}`}>
        <div className={styles.line} data-expired={isExpired}>
          <div className={shared.lineHeader}>
            <LineTypeLabel type={item.type} />
            {item.type === 'BUY' ? (
              <Button
                variant="ghost"
                tone="danger"
                size="small"
                isPending={isRemoving}
                onPress={onRemove}
                aria-label={`${t.remove} ${title}`}
              >
                {t.remove}
              </Button>
            ) : null}
          </div>
          <FactList className={shared.facts}>
            <Fact label={t.seller}>
              <SellerLink seller={item.seller} />
            </Fact>
            {item.type === 'COLLECTION' ? <Fact label={t.collectionName}>{item.collection_name}</Fact> : null}
            <Fact label={t.added}>{format.dateTime(item.created_date)}</Fact>
            <Fact label={t.expires}>
              <time dateTime={item.expiry_date}>{format.dateTime(item.expiry_date)}</time>
            </Fact>
            <Fact label={t.cost}>{format.money(item.base_price)}</Fact>
          </FactList>
          {isExpired ? <p className={shared.expired}>{t.expired}</p> : null}
          <LineProducts details={item.details} />
        </div>
      </Card>
    </li>
  );
}

/** /mycart: the lines of the cart, each with its type, seller, dates and cost, and the pricing card with Checkout. */
export function CartPanelView({
  cart,
  onRemove,
  removingId = null,
  onCheckout,
  isCheckingOut = false,
}: CartPanelViewProps) {
  const t = useTexts('cart', englishTexts);
  const cartHeadingId = useId();
  const cartPricingId = useId();
  const now = useNow();
  const items = cart?.items ?? [];
  if (!cart || items.length === 0) {
    return (
      <section className={shared.page} aria-labelledby={cartHeadingId}>
        <h1 id={cartHeadingId} className={shared.heading}>
          {t.title}
        </h1>
        <EmptyState title={t.empty} action={<Link href="/tickets">{t.shopNow}</Link>} />
      </section>
    );
  }
  return (
    <section className={shared.page} aria-labelledby={cartHeadingId}>
      <h1 id={cartHeadingId} className={shared.heading}>
        {t.title}
      </h1>
      <div className={shared.layout}>
        <ul className={shared.list} aria-label={t.title}>
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              now={now}
              isRemoving={removingId === item.id}
              onRemove={() => onRemove(item)}
            />
          ))}
        </ul>
        <Card as="aside" aria-labelledby={cartPricingId} className={styles.summary}>
          <Stack space="medium">
            <h2 id={cartPricingId} className={shared.subheading}>
              {t.pricingDetails}
            </h2>
            <PriceTable
              label={t.pricingDetails}
              rows={[
                [t.price, cart.price_sub_total],
                [t.tax, cart.total_tax],
                [t.totalAmount, cart.grand_total],
              ]}
            />
            <Button fullWidth isPending={isCheckingOut} onPress={onCheckout}>
              {t.checkout}
            </Button>
          </Stack>
        </Card>
      </div>
    </section>
  );
}
