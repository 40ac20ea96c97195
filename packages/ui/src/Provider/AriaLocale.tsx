import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { useUILocale } from './UITexts.tsx';

/**
 * Sets react-aria's locale for a number or date field to the UITextsProvider's locale, when it gives one: the field
 * formats and reads amounts and dates for it ('1.234,50 $' in `de`), and react-aria's own texts inside it follow. Kept
 * out of the provider itself, so that pages without such a field don't load react-aria's locale code.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const locale = useUILocale();
  return locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children;
}
