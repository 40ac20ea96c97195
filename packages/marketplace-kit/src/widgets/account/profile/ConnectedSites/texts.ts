import { EMBED_ALLOWANCE_DAYS } from '@momento/contract';

/**
 * Texts of the profile's partner sites section (ours: the product has no text for it). Partner sites show Momento
 * tickets with the embed; a visitor who signs in there allows that site to use their account (docs/embed-sign-in.md).
 */
export const connectedSitesTexts = {
  title: 'Partner sites',
  intro: `Sites that show Momento tickets can let you make offers, send messages and fill your cart there once you allow them. Each allowance lasts ${EMBED_ALLOWANCE_DAYS} days; revoke one and that site signs you out at once.`,
  empty: 'No partner sites can use your account.',
  loading: 'Loading your partner sites',
  failed: 'Your partner sites could not be loaded. Reload the page to try again.',
  allowedOn: 'Allowed on',
  until: 'until',
  revoke: 'Revoke',
  /** The Revoke button's accessible name: which site it revokes. */
  revokeSite: (origin: string) => `Revoke ${origin}`,
  confirmTitle: (origin: string) => `Revoke ${origin}?`,
  confirmMessage:
    'This site can no longer use your Momento account, and its widgets sign you out at once. If you sign in on it again, Momento asks you first.',
  cancel: 'Cancel',
  revoked: (origin: string) => `${origin} can no longer use your account.`,
  revokeFailed: 'The site could not be revoked. Try again.',
} as const;
