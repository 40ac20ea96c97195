import { LIMITS } from '@momento/contract/routes';
import { reportsInboxTexts } from '../ReportsInbox/reportsInboxTexts.ts';

/**
 * The admin's reply to a report, checked as the reporter's own replies are: required and at most 500 characters;
 * the first failing message, or null.
 */
export function validateAdminReply(
  message: string,
  t: typeof reportsInboxTexts = reportsInboxTexts,
): string | null {
  const text = message.trim();
  if (text === '') return t.messageRequired;
  if (text.length > LIMITS.chatMessage) return t.messageMax;
  return null;
}
