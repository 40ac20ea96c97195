import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { sweepExpired } from './reservations.ts';

/** How often the background sweep runs (ours): an expired reservation is back in the public search within this. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * The cheap periodic sweep next to the lazy release on access: expired cart reservations and unpaid orders past
 * their payment window are released even when nobody touches a cart, so their tickets reappear in the public
 * search. One indexed probe when nothing is due. Returns a stop function that waits for a running sweep.
 */
export function startReservationSweeper(
  database: Database,
  logger: Logger,
  /** Runs after a sweep that released something has committed (clears the catalogue caches). */
  onReleased: () => void,
  intervalMs: number = SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = database.db
      .transaction()
      .execute((trx) => sweepExpired(trx))
      .then((released) => {
        if (released) onReleased();
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'reservation sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
