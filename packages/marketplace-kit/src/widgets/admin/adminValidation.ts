import { LIMITS } from '@momento/contract/routes';
import { adminSharedTexts } from './adminTexts.ts';

/**
 * A reason the admin gives (reject, hide, cancel and refund): required, at most the contract's limit; the first
 * failing message (of `t`, the admin area's texts in the provider's language), or null. The server applies the same limit.
 */
export function validateReason(reason: string, t: typeof adminSharedTexts = adminSharedTexts): string | null {
  const text = reason.trim();
  if (text === '') return t.reasonRequired;
  if (text.length > LIMITS.moderationReason) return t.reasonMax(LIMITS.moderationReason);
  return null;
}
