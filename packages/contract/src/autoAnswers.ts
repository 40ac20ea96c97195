// Automatic answers to offers (ours; zod-free, so the ticket form checks what the server checks): a seller may set,
// per ticket, an auto-accept price and an auto-decline price. Buyers never see them. Amounts are in cents.

export const AUTO_ANSWER_TEXTS = {
  acceptInvalid: 'Please enter valid auto-accept price.',
  declineInvalid: 'Please enter valid auto-decline price.',
  acceptBelowPrice: 'The auto-accept price must be below the ticket price.',
  declineBelowPrice: 'The auto-decline price must be below the ticket price.',
  declineBelowAccept: 'The auto-decline price must be below the auto-accept price.',
} as const;

/**
 * The first broken rule of a ticket's automatic answers, or null: each is below the ticket price, and the
 * auto-decline price is below the auto-accept price. Either may be absent (null).
 */
export function autoAnswerProblem(
  priceCents: number,
  acceptCents: number | null,
  declineCents: number | null,
): string | null {
  if (acceptCents !== null && acceptCents >= priceCents) return AUTO_ANSWER_TEXTS.acceptBelowPrice;
  if (declineCents !== null && declineCents >= priceCents) return AUTO_ANSWER_TEXTS.declineBelowPrice;
  if (acceptCents !== null && declineCents !== null && declineCents >= acceptCents)
    return AUTO_ANSWER_TEXTS.declineBelowAccept;
  return null;
}

/** One offered ticket's settings, in cents (null: not set). */
export interface AutoAnswerPrices {
  accept: number | null;
  decline: number | null;
}

/**
 * The seller's automatic answer to a buyer's offer for these tickets at `offerCents`: ACCEPTED_SELLER when every
 * ticket has an auto-accept price and the offer reaches their sum; REJECTED when the offer is below the sum of the
 * auto-decline prices that are set (so it cannot cover the floor the seller named for one of them); otherwise null,
 * and the seller answers in person.
 */
export function automaticAnswer(
  offerCents: number,
  tickets: readonly AutoAnswerPrices[],
): 'ACCEPTED_SELLER' | 'REJECTED' | null {
  if (!tickets.length) return null;
  if (tickets.every((ticket) => ticket.accept !== null)) {
    const accept = tickets.reduce((sum, ticket) => sum + (ticket.accept ?? 0), 0);
    if (offerCents >= accept) return 'ACCEPTED_SELLER';
  }
  const floor = tickets.reduce((sum, ticket) => sum + (ticket.decline ?? 0), 0);
  if (floor > 0 && offerCents < floor) return 'REJECTED';
  return null;
}

/** @deprecated use AUTO_ANSWER_TEXTS. */
export const AUTO_ANSWER_MESSAGES = AUTO_ANSWER_TEXTS;
