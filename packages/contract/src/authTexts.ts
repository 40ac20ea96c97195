// What the server answers when it refuses a sign-in, a registration step or a password reset (zod-free). The API's
// handlers and the kit's mock server both read these. 'Email verification failed' is the spec's.

export const AUTH_REFUSALS = {
  /** The same for an unknown address and a wrong password, so the reply does not tell who has an account. */
  loginFailed: 'Invalid email or password.',
  notVerified: 'Please verify your email address first: we have sent you a verification link.',
  accountGone: 'This account no longer exists.',
  verificationFailed: 'Email verification failed',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

/**
 * What the server answers for a token it does not take: an access token that is not one of ours, a session ended or
 * expired, a refresh token unknown, ended, expired or used twice (a replay ends the whole session).
 */
export const TOKEN_REFUSALS = {
  invalid: 'Invalid token.',
  sessionEnded: 'This session has ended. Please log in again.',
  refreshInvalid: 'Invalid refresh token.',
  refreshExpired: 'Your session has expired. Please log in again.',
  refreshReplayed: 'This refresh token was already used; the session has been ended.',
} as const;
