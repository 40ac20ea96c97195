/**
 * Texts of the partner sign-in window (the site's window that signs a partner page's widget in). The login form's
 * texts are the site's own (shellTexts); these are ours, for what only the window says. `{host}` is the partner
 * page's host as the browser reports it.
 */
export const embedSignInTexts = {
  title: 'Sign in with Momento',
  loginIntro: (host: string) => `Sign in to use your Momento account on ${host}.`,
  consent: (host: string) =>
    `${host} wants to use your Momento account to make offers, send messages and add tickets to your cart.`,
  continueAs: (firstName: string) => `Continue as ${firstName}`,
  useAnotherAccount: 'Use another account',
  cancel: 'Cancel',
  connecting: (host: string) => `Connecting to ${host}…`,
  checking: 'Checking your account…',
  granting: (host: string) => `Signing you in on ${host}…`,
  done: (host: string) => `You are signed in on ${host}. You can close this window.`,
  lost: "The partner's page did not answer. Close this window and start the sign-in again from that page.",
  invalid: "This window signs you in on a partner's page. Open it with the Sign in button on that page.",
  grantFailed: 'The sign-in could not be completed.',
  tryAgain: 'Try again',
  closeWindow: 'Close window',
} as const;
