import { FOLLOW_TEXTS } from '@momento/contract/routes';
import { emptyTexts, errorTexts, notices } from '../messages.ts';
import { browseTexts } from '../widgets/browse/browseTexts.ts';
import { followTexts } from '../widgets/browse/followTexts.ts';
import { listTexts } from '../widgets/shared/listTexts.ts';
import { offerTexts } from '../widgets/account/offers/offerTexts.ts';
import { messagesTexts } from '../widgets/account/messages/texts.ts';
import type { KitMessages } from './messages.ts';

/**
 * The English dictionary, every text id with the product's text: what the widgets show by default. Widgets read their
 * own area's module, not this object; it is here to start a translation from and for the completeness test.
 */
export const englishMessages = {
  notices,
  errors: errorTexts,
  empty: emptyTexts,
  list: listTexts,
  browse: browseTexts,
  follow: followTexts,
  followLabels: FOLLOW_TEXTS,
  offer: offerTexts,
  messages: messagesTexts,
} as const satisfies KitMessages;
