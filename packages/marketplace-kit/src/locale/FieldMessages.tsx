import { FieldMessageProvider, type FieldMessageTranslator } from '@momento/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocaleMessages } from './LocaleContext.tsx';
import { translateText } from './messages.ts';
import type { validationMessages } from '../validation/messages.ts';

type EnglishValidation = typeof validationMessages;

/**
 * Shows the forms' validation messages in the provider's language. The forms validate in English (the validators are
 * plain functions, shared with the tests); every field of `@momento/ui` hands its error message to the translator given
 * here, which finds the message's id by its English text and shows the `validation` area's text for that id.
 *
 * The English messages load only when the provider has texts for that area, and then apart from the entry (a form
 * that validates has loaded them already): a site in English carries none of this.
 */
export function FieldMessages({ children }: { children: ReactNode }) {
  const messages = useLocaleMessages();
  const overrides = messages?.validation;
  const [english, setEnglish] = useState<EnglishValidation>();
  useEffect(() => {
    if (!overrides || english) return;
    let live = true;
    void import('../validation/messages.ts').then((module) => {
      if (live) setEnglish(module.validationMessages);
    });
    return () => {
      live = false;
    };
  }, [overrides, english]);
  const translate = useMemo<FieldMessageTranslator | undefined>(
    () => (overrides && english ? (message) => translateText(messages, 'validation', english, message) : undefined),
    [messages, overrides, english],
  );
  return <FieldMessageProvider value={translate}>{children}</FieldMessageProvider>;
}
