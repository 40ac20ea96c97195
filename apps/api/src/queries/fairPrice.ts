import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

/**
 * The prices of an event's tickets on sale (the ticket `excludedId` left out): how many and their median, overall and
 * in the section `lowerSection` (lower case). One aggregate read through tickets_public_event_idx (event_id, id WHERE
 * status = 'SELL'), never a scan of every ticket.
 */
export async function eventPriceMedians(
  db: Queryable,
  eventId: number,
  lowerSection: string | null,
  excludedId: number,
) {
  return (
    (
      await sql<{ n: number; median: number | null; n_section: number; median_section: number | null }>`
        SELECT count(*)::int AS n,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY price_cents) AS median,
               count(*) FILTER (WHERE lower(section) = ${lowerSection})::int AS n_section,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY price_cents) FILTER (WHERE lower(section) = ${lowerSection}) AS median_section
          FROM tickets
         WHERE event_id = ${eventId} AND status = 'SELL' AND deleted_at IS NULL AND price_cents IS NOT NULL
           AND id <> ${excludedId}`.execute(db)
    ).rows[0] ?? { n: 0, median: null, n_section: 0, median_section: null }
  );
}
