import { LIMITS } from '@momento/contract/routes';
import { reportsInboxTexts as t } from '../ReportsInbox/reportsInboxTexts.ts';

/**
 * The operator's reply to a report, checked as the reporter's own replies are: required and at most 500 characters;
 * the first failing message, or null.
 */
export function validateAdminReply(message: string): string | null {
  const text = message.trim();
  if (text === '') return t.messageRequired;
  if (text.length > LIMITS.chatMessage) return t.messageMax;
  return null;
}
