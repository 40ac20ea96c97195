import type { AdminPartner } from '@momento/contract';
import type { Queryable } from '../db/database.ts';

// The SQL of the operator's partners (handlers/adminPartners.ts).

/** Partners with their origins in their order, newest first; `ids` limits them to those partners. */
export async function partnerRows(db: Queryable, ids?: readonly number[]): Promise<AdminPartner[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('partners')
    .select(['id', 'name', 'contact_email', 'status', 'created_at', 'updated_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (ids) query = query.where('id', 'in', ids);
  const partners = await query.execute();
  if (partners.length === 0) return [];
  const origins = await db
    .selectFrom('partner_origins')
    .select(['partner_id', 'origin'])
    .where(
      'partner_id',
      'in',
      partners.map((p) => p.id),
    )
    .orderBy('partner_id')
    .orderBy('position')
    .execute();
  const byPartner = new Map<number, string[]>();
  for (const row of origins) byPartner.set(row.partner_id, [...(byPartner.get(row.partner_id) ?? []), row.origin]);
  return partners.map((p) => ({
    id: p.id,
    name: p.name,
    contact_email: p.contact_email,
    status: p.status,
    origins: byPartner.get(p.id) ?? [],
    created_date: new Date(p.created_at).toISOString(),
    updated_date: new Date(p.updated_at).toISOString(),
  }));
}

/** The first of `origins` that another partner than `except` has, with that partner's name. */
export async function takenOrigin(db: Queryable, origins: readonly string[], except: number | null): Promise<{ origin: string; name: string } | null> {
  if (origins.length === 0) return null;
  let query = db
    .selectFrom('partner_origins')
    .innerJoin('partners', 'partners.id', 'partner_origins.partner_id')
    .select(['partner_origins.origin', 'partners.name'])
    .where('partner_origins.origin', 'in', origins);
  if (except !== null) query = query.where('partner_origins.partner_id', '<>', except);
  const rows = await query.execute();
  const taken = new Map(rows.map((r) => [r.origin, r.name]));
  const first = origins.find((origin) => taken.has(origin));
  return first === undefined ? null : { origin: first, name: taken.get(first) ?? '' };
}

/** Gives a partner exactly these origins, in this order. */
export async function replaceOrigins(db: Queryable, partnerId: number, origins: readonly string[]): Promise<void> {
  await db.deleteFrom('partner_origins').where('partner_id', '=', partnerId).execute();
  if (origins.length === 0) return;
  await db
    .insertInto('partner_origins')
    .values(origins.map((origin, position) => ({ origin, partner_id: partnerId, position })))
    .execute();
}
