/**
 * Abuse limits as token buckets (src/auth/abuseLimits.ts): one row per action and subject (`user:<id>`,
 * `ip:<address>`) holding the tokens left when it was last taken from, and when. An attempt refills the bucket for the
 * time since and takes one token in a single upsert, under the row's lock, so every API process shares the bucket. A
 * bucket is trimmed once it would be full again (a missing row is a full bucket).
 *
 * rate_counters stays for the per-hour counts (reset mails, unlock mails); its rows of the actions that move here
 * are of no use any more.
 */
export const statements: string[] = [
  `CREATE TABLE rate_buckets (
     action text NOT NULL,
     subject text NOT NULL,
     tokens double precision NOT NULL,
     updated_at timestamptz NOT NULL,
     PRIMARY KEY (action, subject)
   )`,
  `CREATE INDEX rate_buckets_updated_idx ON rate_buckets (action, updated_at)`,
  `DELETE FROM rate_counters WHERE action IN ('messages', 'offers', 'reports', 'registrations', 'signins')`,
];
