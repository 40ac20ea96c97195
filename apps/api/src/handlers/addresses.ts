import { ADDRESS_REFUSALS } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { toAddress } from '../views/cartView.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';

// Addresses: /user/account/address.php. The field limits (docs/rules/validation.md) are checked by the
// contract's body schema (400 before any SQL) and again by the table's CHECK constraints.

async function ownAddress(db: Queryable, userId: number, id: number) {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(ADDRESS_REFUSALS.notFound);
  return row;
}

/** Makes one address the primary of its type; the partial unique index allows one primary per user and type. */
async function makePrimary(db: Queryable, userId: number, id: number, type: 'DELIVERY' | 'BILL' | 'CONTACT'): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_primary: false, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('is_primary', '=', true)
    .where('id', '<>', id)
    .execute();
  await db.updateTable('addresses').set({ is_primary: true, updated_at: new Date() }).where('id', '=', id).execute();
}

const MAX_ADDRESSES_PER_TYPE = 50;

export const addressHandlers = {
  async addressList(ctx) {
    const viewer = viewerOf(ctx);
    const rows = await ctx.db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', viewer.id)
      .where('type', '=', ctx.query.type)
      .where('deleted_at', 'is', null)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .execute();
    return { items: rows.map(toAddress) };
  },

  async addressCreate(ctx) {
    const viewer = viewerOf(ctx);
    const { is_primary, ...fields } = ctx.body;
    const count = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM addresses WHERE user_id = ${viewer.id} AND type = ${fields.type} AND deleted_at IS NULL`.execute(ctx.db);
    const existing = count.rows[0]?.n ?? 0;
    if (existing >= MAX_ADDRESSES_PER_TYPE) throw conflict(ADDRESS_REFUSALS.tooMany(MAX_ADDRESSES_PER_TYPE));
    const row = await ctx.db
      .insertInto('addresses')
      .values({ ...fields, address_line_2: fields.address_line_2 || null, user_id: viewer.id, is_primary: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The first address of a type becomes its default.
    if (is_primary === 1 || existing === 0) await makePrimary(ctx.db, viewer.id, row.id, fields.type);
    return toAddress(await ownAddress(ctx.db, viewer.id, row.id));
  },

  async addressUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const { id, is_primary, ...fields } = ctx.body;
    const current = await ownAddress(ctx.db, viewer.id, id);
    const typeChanged = current.type !== fields.type;
    await ctx.db
      .updateTable('addresses')
      .set({ ...fields, address_line_2: fields.address_line_2 || null, updated_at: new Date(), ...(typeChanged ? { is_primary: false } : {}) })
      .where('id', '=', id)
      .execute();
    if (is_primary === 1) await makePrimary(ctx.db, viewer.id, id, fields.type);
    return toAddress(await ownAddress(ctx.db, viewer.id, id));
  },

  async addressDelete(ctx) {
    const viewer = viewerOf(ctx);
    await ownAddress(ctx.db, viewer.id, ctx.body.id);
    // Soft delete: orders and checkouts keep pointing at the address they used.
    await ctx.db.updateTable('addresses').set({ deleted_at: new Date(), is_primary: false }).where('id', '=', ctx.body.id).execute();
    return { ok: true as const };
  },

  async addressSetDefaultShipping(ctx) {
    const viewer = viewerOf(ctx);
    const address = await ownAddress(ctx.db, viewer.id, ctx.body.id);
    if (address.type !== 'DELIVERY') throw conflict(ADDRESS_REFUSALS.defaultShipping);
    await makePrimary(ctx.db, viewer.id, address.id, 'DELIVERY');
    return toAddress(await ownAddress(ctx.db, viewer.id, address.id));
  },
} satisfies HandlerGroup;
