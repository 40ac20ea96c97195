import { createContext, useContext, useMemo } from 'react';
import { applyTexts, type KitTexts, type MessageArea, type PartialTexts } from './texts.ts';

/**
 * The locale of the widgets when none is given: English, with the product's own formats (dd/mm/yyyy, '$1,234.50').
 * Any other BCP 47 tag formats dates, numbers and amounts with Intl for that locale.
 */
export const defaultLocale = 'en';

export interface LocaleContextValue {
  locale: string;
  messages: PartialTexts | undefined;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: defaultLocale, messages: undefined });

/** Gives its tree a locale and text overrides; MarketplaceProvider renders it from its `locale` and `messages`. */
export const LocaleProvider = LocaleContext.Provider;

/** The nearest provider's locale ('en' outside one). */
export function useLocale(): string {
  return useContext(LocaleContext).locale;
}

/** The nearest provider's text overrides (`messages`), for code that translates texts it is handed (notices). */
export function useLocaleMessages(): PartialTexts | undefined {
  return useContext(LocaleContext).messages;
}

/**
 * An area's texts as the widget shows them: `english` (the area's module, or the part of it the widget uses) with the
 * provider's `messages` for that area applied. Outside a provider, English.
 */
export function useTexts<A extends MessageArea, T extends Partial<KitTexts[A]>>(area: A, english: T): T {
  const overrides = useContext(LocaleContext).messages?.[area];
  return useMemo(() => applyTexts(english, overrides), [english, overrides]);
}

// The English validation messages (kept here, in the module every provider loads, rather than in a chunk of their own).
