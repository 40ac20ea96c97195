import { displayName, type Offer, type OfferEntry, type OfferStatus } from '@momento/contract';
import { sql, type Insertable } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { DB, OfferEntryRow } from '../db/schema.ts';
import { restingStatusSql } from '../domain/reservations.ts';
import { avatarOf, partyOf } from '../views/people.ts';
import { imageUrl } from '../images/images.ts';
import { offerExpired } from '../notifications/events.ts';
import { money } from '../views/money.ts';

// The offers' SQL that is not a step of a negotiation: the threads as the parties see them (the head with both
// parties, then every entry with its tickets and their images, in two queries per page), and the expiry sweep.
// The negotiation's own reads and writes, under the offer's row lock, are in handlers/offers.ts.

const HOUR = 3_600_000;

/** An entry of a thread with its author and its tickets (with their images), as loadEntries reads it. */
type EntryRow = Pick<
  OfferEntryRow,
  | 'id'
  | 'offer_type'
  | 'status'
  | 'price_cents'
  | 'message'
  | 'created_at'
  | 'created_by'
  | 'answered_automatically'
> & {
  author_name: string;
  author_is_admin: boolean;
  author_image: string | null;
  items:
    | {
        id: number;
        product_id: number;
        listing_name: string;
        price_cents: number | null;
        images: { id: number; hash: string }[];
      }[]
    | null;
};

async function loadEntries(db: Queryable, offerIds: number[]): Promise<Map<number, EntryRow[]>> {
  const out = new Map<number, EntryRow[]>();
  if (!offerIds.length) return out;
  const rows = await sql<EntryRow & { offer_id: number }>`
    SELECT e.id, e.offer_id, e.offer_type, e.status, e.price_cents, e.message, e.created_at, e.created_by, e.answered_automatically,
           u.name AS author_name, u.is_admin AS author_is_admin, u.profile_image AS author_image,
           (SELECT json_agg(json_build_object('id', i.id, 'product_id', i.ticket_id, 'listing_name', i.listing_name, 'price_cents', i.price_cents,
                     'images', (SELECT coalesce(json_agg(json_build_object('id', ti.id, 'hash', ti.image_hash) ORDER BY ti.position, ti.id), '[]'::json)
                                  FROM ticket_images ti WHERE ti.ticket_id = i.ticket_id AND ti.deleted_at IS NULL)) ORDER BY i.id)
              FROM offer_items i WHERE i.offer_entry_id = e.id) AS items
      FROM offer_entries e JOIN users u ON u.id = e.created_by
     WHERE e.offer_id = ANY(${sql.val(offerIds)}::int[])
     ORDER BY e.id`.execute(db);
  for (const row of rows.rows) out.set(row.offer_id, [...(out.get(row.offer_id) ?? []), row]);
  return out;
}

function toEntry(offerNo: string, row: EntryRow, apiBase: string): OfferEntry {
  return {
    offer_no: offerNo,
    offer_id: row.id,
    offer_type: row.offer_type,
    offer_status: row.status,
    offer_price: money(row.price_cents),
    offer_message: row.message,
    created_by: partyOf(apiBase, {
      id: row.created_by,
      name: row.author_name,
      is_admin: row.author_is_admin,
      profile_image: row.author_image,
    }),
    created_at: new Date(row.created_at).toISOString(),
    offer_items: (row.items ?? []).map((i) => ({
      id: i.id,
      product_id: i.product_id,
      product_listing_name: i.listing_name,
      price: money(i.price_cents ?? 0),
      images: i.images.map((img) => ({
        image_id: img.id,
        image_200: imageUrl(apiBase, img.hash, 200),
        image_400: imageUrl(apiBase, img.hash, 400),
        image_600: imageUrl(apiBase, img.hash, 600),
        image_1000: imageUrl(apiBase, img.hash, 1000),
      })),
    })),
    answered_automatically: row.answered_automatically,
  };
}

type OfferHead = {
  id: number;
  offer_no: string;
  buyer_id: number;
  seller_id: number;
  status: OfferStatus;
  seller_name: string;
  seller_is_admin: boolean;
  seller_image: string | null;
  buyer_name: string;
  buyer_is_admin: boolean;
};

/** A page of offers (newest first) matching `where` (on `offers f`), each with its chain of entries. */
export async function loadOffers(
  db: Queryable,
  where: ReturnType<typeof sql<boolean>>,
  limit: number,
  offset: number,
  apiBase: string,
  expiryHours: number,
): Promise<Offer[]> {
  const heads = await sql<OfferHead>`
    SELECT f.id, f.offer_no, f.buyer_id, f.seller_id, f.status,
           s.name AS seller_name, s.is_admin AS seller_is_admin, s.profile_image AS seller_image,
           b.name AS buyer_name, b.is_admin AS buyer_is_admin
      FROM offers f JOIN users s ON s.id = f.seller_id JOIN users b ON b.id = f.buyer_id
     WHERE ${where} ORDER BY f.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  const entries = await loadEntries(
    db,
    heads.rows.map((h) => h.id),
  );
  return heads.rows.map((head) => {
    const chain = (entries.get(head.id) ?? []).map((e) => toEntry(head.offer_no, e, apiBase));
    const [first, ...counters] = chain;
    if (!first) throw new Error(`offer ${head.offer_no} has no entries`);
    const latest = counters[counters.length - 1] ?? first;
    return {
      ...first,
      // The thread's current status (the latest entry's), so lists show where the negotiation stands.
      offer_status: head.status,
      counter_offers: counters,
      expires_at:
        head.status === 'OPEN'
          ? new Date(Date.parse(latest.created_at) + expiryHours * HOUR).toISOString()
          : null,
      seller_details: {
        seller_id: head.seller_id,
        seller_name: displayName(head.seller_name, head.seller_is_admin),
        avatar: avatarOf(apiBase, head.seller_image),
        is_admin: head.seller_is_admin ? 1 : 0,
      },
      buyer_details: {
        buyer_id: head.buyer_id,
        buyer_name: displayName(head.buyer_name, head.buyer_is_admin),
      },
    };
  });
}

/** One offer with its whole chain of entries, or undefined when there is none with this id. */
export async function loadOffer(
  db: Queryable,
  offerId: number,
  apiBase: string,
  expiryHours: number,
): Promise<Offer | undefined> {
  const [offer] = await loadOffers(db, sql<boolean>`f.id = ${offerId}`, 1, 0, apiBase, expiryHours);
  return offer;
}

/**
 * Open offers whose latest entry is older than the expiry turn EXPIRED, on access: every list, thread and change
 * runs this first, so an expired offer never shows actions or accepts one. One indexed probe when nothing is due.
 */
export async function expireOffers(db: Queryable, expiryHours: number): Promise<void> {
  const cutoff = new Date(Date.now() - expiryHours * HOUR);
  const due = await sql<{ offer_id: number; id: number; created_by: number }>`
    UPDATE offer_entries e SET status = 'EXPIRED', updated_at = now()
      FROM offers o
     WHERE o.id = e.offer_id AND o.status = 'OPEN' AND e.is_latest AND e.status = 'OPEN' AND e.created_at < ${cutoff}
     RETURNING e.offer_id, e.id, e.created_by`.execute(db);
  const ids = due.rows.map((row) => row.offer_id);
  if (ids.length)
    await sql`UPDATE offers SET status = 'EXPIRED', updated_at = now() WHERE status = 'OPEN' AND id = ANY(${sql.val(ids)}::int[])`.execute(
      db,
    );
  for (const entry of due.rows) await offerExpired(db, entry.offer_id, entry.id, entry.created_by);
}

/** Open offers on a ticket that leaves the marketplace are dropped. */
export async function dropOpenOffers(db: Queryable, ticketId: number): Promise<void> {
  const offers = sql`SELECT e.offer_id FROM offer_entries e JOIN offer_items i ON i.offer_entry_id = e.id WHERE e.is_latest AND e.status = 'OPEN' AND i.ticket_id = ${ticketId}`;
  await sql`UPDATE offer_entries SET status = 'DROPPED', updated_at = now() WHERE is_latest AND status = 'OPEN' AND offer_id IN (${offers})`.execute(
    db,
  );
  await sql`UPDATE offers SET status = 'DROPPED', updated_at = now() WHERE status = 'OPEN' AND id IN (SELECT offer_id FROM offer_entries WHERE is_latest AND status = 'DROPPED')`.execute(
    db,
  );
}

// The negotiation's statements (handlers/offers.ts), each under the offer's row lock that the handler took.

/** A page of the offers the viewer makes as a buyer (`asBuyer`) or receives as a seller. */
export function partyOffers(
  db: Queryable,
  viewerId: number,
  asBuyer: boolean,
  limit: number,
  offset: number,
  apiBase: string,
  expiryHours: number,
): Promise<Offer[]> {
  const where = asBuyer ? sql<boolean>`f.buyer_id = ${viewerId}` : sql<boolean>`f.seller_id = ${viewerId}`;
  return loadOffers(db, where, limit, offset, apiBase, expiryHours);
}

export type OfferRow = {
  id: number;
  offer_no: string;
  buyer_id: number;
  seller_id: number;
  status: OfferStatus;
};

/** The offer of that number; `lock` takes its row lock for the caller's transaction. */
export function offerByNo(db: Queryable, offerNo: string, lock: boolean): Promise<OfferRow | undefined> {
  const query = db
    .selectFrom('offers')
    .select(['id', 'offer_no', 'buyer_id', 'seller_id', 'status'])
    .where('offer_no', '=', offerNo);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The offer's latest entry (the offer or the last counter). */
export function latestOfferEntry(db: Queryable, offerId: number) {
  return db
    .selectFrom('offer_entries')
    .selectAll()
    .where('offer_id', '=', offerId)
    .where('is_latest', '=', true)
    .executeTakeFirstOrThrow();
}

/** The tickets of these ids, not deleted, with what an offer on them checks. */
export function offerableTickets(db: Queryable, ids: number[]) {
  return db
    .selectFrom('tickets')
    .select([
      'id',
      'seller_id',
      'status',
      'listing_name',
      'price_cents',
      'auto_accept_cents',
      'auto_decline_cents',
    ])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function insertOfferItems(
  db: Queryable,
  entryId: number,
  tickets: { id: number; listing_name: string; price_cents: number | null }[],
): Promise<void> {
  await db
    .insertInto('offer_items')
    .values(
      tickets.map((t) => ({
        offer_entry_id: entryId,
        ticket_id: t.id,
        listing_name: t.listing_name,
        price_cents: t.price_cents,
      })),
    )
    .execute();
}

export async function deleteOfferItems(db: Queryable, entryId: number): Promise<void> {
  await db.deleteFrom('offer_items').where('offer_entry_id', '=', entryId).execute();
}

/** The tickets of an offer entry. */
export async function offerItemTicketIds(db: Queryable, entryId: number): Promise<number[]> {
  return (
    await db.selectFrom('offer_items').select('ticket_id').where('offer_entry_id', '=', entryId).execute()
  ).map((t) => t.ticket_id);
}

/** The entry's and the offer's status (an automatic answer marked so). */
export async function setOfferThreadStatus(
  db: Queryable,
  offerId: number,
  entryId: number,
  status: OfferStatus,
  automatic = false,
): Promise<void> {
  await db
    .updateTable('offer_entries')
    .set({ status, answered_automatically: automatic, updated_at: new Date() })
    .where('id', '=', entryId)
    .execute();
  await db.updateTable('offers').set({ status, updated_at: new Date() }).where('id', '=', offerId).execute();
}

/** The tickets of an accepted offer leave the public ticket (OFFER) when they are SELL; answers how many did. */
export async function claimOfferTickets(db: Queryable, ticketIds: number[]): Promise<number> {
  const claimed = await sql<{ id: number }>`
    UPDATE tickets SET status = 'OFFER', updated_at = now()
     WHERE id = ANY(${sql.val(ticketIds)}::int[]) AND status = 'SELL' AND deleted_at IS NULL RETURNING id`.execute(
    db,
  );
  return claimed.rows.length;
}

/** The tickets of a cancelled accepted offer go back to their resting status. */
export async function releaseOfferTickets(db: Queryable, ticketIds: number[]): Promise<void> {
  await sql`UPDATE tickets SET status = ${restingStatusSql()}, updated_at = now()
                 WHERE id = ANY(${sql.val(ticketIds)}::int[]) AND status = 'OFFER'`.execute(db);
}

/** The next number of the offer numbers' sequence. */
export async function nextOfferSeq(db: Queryable): Promise<number> {
  const seq = await sql<{ n: number }>`SELECT nextval('offer_no_seq')::int AS n`.execute(db);
  return seq.rows[0]?.n ?? 0;
}

export async function insertOffer(db: Queryable, values: Insertable<DB['offers']>): Promise<number> {
  return (await db.insertInto('offers').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertOfferEntry(
  db: Queryable,
  values: Insertable<DB['offer_entries']>,
): Promise<number> {
  return (await db.insertInto('offer_entries').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** How many entries (the offer and counters) the user made in the offer. */
export async function entriesMadeBy(db: Queryable, offerId: number, userId: number): Promise<number> {
  const made = await db
    .selectFrom('offer_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('offer_id', '=', offerId)
    .where('created_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(made.n);
}

/** The entry is no longer the latest; false when it was not the latest any more (a concurrent step). */
export async function retireLatestEntry(db: Queryable, entryId: number): Promise<boolean> {
  const stepped = await db
    .updateTable('offer_entries')
    .set({ is_latest: false, updated_at: new Date() })
    .where('id', '=', entryId)
    .where('is_latest', '=', true)
    .returning('id')
    .executeTakeFirst();
  return stepped !== undefined;
}

/** The offer is OPEN again (a counter). */
export async function reopenOffer(db: Queryable, offerId: number): Promise<void> {
  await db
    .updateTable('offers')
    .set({ status: 'OPEN', updated_at: new Date() })
    .where('id', '=', offerId)
    .execute();
}

/** An edited entry's price and message. */
export async function updateOfferEntry(
  db: Queryable,
  entryId: number,
  priceCents: number,
  message: string | null,
): Promise<void> {
  await db
    .updateTable('offer_entries')
    .set({ price_cents: priceCents, message, updated_at: new Date() })
    .where('id', '=', entryId)
    .execute();
}

/** The offer's status from `from` to `to`; false when it was no longer `from` (a concurrent change). */
export async function moveOfferStatus(
  db: Queryable,
  offerId: number,
  from: OfferStatus,
  to: OfferStatus,
): Promise<boolean> {
  const moved = await sql<{ id: number }>`
      UPDATE offers SET status = ${to}, updated_at = now() WHERE id = ${offerId} AND status = ${from} RETURNING id`.execute(
    db,
  );
  return moved.rows.length > 0;
}
