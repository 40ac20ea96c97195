import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { every, tryTransactionLock } from '../db/periodic.ts';
import { sweepExpiredCounts } from '../domain/reservations.ts';

/** How often the background sweep runs by default (SWEEP_INTERVAL_MS): an expired reservation is back in the
 * public search within this. */
export const SWEEP_INTERVAL_MS = 30_000;

/** `ran: false` when another process held the sweep's lock (it is sweeping now). */
export type SweepOutcome = { ran: false } | { ran: true; cartItems: number; orders: number };

/**
 * One background sweep, in one transaction under the sweep's advisory lock: processes that share the database
 * never sweep at the same time, and one that finds the lock taken skips this round (the holder is doing the work).
 * The lock ends with the transaction, so a process that dies mid-sweep rolls its sweep back and frees the lock
 * for the next process's round.
 */
export function sweepOnce(database: Database): Promise<SweepOutcome> {
  return database.db.transaction().execute(async (trx): Promise<SweepOutcome> => {
    if (!(await tryTransactionLock(trx, 'reservationSweep'))) return { ran: false };
    return { ran: true, ...(await sweepExpiredCounts(trx)) };
  });
}

/**
 * The cheap periodic sweep next to the lazy release on access: expired cart reservations and unpaid orders past
 * their payment window are released even when nobody touches a cart, so their tickets reappear in the public
 * search. One indexed probe when nothing is due. On the shared `every` loop (listed in jobs/index.ts); returns a stop
 * function that waits for a running sweep.
 */
export function startReservationSweeper(
  database: Database,
  logger: Logger,
  /** Runs after a sweep that released something has committed (clears the catalogue caches). */
  onReleased: () => void,
  intervalMs: number = SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return every(
    intervalMs,
    async () => {
      const outcome = await sweepOnce(database);
      if (!outcome.ran) {
        logger.debug({ sweep: 'reservations' }, 'reservation sweep skipped: another process holds its lock');
        return;
      }
      if (outcome.cartItems + outcome.orders === 0) return;
      logger.info(
        { sweep: 'reservations', cartItems: outcome.cartItems, orders: outcome.orders },
        'reservation sweep released',
      );
      onReleased();
    },
    (error) => logger.warn({ err: error }, 'reservation sweep failed'),
  );
}
