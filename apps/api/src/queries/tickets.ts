import { HOUSE_NAME, type Event, type Ticket } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { imageUrl } from '../images/images.ts';
import { moneyOrNull } from './money.ts';

/** The name shown for a person: admins appear under the marketplace's house name (public-site.md §1). */
export const displayName = (name: string, isAdmin: boolean) => (isAdmin ? HOUSE_NAME : name);

type Named = { id: number; name: string; display_name: string };

type TicketRow = {
  id: number;
  listing_name: string;
  is_sale: boolean;
  price_cents: number | null;
  face_price_cents: number | null;
  section: string | null;
  row: string | null;
  seat_no: string | null;
  quality: Ticket['quality'];
  grade: string | null;
  description: string | null;
  status: Ticket['status'];
  created_at: Date;
  seller_id: number;
  seller_name: string;
  seller_is_admin: boolean;
  type_id: number;
  type_name: string;
  seat_type_id: number | null;
  seat_type_name: string | null;
  collection_id: number | null;
  collection_name: string | null;
  images: { id: number; hash: string }[];
  document: { doc_id: number; document_name: string; key: string } | null;
} & EventColumns;

export type EventColumns = {
  event_id: number;
  event_name: string;
  significance: string | null;
  additional_significance: string[];
  event_date: Date;
  video_link: string | null;
  event_status: Event['status'];
  event_admin_created: boolean;
  event_created_by: number | null;
  venue_id: number;
  venue_name: string;
  venue_display_name: string;
  genre_id: number | null;
  genre_name: string | null;
  genre_display_name: string | null;
  sub_genre_id: number | null;
  sub_genre_name: string | null;
  sub_genre_display_name: string | null;
  teams: Named[];
  artists: Named[];
};

/** SELECT list (after `e`, `v`, `g`, `sg` joins) producing EventColumns. */
export const EVENT_COLUMNS = sql`
  e.id AS event_id, e.name AS event_name, e.significance, e.additional_significance, e.event_date, e.video_link,
  e.status AS event_status, e.is_admin_created AS event_admin_created, e.created_by AS event_created_by,
  v.id AS venue_id, v.name AS venue_name, v.display_name AS venue_display_name,
  g.id AS genre_id, g.name AS genre_name, g.display_name AS genre_display_name,
  sg.id AS sub_genre_id, sg.name AS sub_genre_name, sg.display_name AS sub_genre_display_name,
  (SELECT coalesce(json_agg(json_build_object('id', tm.id, 'name', tm.name, 'display_name', tm.display_name) ORDER BY tm.display_name, tm.id), '[]'::json)
     FROM event_teams et JOIN teams tm ON tm.id = et.team_id WHERE et.event_id = e.id) AS teams,
  (SELECT coalesce(json_agg(json_build_object('id', ar.id, 'name', ar.name, 'display_name', ar.display_name) ORDER BY ar.display_name, ar.id), '[]'::json)
     FROM event_artists ea JOIN artists ar ON ar.id = ea.artist_id WHERE ea.event_id = e.id) AS artists`;

export const EVENT_JOINS = sql`
  JOIN venues v ON v.id = e.venue_id
  LEFT JOIN genres g ON g.id = e.genre_id
  LEFT JOIN sub_genres sg ON sg.id = e.sub_genre_id`;

export function toEvent(row: EventColumns): Event {
  return {
    event_id: row.event_id,
    id: row.event_id,
    name: row.event_name,
    significance: row.significance,
    additional_significance: row.additional_significance ?? [],
    event_date: row.event_date.toISOString(),
    video_link: row.video_link,
    venue: { venue_id: row.venue_id, venue_name: row.venue_name, display_name: row.venue_display_name },
    genre: row.genre_id === null ? null : { genre_id: row.genre_id, genre_name: row.genre_name ?? '', display_name: row.genre_display_name ?? '' },
    sub_genre:
      row.sub_genre_id === null ? null : { sub_genre_id: row.sub_genre_id, name: row.sub_genre_name ?? '', display_name: row.sub_genre_display_name ?? '' },
    teams: row.teams.map((t) => ({ team_id: t.id, team_name: t.name, display_name: t.display_name })),
    artists: row.artists.map((a) => ({ artist_id: a.id, artist_name: a.name, display_name: a.display_name })),
    status: row.event_status,
    is_admin_created: row.event_admin_created ? 1 : 0,
    created_by: row.event_created_by,
  };
}

function toTicket(row: TicketRow, apiBase: string, viewerId: number | null): Ticket {
  const cost = row.is_sale ? moneyOrNull(row.price_cents) : null;
  const images = row.images.map((image) => ({
    image_id: image.id,
    image_200: imageUrl(apiBase, image.hash, 200),
    image_400: imageUrl(apiBase, image.hash, 400),
    image_600: imageUrl(apiBase, image.hash, 600),
    image_1000: imageUrl(apiBase, image.hash, 1000),
  }));
  const event = toEvent(row);
  return {
    product_id: row.id,
    listing_name: row.listing_name,
    event_name: row.event_name,
    significance: row.significance,
    date: event.event_date,
    venue: row.venue_display_name,
    teams: row.teams.map((t) => t.display_name),
    artists: row.artists.map((a) => a.display_name),
    video_link: row.video_link,
    image: images[0] ? { image_400: images[0].image_400 } : null,
    images,
    seller: { id: row.seller_id, name: displayName(row.seller_name, row.seller_is_admin), is_admin: row.seller_is_admin ? 1 : 0 },
    type: { id: row.type_id, name: row.type_name },
    ticket_type: row.type_name,
    cost,
    sell_details: { cost },
    isSale: row.is_sale ? 1 : '0',
    face_price: moneyOrNull(row.face_price_cents),
    section: row.section,
    row: row.row,
    seat_no: row.seat_no,
    seat_type: row.seat_type_id === null ? null : { id: row.seat_type_id, name: row.seat_type_name ?? '' },
    quality: row.quality,
    grade: row.grade,
    description: row.description,
    status: row.status,
    collection: row.collection_id === null ? null : { collection_id: row.collection_id, collection_name: row.collection_name ?? '' },
    event,
    genre: event.genre,
    subgenre: event.sub_genre,
    // Supporting documents are the owner's evidence, not public content.
    support_document:
      row.document && viewerId === row.seller_id
        ? { doc_id: row.document.doc_id, document_name: row.document.document_name, url: `${apiBase}/documents/${row.document.key}` }
        : null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Full Ticket entities for the ids a `page` CTE selects, in its order, in one round trip: `pageSql` must be a
 * query returning a column `id` (and an `ord` column to sort by). Used by the public list, the single ticket,
 * and (part 2) the owner's list and the collection detail.
 */
export async function loadTickets(db: Queryable, pageSql: RawBuilder<unknown>, apiBase: string, viewerId: number | null): Promise<Ticket[]> {
  const result = await sql<TicketRow>`
    WITH page AS (${pageSql})
    SELECT t.id, t.listing_name, t.is_sale, t.price_cents, t.face_price_cents, t.section, t.row, t.seat_no, t.quality,
           t.grade, t.description, t.status, t.created_at, t.seller_id,
           u.name AS seller_name, u.is_admin AS seller_is_admin,
           tt.id AS type_id, tt.name AS type_name, st.id AS seat_type_id, st.name AS seat_type_name,
           c.id AS collection_id, c.name AS collection_name,
           ${EVENT_COLUMNS},
           (SELECT coalesce(json_agg(json_build_object('id', ti.id, 'hash', ti.image_hash) ORDER BY ti.position, ti.id), '[]'::json)
              FROM ticket_images ti WHERE ti.ticket_id = t.id AND ti.deleted_at IS NULL) AS images,
           (SELECT json_build_object('doc_id', d.id, 'document_name', d.name, 'key', d.storage_key)
              FROM ticket_documents d WHERE d.ticket_id = t.id AND d.deleted_at IS NULL LIMIT 1) AS document
      FROM page
      JOIN tickets t ON t.id = page.id
      JOIN users u ON u.id = t.seller_id
      JOIN ticket_types tt ON tt.id = t.ticket_type_id
      LEFT JOIN seat_types st ON st.id = t.seat_type_id
      LEFT JOIN collections c ON c.id = t.collection_id AND c.deleted_at IS NULL
      JOIN events e ON e.id = t.event_id
      ${EVENT_JOINS}
     ORDER BY page.ord`.execute(db);
  return result.rows.map((row) => toTicket(row, apiBase, viewerId));
}
