import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredOrder, ok, startWorld, type Person, type World } from '../world.ts';

// A seller's reputation and public reviews (ours): through HTTP against a real database, anonymous callers included;
// the averages checked against figures worked out by hand.

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, 120_000);
afterAll(async () => {
  await w?.close();
});

type Stars = [communication: number, description: number, shipping: number];

/** A buyer buys one of the seller's tickets, receives it, and rates the seller (with a review). */
async function rateSeller(seller: Person, stars: Stars, review: string): Promise<Person> {
  const buyer = await w.person({ name: `Buyer of ${seller.name}` });
  const { orderNo, subOrderId } = await deliveredOrder(w, buyer, seller, [await w.ticket(seller.id)]);
  const [communication_rating, description_rating, shipping_rating] = stars;
  ok(
    await w.op('ratingPut', {
      token: buyer.token,
      body: {
        communication_rating,
        description_rating,
        shipping_rating,
        order_no: orderNo,
        sub_order_id: subOrderId,
      },
    }),
  );
  ok(
    await w.op('reviewPut', {
      token: buyer.token,
      body: { order_no: orderNo, sub_order_id: subOrderId, description: review },
    }),
  );
  return buyer;
}

const reputationOf = (id: number) => w.op('sellerReputation', { query: { seller_id: id } });

describe('seller reputation', () => {
  it('answers anyone a new seller with no ratings: the name, no reviews, no averages', async () => {
    const seller = await w.person({ seller: true, name: 'Nell New' });
    const reply = await reputationOf(seller.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      seller: { id: seller.id, name: 'Nell New', is_admin: 0 },
      review_count: 0,
      averages: null,
    });
  });

  it('gives no averages below three ratings, then the average of each part to one decimal', async () => {
    const seller = await w.person({ seller: true, name: 'Rae Rated' });
    await rateSeller(seller, [5, 4, 5], 'Quick and careful.');
    await rateSeller(seller, [4, 4, 3], 'Fine, a little slow to ship.');
    expect(ok(await reputationOf(seller.id))).toMatchObject({ review_count: 2, averages: null });

    await rateSeller(seller, [5, 3, 5], 'As described, great packing.');
    // communication 14/3 = 4.67, description 11/3 = 3.67, shipping 13/3 = 4.33
    expect(ok(await reputationOf(seller.id))).toEqual({
      seller: { id: seller.id, name: 'Rae Rated', is_admin: 0 },
      review_count: 3,
      averages: { communication_rating: 4.7, description_rating: 3.7, shipping_rating: 4.3 },
    });
  });

  it("counts only what buyers said about the seller, not the seller's ratings of buyers nor ratings of them as a buyer", async () => {
    const seller = await w.person({ seller: true, name: 'Sid Both' });
    const other = await w.person({ seller: true, name: 'Other Shop' });
    const buyer = await rateSeller(seller, [2, 2, 2], 'Slow.');
    // The seller rates their buyer, and is rated by another shop for a purchase of their own.
    const { orderNo, subOrderId } = await deliveredOrder(w, buyer, seller, [await w.ticket(seller.id)]);
    ok(
      await w.op('ratingPut', {
        token: seller.token,
        body: {
          communication_rating: 5,
          description_rating: 5,
          shipping_rating: 5,
          order_no: orderNo,
          sub_order_id: subOrderId,
        },
      }),
    );
    const bought = await deliveredOrder(w, seller, other, [await w.ticket(other.id)]);
    ok(
      await w.op('ratingPut', {
        token: other.token,
        body: {
          communication_rating: 5,
          description_rating: 5,
          shipping_rating: 5,
          order_no: bought.orderNo,
          sub_order_id: bought.subOrderId,
        },
      }),
    );
    expect(ok(await reputationOf(seller.id))).toMatchObject({ review_count: 1, averages: null });
    const reviews = ok(await w.op('sellerReviews', { query: { seller_id: seller.id } }));
    expect(reviews.items).toHaveLength(1);
    expect(reviews.items[0]).toMatchObject({
      type: 'BUYER',
      content: 'Slow.',
      ratings: { communication_rating: 2, description_rating: 2, shipping_rating: 2 },
    });
  });

  it('shows an admin seller under the house name', async () => {
    const admin = await w.person({ admin: true, seller: true, name: 'Real Admin Name' });
    expect(ok(await reputationOf(admin.id)).seller).toEqual({ id: admin.id, name: 'Momento', is_admin: 1 });
  });

  it('answers 404 for an unknown or deleted seller and 400 for a malformed id', async () => {
    expect((await reputationOf(2_000_000)).status).toBe(404);
    const gone = await w.person({ seller: true });
    await sql`UPDATE users SET deleted_at = now() WHERE id = ${gone.id}`.execute(w.db);
    const deleted = await reputationOf(gone.id);
    expect(deleted.status).toBe(404);
    expect(deleted.body.error.message).toBe('Seller not found.');
    expect((await w.call('GET', '/ratings.php?action=reputation&seller_id=abc')).status).toBe(400);
    expect((await w.op('sellerReputation')).status).toBe(400);
  });
});

describe('public reviews about a seller', () => {
  it('lists the ratings and reviews buyers gave, newest first, to a visitor, with the next page link past twenty', async () => {
    const seller = await w.person({ seller: true, name: 'Paige Pages' });
    const first = await rateSeller(seller, [3, 3, 3], 'The first review.');
    await rateSeller(seller, [5, 5, 5], 'The latest review.');
    const page = ok(await w.op('sellerReviews', { query: { seller_id: seller.id } }));
    expect(page.items.map((item) => item.content)).toEqual(['The latest review.', 'The first review.']);
    expect(page.items[1]!.user_details).toMatchObject({ id: first.id, name: first.name });
    expect(page.next).toBeUndefined();

    // Twenty more ratings (written straight to the table: twenty purchases over HTTP add nothing to this check).
    const rated = await sql<{ sub_order_id: number; author_id: number }>`
      SELECT sub_order_id, author_id FROM ratings WHERE subject_id = ${seller.id} LIMIT 1`.execute(w.db);
    const { sub_order_id: subOrderId } = rated.rows[0]!;
    for (let i = 0; i < 20; i += 1) {
      const author = await w.person({ name: `Extra ${i}` });
      await sql`INSERT INTO ratings (sub_order_id, author_id, subject_id, role, communication_rating, description_rating, shipping_rating, updated_at)
                VALUES (${subOrderId}, ${author.id}, ${seller.id}, 'BUYER', 4, 4, 4, now() - interval '1 day')`.execute(
        w.db,
      );
    }
    const one = ok(await w.op('sellerReviews', { query: { seller_id: seller.id } }));
    expect(one.items).toHaveLength(20);
    expect(one.items[0]!.content).toBe('The latest review.');
    expect(one.next).toBe(`/ratings.php?seller_id=${seller.id}&page=2`);
    const two = ok(await w.call('GET', one.next ?? expect.fail('the first page has no next link')));
    expect(two.items).toHaveLength(2);
    expect(two.next).toBeUndefined();
    expect(ok(await reputationOf(seller.id))).toMatchObject({
      review_count: 22,
      averages: { communication_rating: 4, description_rating: 4, shipping_rating: 4 },
    });
  });

  it('reads the reputation and the reviews through the ratings index (with sequential scans priced out, as on a large table)', async () => {
    const seller = await w.person({ seller: true });
    const plans = await w.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const explain = async (query: ReturnType<typeof sql>) =>
        (await query.execute(trx)).rows
          .map((row) => (row as { 'QUERY PLAN': string })['QUERY PLAN'])
          .join('\n');
      return {
        sums: await explain(sql`EXPLAIN SELECT count(*), sum(communication_rating), sum(description_rating), sum(shipping_rating)
                                  FROM ratings WHERE subject_id = ${seller.id} AND role = 'BUYER'`),
        list: await explain(sql`EXPLAIN SELECT id FROM ratings WHERE subject_id = ${seller.id} AND role = 'BUYER'
                                 ORDER BY updated_at DESC, id DESC LIMIT 21`),
      };
    });
    expect(plans.sums).toMatch(/Index Only Scan using ratings_subject_role_recent_idx/);
    expect(plans.list).toMatch(/ratings_subject_role_recent_idx/);
    expect(plans.list).not.toMatch(/Sort/);
  });
});
