import type { KitTexts } from '../texts.ts';

/** The embed snippet builder in German. */
export const embedSnippet: KitTexts['embedSnippet'] = {
  sellerTitle: 'Deine Angebote einbetten',
  sellerIntro:
    'Zeige deine Tickets auf deiner eigenen Website: Wähle das Widget und sein Aussehen, prüfe die Vorschau und kopiere dann das Snippet in deine Seite.',
  partnerTitle: (name: string) => `Einbetten für ${name}`,
  partnerIntro:
    'Erstelle das Snippet, das dieser Partner in seine Seiten kopiert: Seine Widgets tragen die Zuordnung zum Partner.',
  partnerOnly:
    'Das Widget lädt nur auf Websites, die Momento als Partner führt: Bitte uns, die Adresse deiner Website hinzuzufügen (zum Beispiel https://venue.example).',
  formLabel: 'Widget-Einstellungen',
  widget: 'Widget',
  widgetTicket: 'Ein Ticket',
  widgetTickets: 'Die Angebote eines Verkäufers',
  widgetOwnTickets: 'Deine Angebote',
  ticket: 'Ticket',
  ticketHint: 'Gib ein paar Buchstaben des Ticketnamens ein.',
  seller: 'Verkäufer',
  sellerHint: 'Gib ein paar Buchstaben des Namens oder der E-Mail-Adresse des Verkäufers ein.',
  searching: 'Suche läuft …',
  noTickets: 'Kein Ticket im Verkauf passt',
  noSellers: 'Kein Verkäufer passt',
  searchFailed: 'Die Suche ist fehlgeschlagen. Versuche es erneut.',
  limit: 'Wie viele Angebote',
  actions: 'Was Besucher tun können',
  actionLabels: {
    offer: 'Angebot machen',
    message: 'Verkäufer kontaktieren',
    buy: 'In den Warenkorb und Jetzt kaufen',
    watch: 'Beobachten',
  },
  noActions:
    'Ohne Auswahl ist das Widget eine Karte, deren Kaufen-Schaltfläche das Ticket auf Momento öffnet.',
  look: 'Aussehen',
  mode: 'Farben',
  modeLabels: { light: 'Hell', dark: 'Dunkel' },
  ownAccent: 'Eigene Akzentfarbe',
  accent: 'Akzentfarbe',
  radius: 'Ecken',
  font: 'Schrift',
  themeDefault: 'Wie bei Momento',
  radiusLabels: { square: 'Eckig', slightlyRounded: 'Leicht abgerundet', rounded: 'Abgerundet' },
  fontLabels: { sans: 'Serifenlose Systemschrift', serif: 'Serifenschrift', monospace: 'Festbreitenschrift' },
  preview: 'Vorschau',
  previewFrame: 'Vorschau des Widgets',
  previewNote: 'Die Vorschau führt das Snippet unten aus, genau wie deine Seite.',
  needsTicket: 'Wähle ein Ticket, um die Vorschau und das Snippet zu sehen.',
  needsSeller: 'Wähle einen Verkäufer, um die Vorschau und das Snippet zu sehen.',
  snippet: 'Snippet',
  copy: 'Snippet kopieren',
  copied: 'Kopiert',
  copyByHand: 'Das Snippet ist markiert: Drücke Strg+C (⌘C auf dem Mac), um es zu kopieren.',
  noListings:
    'Du hast noch keine Tickets im Verkauf. Stelle eines unter Meine Tickets ein und komm dann zurück, um es einzubetten.',
  notSeller:
    'Nur Verkäufer können ihre Angebote auf der eigenen Website einbetten. Registriere dich zuerst als Verkäufer:',
  becomeSeller: 'Verkäufer werden',
  partnerMissing: 'Diesen Partner gibt es nicht (er wurde vielleicht entfernt).',
};
