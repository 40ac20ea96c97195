// Ticket inventory statuses (see docs/rules/statuses.md): their spec labels, badge tones and the groups My Tickets uses.
// A module of their own, re-exported by statuses.ts, so that a bundle carries them only where a screen uses them.
import type { Tone } from './tone.ts';

export const TICKET_STATUSES = [
  'SELL',
  'INACTIVE',
  'SOLD',
  'OWNED',
  'OFFER',
  'CART',
  'IN_CHECK_OUT',
  'IN_ORDER',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  SELL: 'IN SELL LISTING',
  INACTIVE: 'SELLER INACTIVE',
  SOLD: 'SOLD',
  OWNED: 'OWNED',
  OFFER: 'ADDED TO ACCEPTED OFFER',
  CART: 'ADDED TO CART',
  IN_CHECK_OUT: 'ADDED TO CART',
  IN_ORDER: 'ADDED TO ORDER',
};

/** The spec gives "a success group, one danger, four info"; this split of the eight statuses is ours. */
export const TICKET_STATUS_TONES: Readonly<Record<TicketStatus, Tone>> = {
  SELL: 'success',
  SOLD: 'success',
  OWNED: 'success',
  INACTIVE: 'danger',
  OFFER: 'info',
  CART: 'info',
  IN_CHECK_OUT: 'info',
  IN_ORDER: 'info',
};

/** 'Move To Sell' is offered in "the first group of statuses" (names not shown): an owned, show-only ticket (ours). */
export const TICKET_MOVE_TO_SELL_STATUSES = ['OWNED'] as const satisfies readonly TicketStatus[];

/** The "six terminal or locked states" in which Edit and Delete are not offered (names not shown: ours). */
export const TICKET_LOCKED_STATUSES = [
  'INACTIVE',
  'SOLD',
  'OFFER',
  'CART',
  'IN_CHECK_OUT',
  'IN_ORDER',
] as const satisfies readonly TicketStatus[];

/**
 * A ticket's resting status: where it returns when nothing holds it (a reservation, an offer, an order ends) and
 * where it starts: listed for sale when its seller sells it, shown only (owned) when not. The API's SQL writes it from
 * this function (apps/api/src/domain/reservations.ts, restingStatusSql); the kit's mock server calls it directly.
 */
export function restingStatus(isSale: boolean): Extract<TicketStatus, 'SELL' | 'OWNED'> {
  return isSale ? 'SELL' : 'OWNED';
}
