import { fairPriceVerdict } from '@momento/contract/routes';
import type { Ticket } from '@momento/contract';
import { Badge } from '@momento/ui';
import { useFairPrice } from '#api/products/fairPrice.ts';
import { moneyAmount } from '#format/money.ts';
import { fairPriceBadgeTexts as t } from '../browseTexts.ts';

export interface FairPriceBadgeProps {
  /** The ticket on sale: its price is compared with the comparable tickets of its event (and section). */
  ticket: Pick<Ticket, 'product_id' | 'cost' | 'section'> & { event: Pick<Ticket['event'], 'event_id'> };
}

/**
 * 'Great price' or 'Fair price' beside a ticket's price, from the same comparison the seller sees while pricing
 * (the fairPrice operation: same event, same section when enough share it, the ticket itself left out); nothing with
 * fewer than three comparables, a price above the fair band, or while the comparison loads.
 */
export function FairPriceBadge({ ticket }: FairPriceBadgeProps) {
  const price = moneyAmount(ticket.cost);
  const { data } = useFairPrice(
    price === null
      ? null
      : {
          event_id: ticket.event.event_id,
          product_id: ticket.product_id,
          ...(ticket.section ? { section: ticket.section } : {}),
        },
  );
  const verdict =
    data && price !== null ? fairPriceVerdict(price, moneyAmount(data.median), data.comparables) : null;
  if (!verdict) return null;
  return (
    <Badge tone={verdict === 'GREAT' ? 'success' : 'info'}>
      {verdict === 'GREAT' ? t.greatPrice : t.fairPrice}
    </Badge>
  );
}
