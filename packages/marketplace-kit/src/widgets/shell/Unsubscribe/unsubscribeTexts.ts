import type { NotificationPreferenceKind } from '@momento/contract';

/** Texts of the /unsubscribe page (ours: the spec has no notification e-mails), kept out of the shell's shared texts. */
export const unsubscribeTexts = {
  unsubscribing: 'Stopping these e-mails',
  unsubscribed: (kind: string) => `You will no longer get e-mails about ${kind}.`,
  unsubscribeHint:
    'You still see every notification in the notification centre. You can switch e-mails on again on your profile page.',
  unsubscribeFailed: 'This unsubscribe link is not valid.',
  emailPreferences: 'E-mail preferences',
  /** Each kind in the words of the sentence ('You will no longer get e-mails about price drops.'). */
  kindWords: {
    orders: 'orders',
    offers: 'offers',
    messages: 'messages',
    saved_searches: 'saved-search matches',
    price_drops: 'price drops',
  } satisfies Record<NotificationPreferenceKind, string>,
} as const;
