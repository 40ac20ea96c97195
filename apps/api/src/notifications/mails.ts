import { NOTIFICATION_PREFERENCE_KINDS, type NotificationKind, type NotificationPreferenceKind } from '@momento/contract';
import type { Config } from '../config.ts';
import type { Mail } from '../mail/outbox.ts';
import { renderNotificationEmail } from './email/NotificationEmail.ts';
import { unsubscribeToken } from './unsubscribe.ts';

export type NotificationMailInput = { to: string; user_id: number; name: string; kind: NotificationKind; title: string; body: string; link: string };

const isOptional = (kind: NotificationKind): kind is NotificationPreferenceKind => (NOTIFICATION_PREFERENCE_KINDS as readonly string[]).includes(kind);

/** The button's words for the page a notification links to. */
const ACTIONS: Record<NotificationKind, string> = { orders: 'View the order', offers: 'View the offer', messages: 'Read the message', reports: 'View the report', moderation: 'View the details' };

/**
 * The e-mail of one notification (NotificationEmail, HTML and text): its title as subject, its words, and a button to
 * the page in question. A non-essential kind carries a one-click unsubscribe address (List-Unsubscribe and
 * List-Unsubscribe-Post, RFC 8058) pointing at the API, and a link to the site's unsubscribe page for people.
 */
export async function notificationMail(config: Config, n: NotificationMailInput): Promise<Mail> {
  const url = `${config.siteUrl}${n.link}`;
  const headers: Record<string, string> = {};
  let unsubscribe: { url: string; kind: string; preferencesUrl: string } | undefined;
  if (isOptional(n.kind)) {
    const token = await unsubscribeToken(config, n.user_id, n.kind);
    headers['List-Unsubscribe'] = `<${config.apiUrl}/notifications/unsubscribe.php?token=${token}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    unsubscribe = { url: `${config.siteUrl}/unsubscribe?token=${token}`, kind: n.kind, preferencesUrl: `${config.siteUrl}/account` };
  }
  const { html, text } = await renderNotificationEmail({ name: n.name, title: n.title, body: n.body, url, action: ACTIONS[n.kind], ...(unsubscribe ? { unsubscribe } : {}) });
  return { to: n.to, subject: n.title, text, html, headers };
}
