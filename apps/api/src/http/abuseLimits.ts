import { RATE_LIMIT_REFUSALS, retryWaitText, type OperationId } from '@momento/contract';
import { sql } from 'kysely';
import type { AbuseAction } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { Services, Viewer } from './context.ts';
import { ApiError } from './errors.ts';

// Abuse limits: messages, offers, reports and registrations per user and per client address per window
// (config.abuseLimits, a minute by default). The counts live in PostgreSQL (table rate_counters), so every API
// process shares them. A fixed window per action and subject is counted up by one upsert, which the database
// makes atomic: two processes counting the same user at once cannot both slip under the limit. The count runs in
// its own short transaction before the request's, so that no counter row stays locked while the handler works (an
// attempt the handler then refuses still counts; one the limit refuses does not). Password-reset mails and the
// unlock mails of failed logins are counted with the same upsert (countAttempt) by their handlers, in the request's
// transaction: per recipient, which only the handler knows. The whole model: docs/abuse-limits.md.

/** The operations each limit counts. */
export const LIMITED_OPERATIONS: Partial<Record<OperationId, AbuseAction>> = {
  messageSend: 'messages',
  offerCreate: 'offers',
  offerCounter: 'offers',
  offerUpdate: 'offers',
  reportCreate: 'reports',
  reportSeller: 'reports',
  reportReply: 'reports',
  register: 'registrations',
  embedGrant: 'signins',
  embedToken: 'signins',
};

/**
 * Counts one attempt of a limited operation for its user and its address; throws 429 RATE_LIMITED with
 * Retry-After (whole seconds until the window ends) when either is over its limit. Other operations pass.
 */
export async function enforceAbuseLimit(services: Services, id: OperationId, viewer: Viewer | null, ip: string): Promise<void> {
  const action = LIMITED_OPERATIONS[id];
  if (!action) return;
  const { windowSeconds, [action]: limits } = services.config.abuseLimits;
  const subjects: CountedSubject[] = [];
  if (viewer && limits.perUser > 0) subjects.push({ subject: `user:${viewer.id}`, limit: limits.perUser });
  if (limits.perAddress > 0) subjects.push({ subject: `ip:${ip}`, limit: limits.perAddress });
  if (subjects.length === 0) return;

  await services.database.db.transaction().execute(async (trx) => {
    const retry = await countAttempt(trx, action, subjects, windowSeconds);
    if (retry === null) return;
    throw new ApiError('RATE_LIMITED', `${RATE_LIMIT_REFUSALS[action]} ${retryWaitText(retry)}`, { headers: { 'retry-after': String(retry) } });
  });
}

/** One counted subject of an action (`user:<id>`, `ip:<address>`, ...) and its limit per window. */
export type CountedSubject = { subject: string; limit: number };

/**
 * Counts one attempt of `action` for each subject, in the fixed window of `windowSeconds` (windows aligned on the
 * epoch) that holds the time of `db`'s transaction. Answers null when every subject was under its limit (each counted
 * up), or the whole seconds until the window ends when one was at its limit: that one is not counted up, and the
 * caller refuses the attempt and rolls its transaction back, so that the others are not either (or, with a single
 * subject, may go on without it: the reset mails answer as if sent).
 */
export async function countAttempt(db: Queryable, action: string, subjects: CountedSubject[], windowSeconds: number): Promise<number | null> {
  const windowStart = sql<Date>`to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}::integer) * ${windowSeconds}::integer)`;
  const limitOf = sql<number>`CASE c.subject ${sql.join(
    subjects.map(({ subject, limit }) => sql`WHEN ${subject}::text THEN ${limit}::integer`),
    sql` `,
  )} END`;
  // A subject at its limit is not counted up (and not returned): an attempt refused for the address does not use up
  // the user's allowance, nor the other way round.
  const { rows } = await sql<{ hits: number }>`
    INSERT INTO rate_counters AS c (action, subject, window_start, hits)
    VALUES ${sql.join(subjects.map(({ subject }) => sql`(${action}, ${subject}, ${windowStart}, 1)`))}
    ON CONFLICT (action, subject, window_start) DO UPDATE SET hits = c.hits + 1 WHERE c.hits < ${limitOf}
    RETURNING c.hits`.execute(db);
  if (rows.length === subjects.length) {
    // A new window for a subject: the action's ended windows are of no use any more; trim them here rather than in a
    // background job (one indexed delete per subject and window). Per action: each has its own window length.
    if (rows.some((row) => Number(row.hits) === 1)) {
      await sql`DELETE FROM rate_counters WHERE action = ${action} AND window_start < now() - make_interval(secs => ${windowSeconds}::integer)`.execute(db);
    }
    return null;
  }
  const { rows: ends } = await sql<{ retry: number }>`
    SELECT ceil(extract(epoch FROM ${windowStart} + make_interval(secs => ${windowSeconds}::integer) - clock_timestamp()))::integer AS retry`.execute(db);
  return Math.max(1, Number(ends[0]?.retry ?? 1));
}
