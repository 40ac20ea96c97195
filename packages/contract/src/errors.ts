// Error codes of the envelope `{ error: { code, message } }` and their HTTP statuses. Zod-free.

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'ERR0010',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The honest HTTP status that goes with each code. ERR0010 is a validation failure of the content (400). */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  ERR0010: 400,
  INTERNAL: 500,
};

/** The spec's ERR0010 text, verbatim (typo 'communucation' included). */
export const ERR0010_MESSAGE =
  'All communucation should remain within the platform and outside contact info should not be disclosed';

/**
 * Default messages per code (the spec shows only ERR0010's). Servers may send a more specific message;
 * clients show `error.message` as it arrives.
 */
export const ERROR_TEXTS: Readonly<Record<ErrorCode, string>> = {
  VALIDATION: 'The request is not valid.',
  UNAUTHORIZED: 'Please log in.',
  TOKEN_EXPIRED: 'Your session has expired.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This can not be done in the current state.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  ERR0010: ERR0010_MESSAGE,
  INTERNAL: 'Something went wrong.',
};

/**
 * A 429's message (ours; the spec does not show one): what was refused, then the wait, which the reply's
 * Retry-After header gives in seconds too ('You are sending messages too quickly. Please try again in 42 seconds.').
 * A client that counts the wait down on screen rebuilds the message with `rateLimitRefusal` and `retryWaitText`.
 */
export const retryWaitText = (seconds: number): string =>
  `Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** A 429's whole message: what was refused, then the wait ('... Please try again in 42 seconds.'). */
export const rateLimitMessage = (refusal: string, seconds: number): string =>
  `${refusal} ${retryWaitText(seconds)}`;

/** The refusal part of a 429's message (the message without its trailing wait). */
export const rateLimitRefusal = (message: string): string =>
  message.replace(/\s*Please try again in \d+ seconds?\.$/, '');

/** The 429 messages of the abuse limits (per user and per address, each a minute by default). */
export const RATE_LIMIT_REFUSALS = {
  messages: 'You are sending messages too quickly.',
  offers: 'You are making offers too quickly.',
  reports: 'You are sending reports too quickly.',
  registrations: 'Too many accounts were registered from your address.',
  signins: 'Too many sign-ins from partner sites.',
} as const;

/**
 * The 429 messages of failed logins (the API's docs/abuse-limits.md), each followed by `retryWaitText`: ten failures a
 * minute for one account from one address; then, across every address, a wait that doubles per failure (at most
 * 15 minutes) once an account has had ten failures within the hour, while its owner is mailed a link to choose a new
 * password. The account message reads the same whether or not the account exists.
 */
export const LOGIN_REFUSALS = {
  address: 'Too many failed logins from your address.',
  account:
    'There have been too many failed logins for this account. If it is yours, use the link we have e-mailed you to choose a new password and log in at once.',
} as const;

/** The 429 message of password-reset mails asked for from one address beyond its limit, followed by `retryWaitText`. */
export const RESET_MAIL_REFUSAL = 'Too many password reset e-mails were requested from your address.';

/**
 * The ERR0010 rule (ours; the spec says only that such a check exists): offers, counters, offer edits and chat
 * messages (and report replies) are rejected when their text discloses an e-mail address, a phone number
 * (7 or more digits, allowing spaces, dots, dashes and brackets) or an off-platform payment link.
 */
export const ERR0010_PATTERNS: readonly RegExp[] = [
  /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i,
  /(?:\+?\d[\s().-]*){7,}/,
  /\b(?:paypal\.me|venmo\.com|cash\.app|zelle|wise\.com|revolut\.me|buymeacoffee\.com|ko-fi\.com)\b/i,
];

/** True when the text breaks the ERR0010 rule. */
export const disclosesContact = (text: string): boolean =>
  ERR0010_PATTERNS.some((pattern) => pattern.test(text));

/** @deprecated use ERROR_TEXTS (the same texts under the name every text object has). */
export const ERROR_MESSAGES = ERROR_TEXTS;
