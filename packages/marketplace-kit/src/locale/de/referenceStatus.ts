import type { KitTexts } from '../texts.ts';

/** The ticket form's approval note in German. */
export const referenceStatus: KitTexts['referenceStatus'] = {
  label: 'Freigabe deiner Veranstaltung und deines Veranstaltungsorts',
  event: 'Veranstaltung',
  venue: 'Veranstaltungsort',
  status: { INQUEUE: 'Wartet auf Freigabe', APPROVED: 'Freigegeben', REJECTED: 'Abgelehnt' },
  reason: (reason: string) => `Grund: ${reason}`,
};
