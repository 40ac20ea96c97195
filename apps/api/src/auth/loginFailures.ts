import { LOGIN_REFUSALS, retryWaitText } from '@momento/contract';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { countAttempt } from './abuseLimits.ts';
import { ApiError } from '../errors.ts';
import { queueMail } from '../notifications/outbox.ts';
import { newResetLink, RESET_KEY_HOURS } from './resetLinks.ts';

// Failed logins (user accounts, and the site gate's), counted in the database (table login_failures) so that the
// limits hold across API processes. Two limits (docs/abuse-limits.md):
//
// - Per account and client address: LOGIN_FAILURE_LIMIT failures a minute, then 429 for that address until the
//   oldest of them is a minute old. One guesser on one address is slowed down without touching anyone else.
// - Per account, across every address: once it has had ACCOUNT_FAILURE_LIMIT failures within the hour, each attempt
//   must come a wait after the last failure, doubling per further failure from ACCOUNT_FIRST_WAIT_SECONDS up to
//   ACCOUNT_MAX_WAIT_SECONDS (15 minutes): guessers on many addresses get a few dozen guesses an hour, not thousands.
//   While the account waits, no password is tried, the right one neither: a right password let through would tell a
//   guesser it is right. Its owner is not locked out for long: the wait is at most 15 minutes, and the owner is
//   mailed (once an hour at most) a password-reset link, which lets them in at once: a new password, or a successful
//   login, clears the account's failures. An unknown account gets the same answers, and no mail.

/** Failed logins per account and address within a minute before 429 for that address. */
export const LOGIN_FAILURE_LIMIT = 10;
/** Failed logins of an account from every address within FAILURE_MEMORY_SECONDS before its attempts must wait. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** The wait after the ACCOUNT_FAILURE_LIMIT-th failure; doubled with each further one. */
export const ACCOUNT_FIRST_WAIT_SECONDS = 5;
/** The longest wait between two attempts on an account (15 minutes). */
export const ACCOUNT_MAX_WAIT_SECONDS = 15 * 60;
/** How long a failure counts for its account; also the least time between two mails to its owner. */
const FAILURE_MEMORY_SECONDS = 3600;

/** Advisory locks of accounts' logins, a namespace apart from db/periodic.ts's ('MOLG'). */
const LOGIN_LOCKS = 0x4d4f4c47;

/** Seconds an attempt on an account must come after its last failure, with `failures` within the hour. */
export function accountWait(failures: number): number {
  if (failures < ACCOUNT_FAILURE_LIMIT) return 0;
  return Math.min(
    ACCOUNT_MAX_WAIT_SECONDS,
    ACCOUNT_FIRST_WAIT_SECONDS * 2 ** (failures - ACCOUNT_FAILURE_LIMIT),
  );
}

const refusal = (message: string, seconds: number): ApiError => {
  const retry = Math.max(1, Math.ceil(seconds));
  return new ApiError('RATE_LIMITED', `${message} ${retryWaitText(retry)}`, {
    headers: { 'retry-after': String(retry) },
  });
};

/**
 * Throws 429 with Retry-After when the account may not be tried now from the address: ten failures within the minute
 * from it, or the account's wait after its last failure. `db` is the request's transaction: the account's logins take
 * turns in it (an advisory lock until it ends), so that attempts sent at once cannot all pass before any failure is
 * counted.
 */
export async function assertMayTryLogin(db: Queryable, account: string, ip: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${LOGIN_LOCKS}::int, hashtext(${account}))`.execute(db);
  const { rows } = await sql<{
    from_address: number;
    address_wait: number | null;
    failures: number;
    since_last: number | null;
  }>`
    SELECT count(*) FILTER (WHERE ip = ${ip} AND failed_at > now() - interval '1 minute') AS from_address,
           extract(epoch FROM min(failed_at) FILTER (WHERE ip = ${ip} AND failed_at > now() - interval '1 minute')
                              + interval '1 minute' - clock_timestamp())::float8 AS address_wait,
           count(*) AS failures,
           extract(epoch FROM clock_timestamp() - max(failed_at))::float8 AS since_last
      FROM login_failures
     WHERE account = ${account} AND failed_at > now() - make_interval(secs => ${FAILURE_MEMORY_SECONDS})`.execute(
    db,
  );
  const row = rows[0];
  if (!row) return;
  if (Number(row.from_address) >= LOGIN_FAILURE_LIMIT)
    throw refusal(LOGIN_REFUSALS.address, Number(row.address_wait ?? 60));
  const wait = accountWait(Number(row.failures)) - Number(row.since_last ?? 0);
  if (wait > 0) throw refusal(LOGIN_REFUSALS.account, wait);
}

/** The account's owner, to be mailed when its attempts start to wait (none for an unknown account or the gate). */
export type AccountOwner = { id: number; name: string; email: string };

/**
 * Counts a failed login and throws the 401 (committed: the count must stay). Once the account's attempts wait, its
 * owner is mailed a password-reset link, at most once an hour (counted like the abuse limits).
 */
export async function recordLoginFailure(
  db: Queryable,
  config: Config,
  account: string,
  ip: string,
  owner: AccountOwner | null,
  message: string,
): Promise<never> {
  await db.insertInto('login_failures').values({ account, ip }).execute();
  // Rows older than the account's memory are of no use; trim them here rather than in a background job.
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<', sql<Date>`now() - make_interval(secs => ${FAILURE_MEMORY_SECONDS})`)
    .execute();
  if (owner) {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account', '=', account)
      .where('failed_at', '>', sql<Date>`now() - make_interval(secs => ${FAILURE_MEMORY_SECONDS})`)
      .executeTakeFirstOrThrow();
    if (
      Number(row.n) >= ACCOUNT_FAILURE_LIMIT &&
      (await countAttempt(
        db,
        'unlockMails',
        [{ subject: `user:${owner.id}`, limit: 1 }],
        FAILURE_MEMORY_SECONDS,
      )) === null
    ) {
      await mailOwner(db, config, owner);
    }
  }
  throw new ApiError('UNAUTHORIZED', message, { commit: true });
}

async function mailOwner(db: Queryable, config: Config, owner: AccountOwner): Promise<void> {
  const link = await newResetLink(db, config, owner.id);
  await queueMail(db, {
    to: owner.email,
    subject: 'Failed logins to your Momento account',
    text:
      `Hello ${owner.name},\n\nthere have been many failed logins to your Momento account: someone may be guessing its password. ` +
      `To protect it, each new login attempt now has to wait a while (at most ${ACCOUNT_MAX_WAIT_SECONDS / 60} minutes).\n\n` +
      `To log in at once, choose a new password here:\n\n${link}\n\nThe link is valid for ${RESET_KEY_HOURS} hours. ` +
      'If the failed logins were yours, you can also wait and log in with your password as before.',
  });
}

/** Forgets an account's failed logins (a successful login, a new password). */
export async function clearLoginFailures(db: Queryable, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}

/** Forgets the failed logins of a user's account (a new password). */
export async function clearLoginFailuresOfUser(db: Queryable, userId: number): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('account', '=', (eb) =>
      eb
        .selectFrom('users')
        .select(sql<string>`lower(email)`.as('account'))
        .where('id', '=', userId),
    )
    .execute();
}
