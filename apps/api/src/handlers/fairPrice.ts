import { FAIR_PRICE_MIN_COMPARABLES } from '@momento/contract';
import type { HandlerGroup } from '../context.ts';
import { moneyOrNull } from '../views/money.ts';
import { eventPriceMedians } from '../queries/fairPrice.ts';

/**
 * GET /products.php?action=fair_price (ours): the median price of the tickets on sale for one event, the same
 * section when at least FAIR_PRICE_MIN_COMPARABLES share it, else the whole event; the ticket being priced is left
 * out. One aggregate over the event's tickets on sale, read through tickets_public_event_idx (event_id, id WHERE
 * status = 'SELL'), never a scan of every ticket. Public: the ticket cards and the ticket form ask the same.
 */
export const fairPriceHandlers = {
  async fairPrice(ctx) {
    const { event_id: eventId, section, product_id: productId } = ctx.query;
    const wanted = section?.trim().toLowerCase() || null;
    const row = await eventPriceMedians(ctx.db, eventId, wanted, productId ?? 0);
    const bySection = wanted !== null && row.n_section >= FAIR_PRICE_MIN_COMPARABLES;
    const median = bySection ? row.median_section : row.median;
    return {
      comparables: bySection ? row.n_section : row.n,
      median: moneyOrNull(median === null ? null : Math.round(Number(median))),
      by_section: bySection,
    };
  },
} satisfies HandlerGroup;
