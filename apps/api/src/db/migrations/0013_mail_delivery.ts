/**
 * Mail delivery with retries: a failed mail waits before its next attempt (exponential backoff, `next_attempt_at`),
 * mails may carry an HTML part and extra headers (List-Unsubscribe), and a mail written for one event to one
 * recipient carries a key that makes a second copy of it impossible (`dedupe_key`, unique when set).
 */
export const statements = [
  `ALTER TABLE outbox_mails
     ADD COLUMN html_body text,
     ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb,
     ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
     ADD COLUMN dedupe_key text`,
  `CREATE UNIQUE INDEX outbox_mails_dedupe_key_idx ON outbox_mails (dedupe_key) WHERE dedupe_key IS NOT NULL`,
  `DROP INDEX outbox_mails_unsent_idx`,
  `CREATE INDEX outbox_mails_unsent_idx ON outbox_mails (next_attempt_at, id) WHERE sent_at IS NULL`,
];
