import type { Queryable } from '../db/database.ts';

// The seller's payment details (handlers/seller.ts): the seller row, its PayPal details and the SELLER permission.

/** The seller's payment type, verification, PayPal details and permission status; undefined when not a seller. */
export function sellerPaymentRow(db: Queryable, userId: number) {
  return db
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
}

/** Registers the user as a seller paid through PayPal, with an ACTIVE seller permission. */
export async function insertSeller(
  db: Queryable,
  userId: number,
  paypal: { id: string; email: string },
): Promise<void> {
  await db.insertInto('sellers').values({ user_id: userId, payment_type: 'PAYPAL' }).execute();
  await db
    .insertInto('seller_paypal_details')
    .values({ seller_id: userId, paypal_id: paypal.id, paypal_mail: paypal.email })
    .execute();
  await db
    .insertInto('permissions')
    .values({ user_id: userId, permission: 'SELLER', status: 'ACTIVE' })
    .execute();
}

/** Changes the seller's PayPal details of that id; whether they are the seller's. */
export async function updatePaypalDetails(
  db: Queryable,
  sellerId: number,
  id: number,
  paypal: { id: string; email: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('seller_paypal_details')
    .set({ paypal_id: paypal.id, paypal_mail: paypal.email, updated_at: new Date() })
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** The seller's payout details are to be checked again. */
export async function unverifySeller(db: Queryable, userId: number): Promise<void> {
  await db
    .updateTable('sellers')
    .set({ is_verified: false, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}
