/**
 * Abuse limits (src/auth/abuseLimits.ts): how many messages, offers, reports and registrations each user and each
 * address made in the current window. In the database, like the failed logins, so that the limit holds across
 * every API process; one row per action, subject and window, counted up atomically by an upsert.
 */
export const statements: string[] = [
  `CREATE TABLE rate_counters (
     action text NOT NULL,
     subject text NOT NULL,
     window_start timestamptz NOT NULL,
     hits integer NOT NULL,
     PRIMARY KEY (action, subject, window_start)
   )`,
  `CREATE INDEX rate_counters_window_idx ON rate_counters (window_start)`,
];
