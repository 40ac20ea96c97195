import {
  NOTIFICATION_PREFERENCE_KINDS,
  type NotificationKind,
  type NotificationPreferenceKind,
} from '@momento/contract';
import type { Config } from '../config.ts';
import type { Mail } from './outbox.ts';
import { renderNotificationEmail } from './email/NotificationEmail.ts';
import { unsubscribeToken } from './unsubscribe.ts';

export type NotificationMailInput = {
  to: string;
  user_id: number;
  name: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
};

const isOptional = (kind: NotificationKind): kind is NotificationPreferenceKind =>
  (NOTIFICATION_PREFERENCE_KINDS as readonly string[]).includes(kind);

/** The button's words for the page a notification links to. */
const ACTIONS: Record<NotificationKind, string> = {
  orders: 'View the order',
  offers: 'View the offer',
  messages: 'Read the message',
  saved_searches: 'See the listings',
  price_drops: 'View the listing',
  reports: 'View the report',
  moderation: 'View the details',
};

/** A kind in the unsubscribe line's words ("e-mails about your saved searches"). */
export const kindWords = (kind: NotificationPreferenceKind): string => kind.replace('_', ' ');

/** The List-Unsubscribe headers and the unsubscribe links of a mail of an optional kind (RFC 8058). */
export async function unsubscribeParts(config: Config, userId: number, kind: NotificationPreferenceKind) {
  const token = await unsubscribeToken(config, userId, kind);
  return {
    headers: {
      'List-Unsubscribe': `<${config.apiUrl}/notifications/unsubscribe.php?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    unsubscribe: {
      url: `${config.siteUrl}/unsubscribe?token=${token}`,
      kind: kindWords(kind),
      preferencesUrl: `${config.siteUrl}/account`,
    },
  };
}

/**
 * The e-mail of one notification (NotificationEmail, HTML and text): its title as subject, its words, and a button to
 * the page in question. A non-essential kind carries a one-click unsubscribe address (List-Unsubscribe and
 * List-Unsubscribe-Post, RFC 8058) pointing at the API, and a link to the site's unsubscribe page for people.
 */
export async function notificationMail(config: Config, n: NotificationMailInput): Promise<Mail> {
  const url = `${config.siteUrl}${n.link}`;
  let headers: Record<string, string> = {};
  let unsubscribe: { url: string; kind: string; preferencesUrl: string } | undefined;
  if (isOptional(n.kind)) ({ headers, unsubscribe } = await unsubscribeParts(config, n.user_id, n.kind));
  const { html, text } = await renderNotificationEmail({
    name: n.name,
    title: n.title,
    body: n.body,
    url,
    action: ACTIONS[n.kind],
    ...(unsubscribe ? { unsubscribe } : {}),
  });
  return { to: n.to, subject: n.title, text, html, headers };
}
