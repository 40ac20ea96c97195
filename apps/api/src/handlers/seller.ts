import { SELLER_REFUSALS, type Seller } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';

// The seller's payment details: GET, POST, PUT /seller/account/payment_policy.php.

async function sellerOf(db: Queryable, userId: number): Promise<Seller> {
  const row = await db
    .selectFrom('sellers')
    .innerJoin('seller_paypal_details as p', 'p.seller_id', 'sellers.user_id')
    .leftJoin('permissions', (join) =>
      join.onRef('permissions.user_id', '=', 'sellers.user_id').on('permissions.permission', '=', 'SELLER'),
    )
    .select([
      'sellers.user_id',
      'sellers.payment_type',
      'sellers.is_verified',
      'p.id as paypal_id_row',
      'p.paypal_id',
      'p.paypal_mail',
      'permissions.status',
    ])
    .where('sellers.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(SELLER_REFUSALS.notFound);
  return {
    id: row.user_id,
    payment_details: { type: row.payment_type, is_verified: row.is_verified ? 1 : 0 },
    paypal_details: { id: row.paypal_id_row, paypal_id: row.paypal_id, paypal_mail: row.paypal_mail },
    status: row.status ?? 'INACTIVE',
  };
}

export const sellerHandlers = {
  async sellerPaymentGet(ctx) {
    return sellerOf(ctx.db, viewerOf(ctx).id);
  },

  async sellerRegister(ctx) {
    const viewer = viewerOf(ctx);
    if (viewer.isSeller) throw conflict(SELLER_REFUSALS.already);
    const { id: paypalId, email } = ctx.body.paypal_details;
    // Registering is the agreement (the form cannot be sent without ticking it); the seller is active at once.
    await ctx.db.insertInto('sellers').values({ user_id: viewer.id, payment_type: 'PAYPAL' }).execute();
    await ctx.db
      .insertInto('seller_paypal_details')
      .values({ seller_id: viewer.id, paypal_id: paypalId, paypal_mail: email })
      .execute();
    await ctx.db
      .insertInto('permissions')
      .values({ user_id: viewer.id, permission: 'SELLER', status: 'ACTIVE' })
      .execute();
    return sellerOf(ctx.db, viewer.id);
  },

  async sellerPaymentUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const updated = await ctx.db
      .updateTable('seller_paypal_details')
      .set({ paypal_id: ctx.body.paypal_id, paypal_mail: ctx.body.paypal_email, updated_at: new Date() })
      .where('id', '=', ctx.body.paypal_details_id)
      .where('seller_id', '=', viewer.id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound(SELLER_REFUSALS.detailsNotYours);
    // Changed payout details must be checked again.
    await ctx.db
      .updateTable('sellers')
      .set({ is_verified: false, updated_at: new Date() })
      .where('user_id', '=', viewer.id)
      .execute();
    return sellerOf(ctx.db, viewer.id);
  },
} satisfies HandlerGroup;
