import type { Kysely, Transaction } from 'kysely';
import type { Queryable } from './database.ts';
import type { DB } from './schema.ts';

/**
 * Runs `work` in a transaction: the request's own one for writing operations, a new one for reads that must
 * change state first (a lazily expired reservation or order), so the state never changes halfway.
 */
export function inTransaction<T>(db: Queryable, work: (trx: Queryable) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return (db as Kysely<DB>).transaction().execute((trx: Transaction<DB>) => work(trx));
}

/** Tax and fees in integer cents, rounded half up (never floating-point money on the wire). */
export const percentOf = (cents: number, rate: number): number => Math.round(cents * rate);

/** 'MO-2026-000123' / 'OF-2026-000001': a prefix, the year and a sequence number. */
export function documentNo(prefix: string, seq: number, at: Date = new Date()): string {
  return `${prefix}-${at.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
}

/** Today's date in UTC, 'YYYY-MM-DD'. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
