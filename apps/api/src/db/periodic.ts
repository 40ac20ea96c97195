import { sql } from 'kysely';
import type { Queryable } from './database.ts';

/**
 * Advisory locks of the work that every API process could do on its own: the background sweeps, the outbox
 * delivery, the first-start seed. Several processes share one PostgreSQL; each such job takes its lock, so one
 * process at a time does it. A lock belongs to a database session: when the process that holds it dies, PostgreSQL
 * ends its connection and the lock with it, and the next process to try takes the work over.
 *
 * The two-integer form keeps our keys in a namespace of their own, away from another application's locks on a
 * shared server.
 */
const NAMESPACE = 0x4d4f4d45; // 'MOME'

export const LOCKS = { reservationSweep: 1, mailOutbox: 2, seed: 3, notifications: 4, follow: 5 } as const;

export type LockName = keyof typeof LOCKS;

/**
 * Takes the lock until the end of the caller's transaction when no other session holds it; false when one does
 * (that session is doing the work now). Works on PGlite too, where the one process always gets it.
 */
export async function tryTransactionLock(trx: Queryable, name: LockName): Promise<boolean> {
  const result = await sql<{
    locked: boolean;
  }>`SELECT pg_try_advisory_xact_lock(${NAMESPACE}::int, ${LOCKS[name]}::int) AS locked`.execute(trx);
  return result.rows[0]?.locked === true;
}

/** Waits for the lock and holds it until the end of the caller's session (a connection of its own). */
export async function sessionLock(connection: Queryable, name: LockName): Promise<void> {
  await sql`SELECT pg_advisory_lock(${NAMESPACE}::int, ${LOCKS[name]}::int)`.execute(connection);
}

export async function sessionUnlock(connection: Queryable, name: LockName): Promise<void> {
  await sql`SELECT pg_advisory_unlock(${NAMESPACE}::int, ${LOCKS[name]}::int)`.execute(connection);
}

/** The lock's numbers, for tests and admins (`SELECT ... FROM pg_locks WHERE classid = ... AND objid = ...`). */
export const lockKey = (name: LockName): [number, number] => [NAMESPACE, LOCKS[name]];

/**
 * Runs `tick` every `intervalMs`, never two at once (a tick still running when the next is due is not doubled); a
 * failed tick is logged by `onError` and the next tick tries again. The timer does not keep the process alive. The
 * returned function stops the timer and waits for the tick in progress.
 */
export function every(
  intervalMs: number,
  tick: () => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= tick()
      .catch(onError)
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
