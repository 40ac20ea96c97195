import type { Collection, Ticket } from '@momento/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, startWorld, ticketFormBody, type Person, type World } from '../world.ts';

// What the public reads show and what they leave out (docs/rules/visibility.md): an admin's rejection reason is
// read by the item's creator and the admins only; a deactivated seller's tickets and collections vanish, and a
// collection counts only the tickets a buyer can open; an empty order number is a validation error, not the list.
// The catalogue caches and the search index are on, so "at once" is checked against them.
let w: World;
let admin: Person;

beforeAll(async () => {
  w = await startWorld({ env: { PUBLIC_CACHE_MS: '60000' } });
  admin = await w.person({ admin: true, name: 'Olive Operator' });
});
afterAll(async () => {
  await w?.close();
});

const list = async <T>(path: string, token?: string): Promise<T[]> =>
  ok<{ items: T[] }>(await w.call('GET', path, token ? { token } : {})).items;
const collectionsOf = (seller: Person, token?: string) =>
  list<Collection>(`/collections.php?seller=${seller.id}`, token);

/** A seller lists a ticket (through the API, so the search index hears of it at once), in `collection` if given. */
async function listTicket(seller: Person, extra: Record<string, unknown> = {}): Promise<Ticket> {
  return ok<Ticket>(await w.op('ticketCreate', { token: seller.token, body: ticketFormBody(w, extra) }));
}

async function newCollection(seller: Person): Promise<number> {
  const made = ok<Collection>(
    await w.op('collectionCreate', {
      token: seller.token,
      body: { collection_name: `Bundle ${seller.id}`, isSale: 1, cost: 90 },
    }),
  );
  return made.id;
}

describe("an operator's rejection reason", () => {
  it('is read by the creator and the operators in the listing, and left out of every other read that embeds the event', async () => {
    const seller = await w.person({ seller: true, name: 'Rita Rejected' });
    const suffix = Math.random().toString(36).slice(2, 8);
    const ticket = await listTicket(seller, {
      listing_name: `Reunion stub ${suffix}`,
      event: {
        event_name: `Reunion night ${suffix}`,
        event_date: '1998-06-01',
        venue: w.refs.venueId,
        genre: { genre_id: w.refs.genreId, sub_genre: w.refs.subGenreId },
      },
    });
    const eventId = ticket.event.event_id;
    const reason = 'This concert never took place on that date.';
    ok(
      await w.op('adminQueueDecide', {
        token: admin.token,
        body: { decision: 'REJECT', kind: 'event', id: eventId, reason },
      }),
    );

    // The creator's own reads and the admin's read of the ticket carry the reason.
    const own = (await list<Ticket>(`/user/products.php?product_id=${ticket.product_id}`, seller.token))[0];
    expect(own?.event).toMatchObject({ status: 'REJECTED', rejection_reason: reason });
    const byAdmin = ok<Ticket>(
      await w.op('product', { query: { product_id: ticket.product_id }, token: admin.token }),
    );
    expect(byAdmin.event).toMatchObject({ status: 'REJECTED', rejection_reason: reason });
    const adminsEvents = await list<{ event_id: number; rejection_reason?: string | null }>(
      `/events.php?status=REJECTED&name=${suffix}`,
      admin.token,
    );
    expect(adminsEvents).toEqual([expect.objectContaining({ event_id: eventId, rejection_reason: reason })]);

    // A stranger and a visitor, in the ticket, the search and the seller's page: the event's status, never the reason.
    const stranger = await w.person();
    for (const token of [stranger.token, undefined]) {
      const seen = ok<Ticket>(
        await w.op('product', { query: { product_id: ticket.product_id }, ...(token ? { token } : {}) }),
      );
      expect(seen.event.status).toBe('REJECTED');
      expect(seen.event).not.toHaveProperty('rejection_reason');
      for (const path of [
        `/search/products.php?seller=${seller.id}`,
        `/products.php?seller=${seller.id}`,
        `/search/products.php?q=${suffix}`,
      ]) {
        const found = await list<Ticket>(path, token);
        expect(found.map((t) => t.product_id)).toEqual([ticket.product_id]);
        expect(found[0]?.event).not.toHaveProperty('rejection_reason');
      }
    }
  });
});

describe("a deactivated seller's listings and collections", () => {
  it('vanish from every public read at once, cached or not, and come back on reactivation', async () => {
    const seller = await w.person({ seller: true });
    const bundle = await newCollection(seller);
    // A show-only ticket in the collection: deactivation takes nothing off sale, yet the collection must go.
    const shown = await listTicket(seller, {
      isSale: 0,
      cost: undefined,
      ticket_details: { collection: bundle },
    });
    // Read once, so that the catalogue caches hold the replies when the seller is deactivated.
    expect((await collectionsOf(seller)).map((c) => c.id)).toEqual([bundle]);
    expect(ok<Ticket>(await w.op('product', { query: { product_id: shown.product_id } })).product_id).toBe(
      shown.product_id,
    );

    ok(
      await w.op('adminSellerPermission', {
        token: admin.token,
        body: { user_id: seller.id, status: 'INACTIVE', reason: 'Counterfeits' },
      }),
    );
    const buyer = await w.person();
    for (const token of [undefined, buyer.token]) {
      expect(await collectionsOf(seller, token)).toEqual([]);
      expect((await list<Collection>('/collections.php', token)).map((c) => c.id)).not.toContain(bundle);
      const read = await w.op('product', {
        query: { product_id: shown.product_id },
        ...(token ? { token } : {}),
      });
      expect(read.status).toBe(404);
      expect(read.body.error.code).toBe('NOT_FOUND');
      expect(await list<Ticket>(`/products.php?collection_id=${bundle}`, token)).toEqual([]);
    }
    // Its seller and the admins still open it.
    for (const token of [seller.token, admin.token]) {
      expect(
        ok<Ticket>(await w.op('product', { query: { product_id: shown.product_id }, token })).product_id,
      ).toBe(shown.product_id);
    }

    ok(
      await w.op('adminSellerPermission', {
        token: admin.token,
        body: { user_id: seller.id, status: 'ACTIVE' },
      }),
    );
    expect((await collectionsOf(seller)).map((c) => [c.id, c.ticket_count])).toEqual([[bundle, 1]]);
    expect(ok<Ticket>(await w.op('product', { query: { product_id: shown.product_id } })).product_id).toBe(
      shown.product_id,
    );
  });

  it("a collection's ticket_count counts only the listings a buyer can open: not a hidden one", async () => {
    const seller = await w.person({ seller: true });
    const bundle = await newCollection(seller);
    const first = await listTicket(seller, { ticket_details: { collection: bundle } });
    const second = await listTicket(seller, { ticket_details: { collection: bundle } });
    expect((await collectionsOf(seller)).map((c) => c.ticket_count)).toEqual([2]);

    ok(
      await w.op('adminTicketVisibility', {
        token: admin.token,
        body: { product_id: second.product_id, hidden: true, reason: 'Counterfeit stub' },
      }),
    );
    expect((await w.op('product', { query: { product_id: second.product_id } })).status).toBe(404);
    expect((await list<Ticket>(`/products.php?collection_id=${bundle}`)).map((t) => t.product_id)).toEqual([
      first.product_id,
    ]);
    expect((await collectionsOf(seller)).map((c) => c.ticket_count)).toEqual([1]);
    expect((await collectionsOf(seller, (await w.person()).token)).map((c) => c.ticket_count)).toEqual([1]);

    ok(
      await w.op('adminTicketVisibility', {
        token: admin.token,
        body: { product_id: second.product_id, hidden: false },
      }),
    );
    expect((await collectionsOf(seller)).map((c) => c.ticket_count)).toEqual([2]);
  });

  it('a buyer buys a collection with the listings it counts: a hidden one stays with the seller', async () => {
    const seller = await w.person({ seller: true });
    const bundle = await newCollection(seller);
    const first = await listTicket(seller, { ticket_details: { collection: bundle } });
    const second = await listTicket(seller, { ticket_details: { collection: bundle } });
    ok(
      await w.op('adminTicketVisibility', {
        token: admin.token,
        body: { product_id: second.product_id, hidden: true, reason: 'Counterfeit stub' },
      }),
    );
    expect((await collectionsOf(seller)).map((c) => c.ticket_count)).toEqual([1]);

    const buyer = await w.person();
    const cart = ok<{ items: { type: string; details: { product_id: number }[] }[] }>(
      await w.op('cartAdd', { token: buyer.token, body: { type: 'COLLECTION', id: bundle } }),
    );
    expect(cart.items.map((line) => [line.type, line.details.map((d) => d.product_id)])).toEqual([
      ['COLLECTION', [first.product_id]],
    ]);
    // The hidden ticket is still its seller's, hidden.
    expect(
      (await list<Ticket>(`/user/products.php?product_id=${second.product_id}`, seller.token))[0],
    ).toMatchObject({ status: 'INACTIVE', hidden_reason: 'Counterfeit stub' });
  });
});

describe('an empty order number', () => {
  it('is refused with the validation envelope instead of answering the list of orders', async () => {
    const buyer = await w.person();
    const empty = await w.call('GET', '/user/orders/order.php?order_no=', { token: buyer.token });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: { code: 'VALIDATION', message: expect.stringMatching(/^order_no: /) },
    });
    // The same envelope as another malformed order number.
    const malformed = await w.op('orderGet', { query: { order_no: 'nope' }, token: buyer.token });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body)).toEqual(Object.keys(empty.body));
    expect(Object.keys(malformed.body.error)).toEqual(Object.keys(empty.body.error));
    // Without the key it is the list.
    expect(ok(await w.op('buyerOrders', { query: { type: 'BUYER' }, token: buyer.token }))).toHaveProperty(
      'items',
    );
  });
});
