/**
 * Which users have a page open, on any API process: each process writes a row per user with a live stream on it and
 * refreshes `seen_at` while the stream stays open. A row not refreshed for a while belongs to a process that died;
 * readers ignore it (see src/live/presence.ts). The chat's e-mail goes only to a recipient with no open page.
 */
export const statements = [
  `CREATE TABLE live_presence (
     instance_id text NOT NULL,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     seen_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (instance_id, user_id)
   )`,
  `CREATE INDEX live_presence_user_idx ON live_presence (user_id, seen_at)`,
];
