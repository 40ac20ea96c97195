import { RATE_LIMIT_REFUSALS, retryWaitText, type OperationId } from '@momento/contract';
import { sql } from 'kysely';
import type { AbuseAction, RateBucket } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { Services, Viewer } from '../context.ts';
import { ApiError } from '../errors.ts';

// Abuse limits: messages, offers, reports, registrations and partner sign-ins per user and per client address
// (config.abuseLimits), each a token bucket: a burst at once, then a person's pace (one attempt's allowance back every
// so many seconds). The buckets live in PostgreSQL (table rate_buckets), so every API process shares them. One upsert
// refills a bucket for the time since it was last taken from and takes a token, under the row's lock: two processes
// taking from the same bucket at once cannot both take its last token. It runs in its own short transaction before
// the request's, so that no bucket row stays locked while the handler works (an attempt the handler then refuses
// still took its token; one the limit refuses took none). Password-reset mails and the unlock mails of failed logins
// are counted per hour in fixed windows (countAttempt, table rate_counters) by their handlers, in the request's
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
 * Takes one token of a limited operation from its user's bucket and its address's; throws 429 RATE_LIMITED with
 * Retry-After (whole seconds until one token is back) when either is empty. Other operations pass.
 */
export async function enforceAbuseLimit(
  services: Services,
  id: OperationId,
  viewer: Viewer | null,
  ip: string,
): Promise<void> {
  const action = LIMITED_OPERATIONS[id];
  if (!action) return;
  const { windowSeconds, [action]: limits } = services.config.abuseLimits;
  const bucketOf = (subject: string, { burst, perWindow }: RateBucket): Bucket => ({
    subject,
    burst,
    perSecond: perWindow / windowSeconds,
  });
  const buckets: Bucket[] = [];
  if (viewer && limits.perUser.burst > 0) buckets.push(bucketOf(`user:${viewer.id}`, limits.perUser));
  if (limits.perAddress.burst > 0) buckets.push(bucketOf(`ip:${ip}`, limits.perAddress));
  if (buckets.length === 0) return;
  // A bucket left alone this long is full again, whichever kind: its row is of no use any more.
  const fullAfterSeconds = Math.max(
    ...[limits.perUser, limits.perAddress]
      .filter((b) => b.burst > 0)
      .map((b) => (b.burst / b.perWindow) * windowSeconds),
  );

  await services.database.db.transaction().execute(async (trx) => {
    const retry = await takeToken(trx, action, buckets, fullAfterSeconds);
    if (retry === null) return;
    throw new ApiError('RATE_LIMITED', `${RATE_LIMIT_REFUSALS[action]} ${retryWaitText(retry)}`, {
      headers: { 'retry-after': String(retry) },
    });
  });
}

/** One token bucket of an action: its subject (`user:<id>`, `ip:<address>`), size and refill per second. */
export type Bucket = { subject: string; burst: number; perSecond: number };

/**
 * Takes one token of `action` from each bucket, refilled first for the time since it was last taken from (up to its
 * burst); a bucket without a row is full. One upsert does both for every bucket, under the rows' locks. Answers null
 * when every bucket had a token (each taken), or the whole seconds until a token is back in the emptiest bucket that
 * had none: that one is not touched, and the caller refuses the attempt and rolls its transaction back, so that the
 * others keep theirs too (refused for the address, an attempt does not use up the user's allowance).
 */
export async function takeToken(
  db: Queryable,
  action: string,
  buckets: Bucket[],
  fullAfterSeconds: number,
): Promise<number | null> {
  const perSubject = (pick: (b: Bucket) => number) =>
    sql<number>`CASE b.subject ${sql.join(
      buckets.map((bucket) => sql`WHEN ${bucket.subject}::text THEN ${pick(bucket)}::double precision`),
      sql` `,
    )} END`;
  const burst = perSubject((b) => b.burst);
  // The tokens now: those left, and one per 1 / perSecond seconds since (a clock that another process moved on
  // meanwhile gives none back), at most the burst. statement_timestamp(): the time of this attempt, not of its
  // transaction's start.
  const refilled = sql<number>`LEAST(${burst}, b.tokens + ${perSubject((b) => b.perSecond)} * GREATEST(0, extract(epoch FROM statement_timestamp() - b.updated_at)))`;
  const { rows } = await sql<{ subject: string; tokens: number }>`
    INSERT INTO rate_buckets AS b (action, subject, tokens, updated_at)
    VALUES ${sql.join(buckets.map(({ subject, burst: size }) => sql`(${action}, ${subject}, ${size - 1}::double precision, statement_timestamp())`))}
    ON CONFLICT (action, subject) DO UPDATE SET tokens = ${refilled} - 1, updated_at = GREATEST(b.updated_at, statement_timestamp())
      WHERE ${refilled} >= 1
    RETURNING b.subject, b.tokens`.execute(db);
  if (rows.length === buckets.length) {
    // A bucket that was full (new, or left alone): buckets of the action that are full again are of no use any more;
    // trim them here rather than in a background job (one indexed delete when a subject starts afresh).
    if (
      rows.some(
        (row) => Number(row.tokens) === (buckets.find((b) => b.subject === row.subject)?.burst ?? 0) - 1,
      )
    ) {
      await sql`DELETE FROM rate_buckets WHERE action = ${action} AND updated_at < statement_timestamp() - make_interval(secs => ${fullAfterSeconds}::double precision)`.execute(
        db,
      );
    }
    return null;
  }
  const taken = new Set(rows.map((row) => row.subject));
  const empty = buckets.filter((b) => !taken.has(b.subject));
  const { rows: left } = await sql<{ subject: string; tokens: number }>`
    SELECT b.subject, ${refilled} AS tokens FROM rate_buckets b
     WHERE b.action = ${action} AND b.subject IN (${sql.join(empty.map((b) => b.subject))})`.execute(db);
  const waits = left.map((row) => {
    const bucket = empty.find((b) => b.subject === row.subject) as Bucket;
    return Math.ceil((1 - Number(row.tokens)) / bucket.perSecond);
  });
  return Math.max(1, ...waits);
}

/** One subject counted per window (`user:<id>`, `ip:<address>`, ...) and its limit per window. */
export type CountedSubject = { subject: string; limit: number };

/**
 * Counts one attempt of `action` for each subject, in the fixed window of `windowSeconds` (windows aligned on the
 * epoch) that holds the time of `db`'s transaction. Answers null when every subject was under its limit (each counted
 * up), or the whole seconds until the window ends when one was at its limit: that one is not counted up, and the
 * caller refuses the attempt and rolls its transaction back, so that the others are not either (or, with a single
 * subject, may go on without it: the reset mails answer as if sent).
 */
export async function countAttempt(
  db: Queryable,
  action: string,
  subjects: CountedSubject[],
  windowSeconds: number,
): Promise<number | null> {
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
      await sql`DELETE FROM rate_counters WHERE action = ${action} AND window_start < now() - make_interval(secs => ${windowSeconds}::integer)`.execute(
        db,
      );
    }
    return null;
  }
  const { rows: ends } = await sql<{ retry: number }>`
    SELECT ceil(extract(epoch FROM ${windowStart} + make_interval(secs => ${windowSeconds}::integer) - clock_timestamp()))::integer AS retry`.execute(
    db,
  );
  return Math.max(1, Number(ends[0]?.retry ?? 1));
}
