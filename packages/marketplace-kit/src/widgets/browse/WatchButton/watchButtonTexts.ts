// The Watch button's own texts (ours, docs/rules/follow.md), apart from following's other texts so that a page with
// Watch buttons loads only these; `followTexts` includes them.
import { FOLLOW_TEXTS } from '@momento/contract/routes';

export { FOLLOW_TEXTS };

export const watchButtonTexts = {
  /** The compact (icon) button's accessible name: the item's name says what is watched. */
  watchItem: (name: string) => `${FOLLOW_TEXTS.watch} ${name}`,
  watchFailed: 'Your watchlist could not be changed. Check your connection and try again.',
} as const;
