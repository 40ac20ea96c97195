import { consoleTexts } from '../adminTexts.ts';
import { moderationTexts as t } from './moderationTexts.ts';

/** A reference item's new name before approval: required, at most its kind's limit; the first failing message, or null. */
export function validateDisplayName(name: string, max: number): string | null {
  const text = name.trim();
  if (text === '') return t.nameRequired;
  if (text.length > max) return consoleTexts.reasonMax(max);
  return null;
}
