// What the server answers when it refuses a request as a whole (zod-free): a body that is not JSON or is too large, a
// refresh call without its token, and the words of a schema's refusal. The API's request pipeline and the kit's mock
// server both use them.

/** Refusals of a request as a whole, before any operation reads it. */
export const REQUEST_REFUSALS = {
  notJson: 'The request body is not valid JSON.',
  refreshTokenMissing: 'A refresh token is required.',
  /** A body beyond what the operation takes (its `maxBody`, or JSON_BODY_BYTES). */
  tooLarge: (bytes: number) =>
    `The request body is larger than ${sizeText(bytes)}, the most this call takes.`,
} as const;

/**
 * Database errors that bad input can still cause: a unique index (23505), a broken reference (23503), a value out of
 * range or of the wrong form (check, not null, bad text, numeric range, date), a lost race (serialization, deadlock).
 */
export const DATABASE_REFUSALS = {
  taken: 'This already exists or is already taken.',
  reference: 'This refers to something that does not exist or is still in use.',
  badValue: 'A value is out of range or has the wrong format.',
  collided: 'The request collided with another one. Please try again.',
} as const;

/** A size as people read it: '1.5 MB', '64 KB'. */
const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

/**
 * A 400's message for the first schema issue of a request's query or body, as "field: message" ("email: Invalid
 * email address"); an issue of the whole query or body names it ("body: ..."). The API and the kit's mock server
 * both word schema refusals with it.
 */
export function describeIssue(
  error: {
    readonly issues: ReadonlyArray<{ readonly path: readonly PropertyKey[]; readonly message: string }>;
  },
  where: 'query' | 'body',
): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}.`;
  const field = issue.path.length ? issue.path.map(String).join('.') : where;
  return `${field}: ${issue.message}`;
}
