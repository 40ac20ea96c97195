import { adminSharedTexts } from '../adminTexts.ts';
import { moderationTexts } from './moderationTexts.ts';

/**
 * A reference item's new name before approval: required, at most its kind's limit; the first failing message (of the
 * texts given, the provider's language), or null.
 */
export function validateDisplayName(
  name: string,
  max: number,
  texts: { moderation: typeof moderationTexts; console: typeof adminSharedTexts } = {
    moderation: moderationTexts,
    console: adminSharedTexts,
  },
): string | null {
  const text = name.trim();
  if (text === '') return texts.moderation.nameRequired;
  if (text.length > max) return texts.console.reasonMax(max);
  return null;
}
