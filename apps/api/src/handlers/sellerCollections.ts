import {
  BROWSING_REFUSALS,
  COLLECTION_REFUSALS,
  isForSale,
  displayName,
  type Collection,
} from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, MAX_PAGE, pageWindow } from '../views/paging.ts';
import { imageUrl } from '../images/images.ts';
import { money, toCents } from '../views/money.ts';

// A seller's collections: GET, POST, PUT, DELETE /seller/collection.php (+ remove a ticket, ours).

const FULL_RESULT_CAP = 500;

type CollectionRow = {
  id: number;
  name: string;
  price_cents: number;
  is_sale: boolean;
  status: Collection['status'];
  user_id: number;
  seller_name: string;
  seller_is_admin: boolean;
  ticket_count: number;
  image_hash: string | null;
};

async function collectionRows(
  db: Queryable,
  where: ReturnType<typeof sql<boolean>>,
  limit: number,
  offset: number,
): Promise<CollectionRow[]> {
  const rows = await sql<CollectionRow>`
    SELECT c.id, c.name, c.price_cents, c.is_sale, c.status, c.user_id, u.name AS seller_name, u.is_admin AS seller_is_admin,
           (SELECT count(*)::int FROM tickets t WHERE t.collection_id = c.id AND t.deleted_at IS NULL) AS ticket_count,
           (SELECT ti.image_hash FROM tickets t JOIN ticket_images ti ON ti.ticket_id = t.id AND ti.deleted_at IS NULL
             WHERE t.collection_id = c.id AND t.deleted_at IS NULL ORDER BY t.id, ti.position, ti.id LIMIT 1) AS image_hash
      FROM collections c JOIN users u ON u.id = c.user_id
     WHERE c.deleted_at IS NULL AND ${where}
     ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

function toCollection(c: CollectionRow, apiBase: string): Collection {
  return {
    id: c.id,
    collection_name: c.name,
    cost: money(c.price_cents),
    isSale: c.is_sale ? 1 : '0',
    status: c.status,
    user_id: c.user_id,
    seller: {
      id: c.user_id,
      name: displayName(c.seller_name, c.seller_is_admin),
      is_admin: c.seller_is_admin ? 1 : 0,
    },
    ticket_count: Number(c.ticket_count),
    image: c.image_hash ? { image_400: imageUrl(apiBase, c.image_hash, 400) } : null,
  };
}

async function view(db: Queryable, id: number, apiBase: string): Promise<Collection> {
  const [row] = await collectionRows(db, sql<boolean>`c.id = ${id}`, 1, 0);
  if (!row) throw notFound(COLLECTION_REFUSALS.notFound);
  return toCollection(row, apiBase);
}

async function ownCollection(db: Queryable, viewer: Viewer, id: number) {
  const row = await db
    .selectFrom('collections')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('user_id', '=', viewer.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(COLLECTION_REFUSALS.notFound);
  return row;
}

function priceOf(body: { isSale: '0' | '1' | 0 | 1; cost?: number | string | null }): {
  is_sale: boolean;
  price_cents: number;
} {
  const forSale = isForSale(body.isSale);
  const cents = body.cost === undefined || body.cost === null || body.cost === '' ? 0 : toCents(body.cost);
  if (forSale && cents <= 0) throw badRequest(COLLECTION_REFUSALS.price);
  return { is_sale: forSale, price_cents: cents };
}

export const sellerCollectionHandlers = {
  async sellerCollections(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    if (q.page !== undefined && q.page > MAX_PAGE) throw badRequest(BROWSING_REFUSALS.pageTooFar(MAX_PAGE));
    const full = q.full_result === 1;
    const { offset, limit, size } = full
      ? { offset: 0, limit: FULL_RESULT_CAP, size: FULL_RESULT_CAP }
      : pageWindow(q.page);
    const rows = await collectionRows(ctx.db, sql<boolean>`c.user_id = ${viewer.id}`, limit, offset);
    const items = rows.map((r) => toCollection(r, ctx.services.config.publicApiBase));
    return full ? { items } : listReply(items, ctx, q.page, size);
  },

  async collectionCreate(ctx) {
    const viewer = viewerOf(ctx);
    const row = await ctx.db
      .insertInto('collections')
      .values({ user_id: viewer.id, name: ctx.body.collection_name, ...priceOf(ctx.body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return view(ctx.db, row.id, ctx.services.config.publicApiBase);
  },

  async collectionUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownCollection(ctx.db, viewer, ctx.body.collection_id);
    if (current.status !== 'ACTIVE') throw conflict(COLLECTION_REFUSALS.locked);
    const updated = await ctx.db
      .updateTable('collections')
      .set({ name: ctx.body.collection_name, ...priceOf(ctx.body), updated_at: new Date() })
      .where('id', '=', current.id)
      .where('status', '=', 'ACTIVE')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw conflict(COLLECTION_REFUSALS.locked);
    return view(ctx.db, current.id, ctx.services.config.publicApiBase);
  },

  async collectionDelete(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownCollection(ctx.db, viewer, ctx.body.collection_id);
    if (current.status !== 'ACTIVE') throw conflict(COLLECTION_REFUSALS.locked);
    await ctx.db
      .updateTable('tickets')
      .set({ collection_id: null, updated_at: new Date() })
      .where('collection_id', '=', current.id)
      .execute();
    await ctx.db
      .updateTable('collections')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', current.id)
      .execute();
    return { ok: true as const };
  },

  async collectionRemoveTicket(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownCollection(ctx.db, viewer, ctx.body.collection_id);
    if (current.status !== 'ACTIVE') throw conflict(COLLECTION_REFUSALS.locked);
    const removed = await ctx.db
      .updateTable('tickets')
      .set({ collection_id: null, updated_at: new Date() })
      .where('id', '=', ctx.body.product_id)
      .where('collection_id', '=', current.id)
      .where('seller_id', '=', viewer.id)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw notFound(COLLECTION_REFUSALS.ticketNotInCollection);
    return { ok: true as const };
  },
} satisfies HandlerGroup;
