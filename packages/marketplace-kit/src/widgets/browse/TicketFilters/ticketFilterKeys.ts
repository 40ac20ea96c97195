/**
 * The filter fields of /tickets, keyed by their query parameter. In a module of its own
 * so the search can read them without loading the (lazily loaded) filter form.
 */
export const ticketFilterKeys = [
  'date',
  'sub_genre',
  'event',
  'venue',
  'team',
  'artist',
  'section',
  'row',
  'face_price',
  'seat',
  'price',
] as const;
export type TicketFilterKey = (typeof ticketFilterKeys)[number];
export type TicketFilterValues = Record<TicketFilterKey, string>;
