import { displayName, type Offer, type OfferEntry, type OfferStatus } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { OfferEntryRow } from '../db/schema.ts';
import { avatarOf, partyOf } from '../views/people.ts';
import { imageUrl } from '../images/images.ts';
import { offerExpired } from '../notifications/events.ts';
import { money } from '../views/money.ts';

// The offers' SQL that is not a step of a negotiation: the threads as the parties see them (the head with both
// parties, then every entry with its tickets and their images, in two queries per page), and the expiry sweep.
// The negotiation's own reads and writes, under the offer's row lock, are in handlers/offers.ts.

const HOUR = 3_600_000;

/** An entry of a thread with its author and its tickets (with their images), as loadEntries reads it. */
type EntryRow = Pick<OfferEntryRow, 'id' | 'offer_type' | 'status' | 'price_cents' | 'message' | 'created_at' | 'created_by' | 'answered_automatically'> & {
  author_name: string;
  author_is_admin: boolean;
  author_image: string | null;
  items: { id: number; product_id: number; listing_name: string; price_cents: number | null; images: { id: number; hash: string }[] }[] | null;
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
    created_by: partyOf(apiBase, { id: row.created_by, name: row.author_name, is_admin: row.author_is_admin, profile_image: row.author_image }),
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
  seller_name: string; seller_is_admin: boolean; seller_image: string | null; buyer_name: string; buyer_is_admin: boolean };

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
  const entries = await loadEntries(db, heads.rows.map((h) => h.id));
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
      expires_at: head.status === 'OPEN' ? new Date(Date.parse(latest.created_at) + expiryHours * HOUR).toISOString() : null,
      seller_details: {
        seller_id: head.seller_id,
        seller_name: displayName(head.seller_name, head.seller_is_admin),
        avatar: avatarOf(apiBase, head.seller_image),
        is_admin: head.seller_is_admin ? 1 : 0,
      },
      buyer_details: { buyer_id: head.buyer_id, buyer_name: displayName(head.buyer_name, head.buyer_is_admin) },
    };
  });
}

/** One offer with its whole chain of entries, or undefined when there is none with this id. */
export async function loadOffer(db: Queryable, offerId: number, apiBase: string, expiryHours: number): Promise<Offer | undefined> {
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
  if (ids.length) await sql`UPDATE offers SET status = 'EXPIRED', updated_at = now() WHERE status = 'OPEN' AND id = ANY(${sql.val(ids)}::int[])`.execute(db);
  for (const entry of due.rows) await offerExpired(db, entry.offer_id, entry.id, entry.created_by);
}

/** Open offers on a ticket that leaves the marketplace are dropped. */
export async function dropOpenOffers(db: Queryable, ticketId: number): Promise<void> {
  const offers = sql`SELECT e.offer_id FROM offer_entries e JOIN offer_items i ON i.offer_entry_id = e.id WHERE e.is_latest AND e.status = 'OPEN' AND i.ticket_id = ${ticketId}`;
  await sql`UPDATE offer_entries SET status = 'DROPPED', updated_at = now() WHERE is_latest AND status = 'OPEN' AND offer_id IN (${offers})`.execute(db);
  await sql`UPDATE offers SET status = 'DROPPED', updated_at = now() WHERE status = 'OPEN' AND id IN (SELECT offer_id FROM offer_entries WHERE is_latest AND status = 'DROPPED')`.execute(db);
}
