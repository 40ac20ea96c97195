// The offer state machine tested as a model (fast-check commands): random sequences of edit, counter, accept,
// reject, cancel, add-to-cart, expire and sell-elsewhere by both sides run against the real server, and after every
// step the server's thread must equal the model's (status, number of entries, who made the latest, its price, whether
// its answer was automatic), while every step the model refuses must be refused (409) and change nothing. The
// ticket has automatic answers, so a buyer's price at or above AUTO_ACCEPT is accepted at once and one below
// AUTO_DECLINE rejected at once.
import { OFFER_BUYER_ROUNDS } from '@momento/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOffer, ok, paidOrder, startWorld, type Person, type World } from '../world.ts';

let w: World;
let seller: Person;

beforeAll(async () => {
  // The model's one seller counters hundreds of times a minute across the runs, far beyond what a person does: the
  // offer abuse limits (tested on their own in abuse-limits.test.ts) are off here, so every refusal is the model's.
  w = await startWorld({ env: { LIMIT_OFFERS_PER_USER: '0', LIMIT_OFFERS_PER_ADDRESS: '0' } });
  seller = await w.person({ seller: true, name: 'Model Seller' });
});
afterAll(async () => {
  await w?.close();
});

const OFFERS = '/user/offers/offers.php';

type Side = 'buyer' | 'seller';
type Status =
  'OPEN' | 'ACCEPTED_BUYER' | 'ACCEPTED_SELLER' | 'REJECTED' | 'CANCELLED' | 'CART' | 'DROPPED' | 'EXPIRED';
interface Model {
  status: Status;
  entries: number;
  latestBy: Side;
  price: number;
  buyerRounds: number;
  ticketSold: boolean;
  /** The latest entry's status came from the ticket's automatic answers. */
  automatic: boolean;
}
interface Real {
  offerNo: string;
  ticket: number;
  buyer: Person;
  /** A third person who may buy the ticket elsewhere. */
  rival: Person;
}

const person = (real: Real, side: Side) => (side === 'buyer' ? real.buyer : seller);

async function latestId(real: Real): Promise<number> {
  const offer = ok(await w.call('GET', `${OFFERS}?offer_no=${real.offerNo}`, { token: real.buyer.token }));
  return (offer.counter_offers.at(-1) ?? offer).offer_id as number;
}

/** The server's thread equals the model. */
async function expectSame(model: Model, real: Real): Promise<void> {
  const offer = ok(await w.call('GET', `${OFFERS}?offer_no=${real.offerNo}`, { token: real.buyer.token }));
  const latest = offer.counter_offers.at(-1) ?? offer;
  expect(offer.offer_status).toBe(model.status);
  expect(1 + offer.counter_offers.length).toBe(model.entries);
  expect(latest.created_by.id).toBe(model.latestBy === 'buyer' ? real.buyer.id : seller.id);
  expect(Number(latest.offer_price.value)).toBe(model.price);
  expect(latest.answered_automatically).toBe(model.automatic);
}

/** The ticket's automatic answers (dollars): the model's prices run from 1 to 500. */
const AUTO_ACCEPT = 450;
const AUTO_DECLINE = 20;

/** A buyer's new price meets the ticket's automatic answers. */
function answerAutomatically(model: Model, side: Side): void {
  if (side !== 'buyer') return;
  const answer =
    model.price >= AUTO_ACCEPT ? 'ACCEPTED_SELLER' : model.price < AUTO_DECLINE ? 'REJECTED' : null;
  if (answer) {
    model.status = answer;
    model.automatic = true;
  }
}

/** Runs a step; when the model allows it the server must accept it, otherwise refuse it with 409. */
async function step(
  model: Model,
  real: Real,
  allowed: boolean,
  send: () => Promise<{ status: number }>,
  apply: () => void,
) {
  const reply = await send();
  if (allowed) {
    expect(reply.status).toBeLessThan(300);
    apply();
  } else {
    expect(reply.status).toBe(409);
  }
  await expectSame(model, real);
}

class Edit implements fc.AsyncCommand<Model, Real> {
  readonly side: Side;
  readonly price: number;
  constructor(side: Side, price: number) {
    this.side = side;
    this.price = price;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const allowed = model.status === 'OPEN' && model.latestBy === this.side;
    const body = {
      offer_no: real.offerNo,
      offer_id: await latestId(real),
      offer_price: this.price,
      offer_items: [{ product_id: real.ticket, product_listing_name: 'x' }],
    };
    // An edit the table refuses is a 403 (another's entry) or a 409 (not open): both leave the thread as it was.
    const reply = await w.call('PUT', OFFERS, { token: person(real, this.side).token, body });
    if (allowed) {
      expect(reply.status).toBe(200);
      model.price = this.price;
      answerAutomatically(model, this.side);
    } else expect([403, 409]).toContain(reply.status);
    await expectSame(model, real);
  }
  toString = () => `Edit(${this.side}, ${this.price})`;
}

class Counter implements fc.AsyncCommand<Model, Real> {
  readonly side: Side;
  readonly price: number;
  constructor(side: Side, price: number) {
    this.side = side;
    this.price = price;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const roundsLeft = this.side === 'seller' || model.buyerRounds < OFFER_BUYER_ROUNDS;
    const allowed = model.status === 'OPEN' && model.latestBy !== this.side && roundsLeft;
    const body = {
      offer_type: 'COUNTER_OFFER',
      offer_no: real.offerNo,
      offer_price: this.price,
      offer_items: [{ product_id: real.ticket, product_listing_name: 'x' }],
    };
    await step(
      model,
      real,
      allowed,
      () => w.call('POST', OFFERS, { token: person(real, this.side).token, body }),
      () => {
        model.entries += 1;
        model.latestBy = this.side;
        model.price = this.price;
        model.automatic = false;
        if (this.side === 'buyer') model.buyerRounds += 1;
        answerAutomatically(model, this.side);
      },
    );
  }
  toString = () => `Counter(${this.side}, ${this.price})`;
}

class SetStatus implements fc.AsyncCommand<Model, Real> {
  readonly side: Side;
  readonly action: 'ACCEPT' | 'REJECT' | 'CANCEL';
  constructor(side: Side, action: 'ACCEPT' | 'REJECT' | 'CANCEL') {
    this.side = side;
    this.action = action;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const fromOther = model.latestBy !== this.side;
    let result: Status | null = null;
    if (this.side === 'seller') {
      if (model.status === 'OPEN' && fromOther && this.action === 'ACCEPT') result = 'ACCEPTED_SELLER';
      if (model.status === 'OPEN' && fromOther && this.action === 'REJECT') result = 'REJECTED';
      if (model.status === 'ACCEPTED_BUYER' && this.action === 'ACCEPT') result = 'ACCEPTED_SELLER';
      if (model.status === 'ACCEPTED_SELLER' && this.action === 'CANCEL') result = 'CANCELLED';
    } else if (model.status === 'OPEN' && fromOther && this.action === 'ACCEPT') result = 'ACCEPTED_BUYER';
    const body = { offer_no: real.offerNo, offer_id: await latestId(real), status: this.action };
    await step(
      model,
      real,
      result !== null,
      () => w.call('PUT', `${OFFERS}?action=set_status`, { token: person(real, this.side).token, body }),
      () => {
        model.status = result as Status;
        model.automatic = false;
      },
    );
  }
  toString = () => `SetStatus(${this.side}, ${this.action})`;
}

class AddToCart implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const body = { type: 'OFFER', offer: { offer_no: real.offerNo, offer_id: await latestId(real) } };
    const reply = await w.call('PUT', '/user/cart.php', { token: real.buyer.token, body });
    if (model.status === 'ACCEPTED_SELLER') {
      expect(reply.status).toBe(200);
      model.status = 'CART';
    } else expect(reply.status).toBeGreaterThanOrEqual(400);
    await expectSame(model, real);
  }
  toString = () => 'AddToCart(buyer)';
}

class SellElsewhere implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => !model.ticketSold;
  async run(model: Model, real: Real) {
    // Held by an accepted offer or a cart, the ticket cannot be bought by anyone else.
    const held = model.status === 'ACCEPTED_SELLER' || model.status === 'CART';
    if (held) {
      const refused = await w.call('PUT', '/user/cart.php', {
        token: real.rival.token,
        body: { type: 'BUY', product_id: real.ticket },
      });
      expect(refused.status).toBe(409);
    } else {
      await paidOrder(w, real.rival, [real.ticket]);
      model.ticketSold = true;
      if (model.status === 'OPEN' || model.status === 'ACCEPTED_BUYER') model.status = 'DROPPED';
    }
    await expectSame(model, real);
  }
  toString = () => 'SellElsewhere';
}

class Expire implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    // Two days pass without an answer: the latest entry is aged past the expiry; an open offer expires on the next read.
    await w.db
      .updateTable('offer_entries')
      .set({ created_at: new Date(Date.now() - 49 * 3_600_000) })
      .where('is_latest', '=', true)
      .where('offer_id', 'in', w.db.selectFrom('offers').select('id').where('offer_no', '=', real.offerNo))
      .execute();
    if (model.status === 'OPEN') model.status = 'EXPIRED';
    await expectSame(model, real);
  }
  toString = () => 'Expire';
}

const side = fc.constantFrom<Side>('buyer', 'seller');
const price = fc.integer({ min: 1, max: 500 });
// Weighted so that negotiations get deep (counters and status changes) before a sale elsewhere ends them.
const commands = [
  fc.oneof(
    { weight: 2, arbitrary: fc.tuple(side, price).map(([who, amount]) => new Edit(who, amount)) },
    { weight: 4, arbitrary: fc.tuple(side, price).map(([who, amount]) => new Counter(who, amount)) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(side, fc.constantFrom<'ACCEPT' | 'REJECT' | 'CANCEL'>('ACCEPT', 'REJECT', 'CANCEL'))
        .map(([who, action]) => new SetStatus(who, action)),
    },
    { weight: 1, arbitrary: fc.constant(new AddToCart()) },
    { weight: 1, arbitrary: fc.constant(new SellElsewhere()) },
    { weight: 1, arbitrary: fc.constant(new Expire()) },
  ),
];

describe('the offer state machine as a model', () => {
  it('keeps the server equal to the model over random negotiations, and refused steps change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 15 }), async (cmds) => {
        const [buyer, rival] = [await w.person(), await w.person()];
        const ticket = await w.ticket(seller.id, { price: 50_001 });
        await w.db
          .updateTable('tickets')
          .set({ auto_accept_cents: AUTO_ACCEPT * 100, auto_decline_cents: AUTO_DECLINE * 100 })
          .where('id', '=', ticket)
          .execute();
        const offer = await makeOffer(w, buyer, seller.id, ticket, 100);
        const model: Model = {
          status: 'OPEN',
          entries: 1,
          latestBy: 'buyer',
          price: 100,
          buyerRounds: 1,
          ticketSold: false,
          automatic: false,
        };
        await fc.asyncModelRun(
          () => ({ model, real: { offerNo: offer.offer_no, ticket, buyer, rival } }),
          cmds,
        );
      }),
      {
        numRuns: 60,
        // Every row of the table, with the steps it refuses, on every run; the random runs explore around them.
        examples: [
          [
            [
              new SetStatus('buyer', 'ACCEPT'),
              new SetStatus('buyer', 'CANCEL'),
              new Edit('seller', 90),
              new SetStatus('seller', 'REJECT'),
              new AddToCart(),
            ],
          ],
          [
            [
              new Counter('seller', 150),
              new SetStatus('seller', 'ACCEPT'),
              new SetStatus('buyer', 'ACCEPT'),
              new SetStatus('buyer', 'CANCEL'),
              new SetStatus('buyer', 'REJECT'),
              new SetStatus('seller', 'ACCEPT'),
              new AddToCart(),
              new SetStatus('seller', 'CANCEL'),
            ],
          ],
          [
            [
              new Edit('buyer', 120),
              new SetStatus('seller', 'ACCEPT'),
              new SellElsewhere(),
              new SetStatus('buyer', 'ACCEPT'),
              new SetStatus('seller', 'CANCEL'),
              new AddToCart(),
            ],
          ],
          [
            [
              new Counter('seller', 150),
              new Counter('buyer', 120),
              new Counter('seller', 140),
              new Counter('buyer', 130),
              new Counter('seller', 135),
              new Counter('buyer', 133),
              new SetStatus('buyer', 'ACCEPT'),
            ],
          ],
          [
            [
              new Counter('seller', 150),
              new SetStatus('buyer', 'ACCEPT'),
              new SellElsewhere(),
              new SetStatus('seller', 'ACCEPT'),
            ],
          ],
          [
            [
              new Counter('seller', 150),
              new Expire(),
              new SetStatus('buyer', 'ACCEPT'),
              new Counter('buyer', 120),
              new Edit('seller', 140),
            ],
          ],
          // Automatic answers: an edit up to the auto-accept price, then the seller cancels; a counter below the floor.
          [[new Edit('buyer', 450), new SetStatus('seller', 'ACCEPT'), new AddToCart(), new SellElsewhere()]],
          [[new Edit('buyer', 460), new SetStatus('seller', 'CANCEL'), new SetStatus('buyer', 'ACCEPT')]],
          [
            [
              new Counter('seller', 300),
              new Counter('buyer', 19),
              new SetStatus('seller', 'ACCEPT'),
              new Counter('seller', 200),
            ],
          ],
          [[new Counter('seller', 10), new Counter('buyer', 450), new SetStatus('buyer', 'ACCEPT')]],
        ],
      },
    );
  }, 240_000);
});
