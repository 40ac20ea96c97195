// German texts of the shell: header, navigation, footer, home and static pages (`shellChrome`), the sign-in forms
// (`shellForms`), the account menu, /unsubscribe and the notification centre.
import type { KitTexts } from '../texts.ts';

export const shellChrome: KitTexts['shellChrome'] = {
  login: 'Anmelden',
  brand: 'Momento',
  search: 'Suchen',
  myProfile: 'Mein Profil',
  logOut: 'Abmelden',
  nav: {
    home: 'Start',
    teamArtist: 'Team/Künstler',
    genre: 'Genre',
    venue: 'Veranstaltungsort',
    momentsInHistory: 'Historische Momente',
    collections: 'Sammlungen',
  },
  about: 'Über uns',
  termsAndConditions: 'AGB',
  privacyPolicy: 'Datenschutzerklärung',
  social: { facebook: 'Facebook', twitter: 'Twitter', instagram: 'Instagram', youtube: 'YouTube' },
  bannerTitle: 'Tickets und Erinnerungen an historische Momente',
  featuredTickets: 'Ausgewählte Tickets',
  popularEvents: 'Beliebte Veranstaltungen',
  popularTeamsArtists: 'Beliebte Teams / Künstler',
  sellWithUs: 'Verkaufe bei uns',
  signUpNow: 'Jetzt registrieren',
  notForSale: 'Nicht zu verkaufen',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  staticTitles: { termscondition: 'AGB', policy: 'Datenschutzerklärung', about: 'Über uns' },
  loading: 'Wird geladen',
  homeLink: 'Momento-Startseite',
  searchPlaceholder: 'Tickets, Veranstaltungen, Teams suchen',
  mainNavigation: 'Hauptmenü',
  accountMenu: 'Kontomenü',
  accountMenuNotLoaded:
    'Dieses Element konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  dialogNotLoaded:
    'Dieses Formular konnte nicht geöffnet werden. Prüfe deine Verbindung und versuche es erneut.',
  cart: 'Warenkorb',
  footerNavigation: 'Fußzeile',
  socialLinks: 'Soziale Medien',
  copyright: '© 2022 Momento. Alle Rechte vorbehalten.',
  bannerText:
    'Finde, verhandle und kaufe Eventtickets und Erinnerungsstücke aus Sport, Konzerten und historischen Momenten.',
  browseTickets: 'Tickets ansehen',
  popularSearches: 'Beliebte Suchen',
  sellWithUsText: 'Biete deine Tickets und Erinnerungsstücke an und erreiche Sammler auf der ganzen Welt.',
};

export const shellForms: KitTexts['shellForms'] = {
  email: 'E-Mail',
  password: 'Passwort',
  loginTitle: 'Anmelden',
  forgetPassword: 'Passwort vergessen?',
  createOne: 'Jetzt erstellen',
  registerTitle: 'Konto erstellen',
  name: 'Name',
  emailAddress: 'E-Mail-Adresse',
  confirmPassword: 'Passwort bestätigen',
  agreeJoin: 'und',
  signUp: 'Registrieren',
  alreadyUser: 'Schon registriert?',
  logIn: 'Anmelden',
  verificationTitle: 'E-Mail-Bestätigung',
  verificationThanks: 'Danke für deine Registrierung!',
  verificationSent: 'Wir haben dir einen Bestätigungslink an deine E-Mail-Adresse geschickt.',
  verificationClick: 'Bitte klicke auf den Link, um deine E-Mail-Adresse zu bestätigen.',
  verificationSpam:
    'Wenn du die E-Mail nicht in deinem Posteingang findest, sieh bitte in deinem Spam-Ordner nach.',
  backToLogin: 'Zurück zur Anmeldung',
  requestReset: 'Zurücksetzen anfordern',
  resetSentTitle: 'Link zum Zurücksetzen gesendet',
  resetSentText:
    'Wenn zu dieser E-Mail-Adresse ein Konto existiert, haben wir dir eine Anleitung zum Zurücksetzen deines Passworts geschickt.',
  verified: 'Deine E-Mail-Adresse wurde erfolgreich bestätigt',
  verificationFailed: 'E-Mail-Bestätigung fehlgeschlagen',
  backToHome: 'Zurück zur Startseite',
  changePassword: 'Passwort ändern',
  newPassword: 'Neues Passwort',
  profileTitle: 'Mein Profil',
  phone: 'Telefon',
  gateTitle: 'Website-Anmeldung',
  gateIntro:
    'Diese Website ist eine Vorschau. Melde dich mit den Zugangsdaten der Website an, um fortzufahren.',
  noAccount: 'Noch kein Konto?',
  agreePrefix: 'Mit deiner Registrierung akzeptierst du unsere',
  forgotTitle: 'Passwort vergessen',
  forgotIntro:
    'Gib die E-Mail-Adresse deines Kontos ein, und wir schicken dir einen Link zum Zurücksetzen deines Passworts.',
  verifying: 'Deine E-Mail-Adresse wird bestätigt',
  resetLinkInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig.',
  notGiven: 'Nicht angegeben',
  showPassword: 'Passwort anzeigen',
  showConfirmPassword: 'Bestätigtes Passwort anzeigen',
};

export const accountMenu: KitTexts['accountMenu'] = {
  operatorConsole: 'Betreiberkonsole',
};

export const unsubscribe: KitTexts['unsubscribe'] = {
  unsubscribing: 'Diese E-Mails werden abbestellt',
  unsubscribed: (kind: string) => `Du erhältst keine E-Mails mehr zu ${kind}.`,
  unsubscribeHint:
    'Du siehst weiterhin jede Benachrichtigung in der Benachrichtigungszentrale. Auf deiner Profilseite kannst du E-Mails wieder einschalten.',
  unsubscribeFailed: 'Dieser Abmeldelink ist ungültig.',
  emailPreferences: 'E-Mail-Einstellungen',
  kindWords: {
    orders: 'Bestellungen',
    offers: 'Angeboten',
    messages: 'Nachrichten',
    saved_searches: 'Treffern gespeicherter Suchen',
    price_drops: 'Preissenkungen',
  },
};

export const notificationCentre: KitTexts['notificationCentre'] = {
  bell: (count: string) => (count === '0' ? 'Benachrichtigungen' : `Benachrichtigungen, ${count} ungelesen`),
  title: 'Benachrichtigungen',
  markAllRead: 'Alle als gelesen markieren',
  empty:
    'Noch keine Benachrichtigungen. Wir sagen dir hier Bescheid, wenn sich bei deinen Bestellungen, Angeboten, Nachrichten und Meldungen etwas tut.',
  failed: 'Die Benachrichtigungen konnten nicht geladen werden.',
  loading: 'Benachrichtigungen werden geladen',
  today: 'Heute',
  yesterday: 'Gestern',
  unread: 'Ungelesen',
  messagesUnread: (count: string) => `Nachrichten, ${count} ungelesen`,
};
