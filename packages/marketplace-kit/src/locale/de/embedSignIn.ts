import type { KitTexts } from '../texts.ts';

/** The partner sign-in window in German. */
export const embedSignIn: KitTexts['embedSignIn'] = {
  title: 'Mit Momento anmelden',
  loginIntro: (host: string) => `Melde dich an, um dein Momento-Konto auf ${host} zu nutzen.`,
  consent: (host: string) =>
    `${host} möchte dein Momento-Konto nutzen, um Angebote zu machen, Nachrichten zu senden und Tickets in deinen Warenkorb zu legen.`,
  continueAs: (firstName: string) => `Weiter als ${firstName}`,
  useAnotherAccount: 'Anderes Konto verwenden',
  cancel: 'Abbrechen',
  connecting: (host: string) => `Verbindung zu ${host} wird hergestellt …`,
  checking: 'Dein Konto wird geprüft …',
  granting: (host: string) => `Du wirst auf ${host} angemeldet …`,
  done: (host: string) => `Du bist auf ${host} angemeldet. Du kannst dieses Fenster schließen.`,
  lost: 'Die Seite des Partners hat nicht geantwortet. Schließe dieses Fenster und starte die Anmeldung auf dieser Seite erneut.',
  invalid:
    'Dieses Fenster meldet dich auf der Seite eines Partners an. Öffne es über die Schaltfläche „Anmelden“ auf dieser Seite.',
  grantFailed: 'Die Anmeldung konnte nicht abgeschlossen werden.',
  tryAgain: 'Erneut versuchen',
  closeWindow: 'Fenster schließen',
};
