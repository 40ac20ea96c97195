import { NOTIFICATION_PREFERENCE_KINDS, type NotificationKind, type NotificationPreferenceKind } from '@momento/contract';
import type { Config } from '../config.ts';
import type { Mail } from '../mail/outbox.ts';
import { unsubscribeToken } from './unsubscribe.ts';

export type NotificationMailInput = { to: string; user_id: number; name: string; kind: NotificationKind; title: string; body: string; link: string };

const isOptional = (kind: NotificationKind): kind is NotificationPreferenceKind => (NOTIFICATION_PREFERENCE_KINDS as readonly string[]).includes(kind);

/**
 * The e-mail of one notification: its title as subject, its words, and the link to the page in question. A
 * non-essential kind carries a one-click unsubscribe link (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058)
 * pointing at the API, and the same link in the text for people.
 */
export async function notificationMail(config: Config, n: NotificationMailInput): Promise<Mail> {
  const url = `${config.siteUrl}${n.link}`;
  const lines = [`Hello ${n.name},`, '', n.body, '', url, '', 'Momento'];
  const headers: Record<string, string> = {};
  if (isOptional(n.kind)) {
    const token = await unsubscribeToken(config, n.user_id, n.kind);
    const oneClick = `${config.apiUrl}/notifications/unsubscribe.php?token=${token}`;
    const page = `${config.siteUrl}/unsubscribe?token=${token}`;
    headers['List-Unsubscribe'] = `<${oneClick}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    lines.push('', `You receive this because e-mails about your ${n.kind} are on. Stop them: ${page}`, `Choose what we e-mail you: ${config.siteUrl}/account`);
  }
  return { to: n.to, subject: n.title, text: lines.join('\n'), headers };
}
