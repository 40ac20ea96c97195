import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database, Queryable } from '../db/database.ts';
import { every } from '../db/periodic.ts';
import type { Logger } from '../logger.ts';
import type { LiveHub } from './hub.ts';

/** How often a process confirms the users whose pages it serves. */
export const PRESENCE_REFRESH_MS = 15_000;
/** A row older than this belongs to a process that stopped without cleaning up (killed): it counts for nothing. */
export const PRESENCE_TTL_SECONDS = 45;

/**
 * Writes which users have a page open on this process (a live stream) into `live_presence`, so that every process
 * can tell whether a user has a page open anywhere: a row when a user's first stream opens, removed when the last
 * closes, and `seen_at` refreshed every PRESENCE_REFRESH_MS for all of them (which also repairs a write that failed).
 * Errors are logged and otherwise ignored: a user wrongly taken as away gets an e-mail too many, never one too few.
 * The refresh runs on the shared `every` loop (listed in jobs/index.ts); the returned function stops it, waits for a
 * refresh in progress and removes this process's rows.
 */
export function startPresence(database: Database, hub: LiveHub, logger: Logger): () => Promise<void> {
  const instance = randomUUID();
  const db = database.db;
  // One write at a time, in the order the streams opened and closed.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>) => {
    queue = queue
      .then(work)
      .catch((error: unknown) => logger.warn({ err: error }, 'live presence not written'));
    return queue;
  };
  /** Writes (or refreshes) the rows of `users` on this process. */
  const mark = (users: number[]) =>
    db
      .insertInto('live_presence')
      .values(users.map((userId) => ({ instance_id: instance, user_id: userId })))
      .onConflict((conflict) =>
        conflict.columns(['instance_id', 'user_id']).doUpdateSet({ seen_at: sql`now()` }),
      )
      .execute();
  const unwatch = hub.watchPresence(
    (userId, present) =>
      void enqueue(() =>
        present
          ? mark([userId])
          : db
              .deleteFrom('live_presence')
              .where('instance_id', '=', instance)
              .where('user_id', '=', userId)
              .execute(),
      ),
  );
  const refresh = () =>
    enqueue(async () => {
      const users = hub.users();
      if (users.length > 0) await mark(users);
      let gone = db.deleteFrom('live_presence').where('instance_id', '=', instance);
      if (users.length > 0) gone = gone.where('user_id', 'not in', users);
      await gone.execute();
    });
  const stopRefresh = every(
    PRESENCE_REFRESH_MS,
    async () => {
      await refresh();
    },
    (error) => logger.warn({ err: error }, 'live presence not written'),
  );
  return async () => {
    await stopRefresh();
    unwatch();
    await enqueue(() => db.deleteFrom('live_presence').where('instance_id', '=', instance).execute());
  };
}

/** Whether the user has a page open with a live stream on any process (rows of stopped processes aside). */
export async function hasPageOpen(db: Queryable, userId: number): Promise<boolean> {
  const row = await sql<{ one: number }>`
    SELECT 1 AS one FROM live_presence
     WHERE user_id = ${userId} AND seen_at > now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})
     LIMIT 1`.execute(db);
  return row.rows.length > 0;
}
