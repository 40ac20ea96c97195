import { SELLER_REFUSALS, type Seller } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { insertSeller, sellerPaymentRow, unverifySeller, updatePaypalDetails } from '../queries/sellers.ts';

// The seller's payment details: GET, POST, PUT /seller/account/payment_policy.php.

async function sellerOf(db: Queryable, userId: number): Promise<Seller> {
  const row = await sellerPaymentRow(db, userId);
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
    await insertSeller(ctx.db, viewer.id, { id: paypalId, email });
    return sellerOf(ctx.db, viewer.id);
  },

  async sellerPaymentUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const updated = await updatePaypalDetails(ctx.db, viewer.id, ctx.body.paypal_details_id, {
      id: ctx.body.paypal_id,
      email: ctx.body.paypal_email,
    });
    if (!updated) throw notFound(SELLER_REFUSALS.detailsNotYours);
    // Changed payout details must be checked again.
    await unverifySeller(ctx.db, viewer.id);
    return sellerOf(ctx.db, viewer.id);
  },
} satisfies HandlerGroup;
