/**
 * The English validation messages, as the fields' translator finds them. The forms' validators return English messages
 * of validation/texts.ts, which hands its messages over here when it loads: a message a field shows can only come
 * from that module once it has loaded, so the translator needs no import of its own (which would put every English
 * message into the entry chunk, or split the chunks a widget loads up front). The texts are constants: every provider
 * reads the same.
 */
let englishValidation: Readonly<Record<string, string>> | undefined;

/** Called once by validation/texts.ts with its messages (this module imports nothing, so no import circle). */
export function provideEnglishValidationTexts(messages: Readonly<Record<string, string>>): void {
  englishValidation = messages;
}

/** The English validation messages, once a form's validators have loaded; undefined before. */
export function englishValidationTexts(): Readonly<Record<string, string>> | undefined {
  return englishValidation;
}
