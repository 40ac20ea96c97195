import { ADDRESS_REFUSALS } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import {
  addressCount,
  addressesOfType,
  addressOf,
  deleteAddress,
  insertAddress,
  makePrimaryAddress,
  updateAddress,
} from '../queries/addresses.ts';
import { toAddress } from '../views/cartView.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';

// Addresses: /user/account/address.php. The field limits (docs/rules/validation.md) are checked by the
// contract's body schema (400 before any SQL) and again by the table's CHECK constraints.

async function ownAddress(db: Queryable, userId: number, id: number) {
  const row = await addressOf(db, userId, id);
  if (!row) throw notFound(ADDRESS_REFUSALS.notFound);
  return row;
}

const MAX_ADDRESSES_PER_TYPE = 50;

export const addressHandlers = {
  async addressList(ctx) {
    const viewer = viewerOf(ctx);
    const rows = await addressesOfType(ctx.db, viewer.id, ctx.query.type);
    return { items: rows.map(toAddress) };
  },

  async addressCreate(ctx) {
    const viewer = viewerOf(ctx);
    const { is_primary, ...fields } = ctx.body;
    const existing = await addressCount(ctx.db, viewer.id, fields.type);
    if (existing >= MAX_ADDRESSES_PER_TYPE) throw conflict(ADDRESS_REFUSALS.tooMany(MAX_ADDRESSES_PER_TYPE));
    const id = await insertAddress(ctx.db, {
      ...fields,
      address_line_2: fields.address_line_2 || null,
      user_id: viewer.id,
      is_primary: false,
    });
    // The first address of a type becomes its default.
    if (is_primary === 1 || existing === 0) await makePrimaryAddress(ctx.db, viewer.id, id, fields.type);
    return toAddress(await ownAddress(ctx.db, viewer.id, id));
  },

  async addressUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const { id, is_primary, ...fields } = ctx.body;
    const current = await ownAddress(ctx.db, viewer.id, id);
    const typeChanged = current.type !== fields.type;
    await updateAddress(ctx.db, id, {
      ...fields,
      address_line_2: fields.address_line_2 || null,
      updated_at: new Date(),
      ...(typeChanged ? { is_primary: false } : {}),
    });
    if (is_primary === 1) await makePrimaryAddress(ctx.db, viewer.id, id, fields.type);
    return toAddress(await ownAddress(ctx.db, viewer.id, id));
  },

  async addressDelete(ctx) {
    const viewer = viewerOf(ctx);
    await ownAddress(ctx.db, viewer.id, ctx.body.id);
    // Soft delete: orders and checkouts keep pointing at the address they used.
    await deleteAddress(ctx.db, ctx.body.id);
    return { ok: true as const };
  },

  async addressSetDefaultShipping(ctx) {
    const viewer = viewerOf(ctx);
    const address = await ownAddress(ctx.db, viewer.id, ctx.body.id);
    if (address.type !== 'DELIVERY') throw conflict(ADDRESS_REFUSALS.defaultShipping);
    await makePrimaryAddress(ctx.db, viewer.id, address.id, 'DELIVERY');
    return toAddress(await ownAddress(ctx.db, viewer.id, address.id));
  },
} satisfies HandlerGroup;
