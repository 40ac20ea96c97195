import type { KitTexts } from '../texts.ts';

/** Delete account in German. */
export const deleteAccount: KitTexts['deleteAccount'] = {
  title: 'Konto löschen',
  password: 'Passwort',
  submit: 'Konto löschen',
  cancel: 'Abbrechen',
  refusedTitle: 'Offene Bestellungen vorhanden',
  explanation:
    'Wenn du dein Konto löschst, werden dein Profil, deine Adressen, Angebote und Sammlungen entfernt. Ein Konto mit laufenden Bestellungen oder angenommenen Angeboten kann nicht gelöscht werden.',
  confirmTitle: 'Dein Konto löschen?',
  confirmMessage:
    'Das kann nicht rückgängig gemacht werden. Du wirst abgemeldet und kannst dich mit diesem Konto nicht mehr anmelden.',
  confirm: 'Löschen',
};
