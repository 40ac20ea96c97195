import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

// Partner attribution (docs/rules/attribution.md). The server decides which partner something started with, from
// what it knows itself: the partner origin an embed token was issued for (sign-ins, offers, cart lines) and, for an
// order with no line from an embed, the partner marker the site carried (only an ACTIVE partner's id counts). The
// browser tells it no more than "which partner".

/** The counts of `partner_days` a request raises (views are counted in memory first: PartnerRegistry.countView). */
export type PartnerDayCount = 'views' | 'sign_ins' | 'offers';

/** Adds `by` to one of a partner's counts of today (UTC), in the caller's transaction. */
export async function countPartnerDay(
  db: Queryable,
  partnerId: number,
  count: PartnerDayCount,
  by = 1,
): Promise<void> {
  const column = sql.ref(count);
  await sql`INSERT INTO partner_days (partner_id, day, ${column}) VALUES (${partnerId}, (now() AT TIME ZONE 'UTC')::date, ${by})
            ON CONFLICT (partner_id, day) DO UPDATE SET ${column} = partner_days.${column} + ${by}`.execute(
    db,
  );
}

/**
 * The partner an order of these cart lines is attributed to, and how the server knew: the partner whose embed added
 * the earliest of its lines (EMBED), else the marker's partner when it is ACTIVE (LINK), else none.
 */
export async function orderPartner(
  db: Queryable,
  cartItemIds: readonly number[],
  marker: number | undefined,
): Promise<{ partnerId: number; source: 'EMBED' | 'LINK' } | null> {
  if (cartItemIds.length > 0) {
    const embedded = await db
      .selectFrom('cart_items')
      .select('partner_id')
      .where('id', 'in', cartItemIds)
      .where('partner_id', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (embedded?.partner_id) return { partnerId: embedded.partner_id, source: 'EMBED' };
  }
  if (marker === undefined) return null;
  const active = await db
    .selectFrom('partners')
    .select('id')
    .where('id', '=', marker)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return active ? { partnerId: active.id, source: 'LINK' } : null;
}
