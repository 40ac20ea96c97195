import { LIMITS } from '@momento/contract/routes';
import { consoleTexts as t, moderationTexts, reportsInboxTexts } from './adminTexts.ts';

// The console's form checks: the first failing message, or null. The server applies the contract's same limits.

/** A reason the operator gives (reject, hide, cancel and refund): required, at most the contract's limit. */
export function validateReason(reason: string): string | null {
  const text = reason.trim();
  if (text === '') return t.reasonRequired;
  if (text.length > LIMITS.moderationReason) return t.reasonMax(LIMITS.moderationReason);
  return null;
}

/** A reference item's new name before approval: required, at most the longest name of any kind. */
export function validateDisplayName(name: string, max: number): string | null {
  const text = name.trim();
  if (text === '') return moderationTexts.nameRequired;
  if (text.length > max) return t.reasonMax(max);
  return null;
}

/** The operator's reply to a report: as the reporter's own replies, required and at most 500 characters. */
export function validateAdminReply(message: string): string | null {
  const text = message.trim();
  if (text === '') return reportsInboxTexts.messageRequired;
  if (text.length > LIMITS.chatMessage) return reportsInboxTexts.messageMax;
  return null;
}
