/**
 * Texts of the public site's shell, sign-in dialogs, home and static pages.
 * The product's texts are used verbatim; our own texts fill the gaps where it names an element but not its words, and
 * each texts module keeps them in an object of their own.
 * Validation messages, notices and error texts live in ../../messages.ts.
 */
import { useMemo } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { chromeTexts } from './chromeTexts.ts';
import { formTexts } from './formTexts.ts';

/** Every shell text in one object (tests, stories and consumers); the parts import the half they need. */
export const shellTexts = { ...chromeTexts, ...formTexts } as const;

export type ShellTexts = typeof shellTexts;

/** `shellTexts` in the provider's language (the dictionary's `shellChrome` and `shellForms` areas). */
export function useShellTexts(): ShellTexts {
  const chrome = useTexts('shellChrome', chromeTexts);
  const forms = useTexts('shellForms', formTexts);
  return useMemo(
    () => (chrome === chromeTexts && forms === formTexts ? shellTexts : { ...chrome, ...forms }),
    [chrome, forms],
  );
}
