import { sql, type Insertable, type Updateable } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

// A user's addresses (handlers/addresses.ts): the list by type, one of them, the primary of a type.

export type AddressType = 'DELIVERY' | 'BILL' | 'CONTACT';

/** The user's address, not deleted, every column. */
export function addressOf(db: Queryable, userId: number, id: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The user's addresses of a type, the primary first. */
export function addressesOfType(db: Queryable, userId: number, type: AddressType) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('deleted_at', 'is', null)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
}

/** How many addresses of a type the user has. */
export async function addressCount(db: Queryable, userId: number, type: AddressType): Promise<number> {
  const count = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM addresses WHERE user_id = ${userId} AND type = ${type} AND deleted_at IS NULL`.execute(
    db,
  );
  return count.rows[0]?.n ?? 0;
}

export async function insertAddress(db: Queryable, values: Insertable<DB['addresses']>): Promise<number> {
  return (await db.insertInto('addresses').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAddress(
  db: Queryable,
  id: number,
  values: Updateable<DB['addresses']>,
): Promise<void> {
  await db.updateTable('addresses').set(values).where('id', '=', id).execute();
}

/** Soft delete: orders and checkouts keep pointing at the address they used. */
export async function deleteAddress(db: Queryable, id: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ deleted_at: new Date(), is_primary: false })
    .where('id', '=', id)
    .execute();
}

/** Makes one address the primary of its type; the partial unique index allows one primary per user and type. */
export async function makePrimaryAddress(
  db: Queryable,
  userId: number,
  id: number,
  type: AddressType,
): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_primary: false, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('is_primary', '=', true)
    .where('id', '<>', id)
    .execute();
  await db
    .updateTable('addresses')
    .set({ is_primary: true, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
