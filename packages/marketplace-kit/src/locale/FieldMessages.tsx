import { FieldMessageProvider, type FieldMessageTranslator } from '@momento/ui';
import { useMemo, type ReactNode } from 'react';
import { englishValidationTexts } from './englishValidation.ts';
import { useLocaleMessages } from './LocaleContext.tsx';
import { translateText } from './texts.ts';

/**
 * Shows the forms' validation messages in the provider's language. The forms validate in English (the validators are
 * plain functions, shared with the tests); every field of `@momento/ui` hands its error message to the translator given
 * here, which finds the message's id by its English text and shows the `validation` area's text for that id. Without
 * `validation` texts in the provider there is no translator and the fields show the messages as given.
 */
export function FieldMessages({ children }: { children: ReactNode }) {
  const messages = useLocaleMessages();
  const hasTexts = messages?.validation !== undefined;
  const translate = useMemo<FieldMessageTranslator | undefined>(
    () =>
      hasTexts
        ? (message) => {
            const english = englishValidationTexts();
            return english ? translateText(messages, 'validation', english, message) : message;
          }
        : undefined,
    [messages, hasTexts],
  );
  return <FieldMessageProvider value={translate}>{children}</FieldMessageProvider>;
}
