import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DEMO_PARTNER_ORIGIN } from './profile.ts';

// The partner page's demo (docs/rules/attribution.md): the embed demo's partner, which PARTNER_ORIGINS seeds on the
// first start outside production, gets four weeks of widget loads, sign-ins and offers, and a few of the demo
// marketplace's paid orders of those weeks as its own, so that /admin/partners/{id} is not empty. Deterministic,
// relative to now. Only on a database with the demo data (the demo buyer exists), and only for that origin.

const DAYS = 28;

/** Fills the demo partner's last DAYS days; called in the transaction that seeds the partner (seedPartnersOnce). */
export async function seedPartnerDemo(
  trx: Transaction<DB>,
  partnerId: number,
  origin: string,
): Promise<void> {
  if (origin !== DEMO_PARTNER_ORIGIN) return;
  const demo = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'buyer@momento.test')
    .executeTakeFirst();
  if (!demo) return;
  const days = Array.from({ length: DAYS }, (_, index) => {
    const weekend = index % 7 === 5 || index % 7 === 6 ? 25 : 0;
    return {
      partner_id: partnerId,
      day: sql<string>`((now() AT TIME ZONE 'UTC')::date - ${index}::integer)`,
      views: 30 + ((index * 17) % 40) + weekend,
      sign_ins: 1 + ((index * 5) % 4),
      offers: (index * 7) % 3,
    };
  });
  await trx
    .insertInto('partner_days')
    .values(days as never)
    .execute();
  // Every third paid order of those weeks came through the demo partner's widgets.
  await sql`UPDATE orders SET partner_id = ${partnerId}, partner_source = 'EMBED'
             WHERE id IN (SELECT id FROM orders WHERE status = 'PAID' AND ordered_at > now() - make_interval(days => ${DAYS}::integer)
                           AND id % 3 = 0)`.execute(trx);
}
