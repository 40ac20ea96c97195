import { EMBED_ALLOWANCE_DAYS } from '@momento/contract/routes';
import type { KitTexts } from '../texts.ts';

/** The profile's partner sites in German. */
export const connectedSites: KitTexts['connectedSites'] = {
  title: 'Partnerseiten',
  intro: `Seiten, die Momento-Tickets zeigen, können dich dort Angebote machen, Nachrichten senden und deinen Warenkorb füllen lassen, sobald du es ihnen erlaubst. Jede Erlaubnis gilt ${EMBED_ALLOWANCE_DAYS} Tage; widerrufst du sie, meldet dich die Seite sofort ab.`,
  empty: 'Keine Partnerseite kann dein Konto nutzen.',
  loading: 'Deine Partnerseiten werden geladen',
  failed: 'Deine Partnerseiten konnten nicht geladen werden. Lade die Seite neu, um es erneut zu versuchen.',
  allowedOn: 'Erlaubt am',
  until: 'bis',
  revoke: 'Widerrufen',
  revokeSite: (origin: string) => `${origin} widerrufen`,
  confirmTitle: (origin: string) => `${origin} widerrufen?`,
  confirmMessage:
    'Diese Seite kann dein Momento-Konto nicht mehr nutzen, und ihre Widgets melden dich sofort ab. Meldest du dich dort erneut an, fragt Momento dich zuerst.',
  cancel: 'Abbrechen',
  revoked: (origin: string) => `${origin} kann dein Konto nicht mehr nutzen.`,
  revokeFailed: 'Die Seite konnte nicht widerrufen werden. Versuche es erneut.',
};
