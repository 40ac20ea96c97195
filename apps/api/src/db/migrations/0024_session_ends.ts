/**
 * Sessions that end at once (src/auth/tokens.ts, docs/sessions.md): a site access token names its session, its refresh
 * token family (`sid`), and every request checks that no token of that family is revoked. This index holds only the
 * revoked rows, so the check for a live session is one probe that finds nothing, however often the family rotated.
 */
export const statements: string[] = [
  `CREATE INDEX refresh_tokens_ended_family_idx ON refresh_tokens (family_id) WHERE revoked_at IS NOT NULL`,
];
