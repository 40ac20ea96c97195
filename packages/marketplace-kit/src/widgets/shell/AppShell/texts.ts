/**
 * Texts of the public site's shell, sign-in dialogs, home and static pages (public-site.md sections 2 and 8).
 * Spec texts are verbatim; the ones marked OUR wording fill gaps where the spec names an element but not its words.
 * Validation messages, notices and error texts live in ../../messages.ts.
 */
import { chromeTexts } from './chromeTexts.ts';
import { formTexts } from './formTexts.ts';

/** Every shell text in one object (tests, stories and consumers); the parts import the half they need. */
export const shellTexts = { ...chromeTexts, ...formTexts } as const;
