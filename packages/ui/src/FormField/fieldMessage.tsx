import { createContext, useContext, type ReactNode } from 'react';

/**
 * Translates a field's error message as the fields show it: a function from the message as the form hands it over
 * (a string) to the text to show. A message it does not know comes back as it was.
 */
export type FieldMessageTranslator = (message: string) => string;

const FieldMessageContext = createContext<FieldMessageTranslator | undefined>(undefined);

/**
 * Gives every field below it a translator for its error messages (a form validates in one language, the fields show
 * the message in the page's). Without one a field shows its `errorMessage` as given.
 */
export const FieldMessageProvider = FieldMessageContext.Provider;

/** `message` as a field shows it: a string through the nearest translator, anything else unchanged. */
export function useFieldMessage(message: ReactNode): ReactNode {
  const translate = useContext(FieldMessageContext);
  return translate && typeof message === 'string' ? translate(message) : message;
}
