// German texts of `@momento/ui`'s components (`ui`): the names of their buttons, their status texts and placeholders,
// which a component shows when the widget gives none of its own (a pending button's 'Loading', a dialog's 'Close').
import type { KitTexts } from '../texts.ts';

export const ui: KitTexts['ui'] = {
  loading: 'Wird geladen',
  close: 'Schließen',
  dismiss: 'Ausblenden',
  notifications: 'Benachrichtigungen',
  previous: 'Zurück',
  next: 'Weiter',
  slide: (n, total) => `${n} von ${total}`,
  zoomImage: 'Bild vergrößern',
  thumbnails: 'Miniaturansichten',
  showImage: (n, total) => `Bild ${n} von ${total} anzeigen`,
  previousImage: 'Vorheriges Bild',
  nextImage: 'Nächstes Bild',
  loadMore: 'Mehr laden',
  tryAgain: 'Erneut versuchen',
  searching: 'Wird geladen…',
  noResults: 'Keine Treffer',
  optionsFailed: 'Die Optionen konnten nicht geladen werden',
  showSuggestions: 'Vorschläge anzeigen',
  hideSuggestions: 'Vorschläge ausblenden',
  selectOption: 'Bitte auswählen',
  showPassword: 'Passwort anzeigen',
  yes: 'Ja',
  no: 'Nein',
  chooseDate: 'Datum wählen',
  emptySegment: 'Leer',
  newTab: '(öffnet in einem neuen Tab)',
  stars: (n) => (n === 1 ? '1 Stern' : `${n} Sterne`),
  chooseFile: 'Datei auswählen',
  chooseFiles: 'Dateien auswählen',
  dropFile: 'oder hierher ziehen',
  dropFiles: 'oder hierher ziehen',
  removeFile: (fileName) => `${fileName} entfernen`,
  fileType: (fileName) => `${fileName} hat keinen zulässigen Dateityp`,
  fileCount: (maxFiles) =>
    maxFiles === 1
      ? 'Sie können nur eine Datei hinzufügen'
      : `Sie können bis zu ${maxFiles} Dateien hinzufügen`,
  fileTooLarge: (fileName, maxSize) => `${fileName} ist größer als ${maxSize}`,
};
