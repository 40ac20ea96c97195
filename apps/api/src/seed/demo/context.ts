import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * What the account area's demo parts get from the main seed: its transaction (a failed part leaves the database
 * empty, like the rest of the seed) and the people, events and tickets it made. Each part (profile, tickets,
 * orders, offers, messages) adds what its screens need for the demo accounts, in its own module.
 */
export interface DemoContext {
  trx: Transaction<DB>;
  /** A seeded user's id by e-mail. */
  idOf(email: string): number;
  /** The hash of a demo password (hashed once per seed). */
  passwordHash(password: string): Promise<string>;
  /** The tickets' ids in insertion order (ticket i belongs to seller i mod the number of sellers). */
  ticketIds: readonly number[];
  /** The events' ids. */
  eventIds: readonly number[];
}
