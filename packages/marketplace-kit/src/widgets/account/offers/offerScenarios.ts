// Arrangements of the mock API for the offers part's stories and tests: offers between the seeded buyer (Ada, 1)
// and seller (Grace, 2) for every row of the offer action table (docs/rules/offers.md), and after it (CART, rejected).
import type { Offer, OfferEntry, OfferStatus } from '@momento/contract';
import { buildOffer, buildOfferEntry, buildParty, usd, type MockDb } from '#mocks/index.ts';
import { BUYER_ID, SELLER_ID } from '../../purchase/purchaseScenarios.ts';

const ada = buildParty({ id: BUYER_ID, name: 'Ada Lovelace' });
const grace = buildParty({ id: SELLER_ID, name: 'Grace Hopper' });

/** One offer: the first entry by the buyer, then counters alternating sides; the last carries `status`. */
export function demoOffer(
  no: number,
  status: OfferStatus,
  steps: ReadonlyArray<{ by: 'buyer' | 'seller'; price: number; message?: string }>,
  { expiresInMinutes = 24 * 60, automatic = false }: { expiresInMinutes?: number; automatic?: boolean } = {},
): Offer {
  const offerNo = `OF-2026-${String(no).padStart(6, '0')}`;
  const entries: OfferEntry[] = steps.map((step, index) =>
    buildOfferEntry({
      offer_no: offerNo,
      offer_id: no * 10 + index,
      offer_type: index === 0 ? 'OFFER' : 'COUNTER_OFFER',
      offer_status: index === steps.length - 1 ? status : 'OPEN',
      offer_price: usd(step.price),
      offer_message: step.message ?? null,
      created_by: step.by === 'buyer' ? ada : grace,
      created_at: new Date(Date.parse('2026-11-20T10:00:00.000Z') + index * 3_600_000).toISOString(),
      // The ticket's automatic answers gave the last entry its status.
      answered_automatically: automatic && index === steps.length - 1,
    }),
  );
  const [first, ...counters] = entries;
  // An open offer's clock runs from now, so the mock (which expires offers by the real clock) keeps it open.
  const expires_at =
    status === 'OPEN' ? new Date(Date.now() + expiresInMinutes * 60_000).toISOString() : null;
  return buildOffer({ ...first, offer_status: status, counter_offers: counters, expires_at });
}

/** Every row of the action table, by name. */
export const OFFER_ROWS = {
  openByBuyer: demoOffer(1, 'OPEN', [
    { by: 'buyer', price: 400, message: 'Would you take 400 for the stub?' },
  ]),
  openBySeller: demoOffer(2, 'OPEN', [
    { by: 'buyer', price: 380, message: 'Would 380 work?' },
    { by: 'seller', price: 430, message: 'I can do 430.' },
  ]),
  acceptedByBuyer: demoOffer(3, 'ACCEPTED_BUYER', [
    { by: 'buyer', price: 390 },
    { by: 'seller', price: 420 },
  ]),
  acceptedBySeller: demoOffer(4, 'ACCEPTED_SELLER', [
    { by: 'buyer', price: 440, message: 'Happy to buy at this price.' },
  ]),
  threeSteps: demoOffer(5, 'OPEN', [
    { by: 'buyer', price: 350, message: 'An offer for the stub.' },
    { by: 'seller', price: 440, message: 'Closer to the listing price, please.' },
    { by: 'buyer', price: 400, message: 'Meet in the middle?' },
  ]),
  inCart: demoOffer(6, 'CART', [{ by: 'buyer', price: 420 }]),
  lastRound: demoOffer(8, 'OPEN', [
    { by: 'buyer', price: 350 },
    { by: 'seller', price: 440 },
    { by: 'buyer', price: 380 },
    { by: 'seller', price: 430, message: 'My last word: 430.' },
  ]),
  noRoundsLeft: demoOffer(9, 'OPEN', [
    { by: 'buyer', price: 350 },
    { by: 'seller', price: 440 },
    { by: 'buyer', price: 380 },
    { by: 'seller', price: 430 },
    { by: 'buyer', price: 400 },
    { by: 'seller', price: 420 },
  ]),
  dropped: demoOffer(10, 'DROPPED', [{ by: 'buyer', price: 300 }]),
  aboutToExpire: demoOffer(11, 'OPEN', [{ by: 'buyer', price: 410, message: 'Still interested?' }], {
    expiresInMinutes: 4,
  }),
  expired: demoOffer(12, 'EXPIRED', [{ by: 'buyer', price: 300 }]),
  autoAccepted: demoOffer(13, 'ACCEPTED_SELLER', [{ by: 'buyer', price: 445, message: 'Is 445 enough?' }], {
    automatic: true,
  }),
  autoDeclined: demoOffer(14, 'REJECTED', [{ by: 'buyer', price: 150, message: 'Would you take 150?' }], {
    automatic: true,
  }),
  rejected: demoOffer(7, 'REJECTED', [{ by: 'buyer', price: 100 }]),
} as const;

/** The offers in the mock, newest first. */
export function seedOffers(db: MockDb, offers: readonly Offer[] = Object.values(OFFER_ROWS)) {
  db.offers = [...offers].reverse();
}
