import {
  BROWSING_REFUSALS,
  COLLECTION_REFUSALS,
  isForSale,
  displayName,
  type Collection,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, MAX_PAGE, pageWindow } from '../views/paging.ts';
import { imageUrl } from '../images/images.ts';
import { money, toCents } from '../views/money.ts';
import {
  deleteCollection,
  insertCollection,
  ownCollection,
  removeFromCollection,
  sellerCollectionById,
  sellerCollectionPage,
  updateActiveCollection,
  type CollectionCardRow,
} from '../queries/collections.ts';

// A seller's collections: GET, POST, PUT, DELETE /seller/collection.php (+ remove a ticket, ours).

const FULL_RESULT_CAP = 500;

function toCollection(c: CollectionCardRow, apiBase: string): Collection {
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
  const row = await sellerCollectionById(db, id);
  if (!row) throw notFound(COLLECTION_REFUSALS.notFound);
  return toCollection(row, apiBase);
}

async function ownActiveCollection(db: Queryable, viewer: Viewer, id: number) {
  const row = await ownCollection(db, id, viewer.id);
  if (!row) throw notFound(COLLECTION_REFUSALS.notFound);
  if (row.status !== 'ACTIVE') throw conflict(COLLECTION_REFUSALS.locked);
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
    const rows = await sellerCollectionPage(ctx.db, viewer.id, limit, offset);
    const items = rows.map((r) => toCollection(r, ctx.services.config.publicApiBase));
    return full ? { items } : listReply(items, ctx, q.page, size);
  },

  async collectionCreate(ctx) {
    const viewer = viewerOf(ctx);
    const id = await insertCollection(ctx.db, {
      user_id: viewer.id,
      name: ctx.body.collection_name,
      ...priceOf(ctx.body),
    });
    return view(ctx.db, id, ctx.services.config.publicApiBase);
  },

  async collectionUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownActiveCollection(ctx.db, viewer, ctx.body.collection_id);
    if (
      !(await updateActiveCollection(ctx.db, current.id, {
        name: ctx.body.collection_name,
        ...priceOf(ctx.body),
      }))
    )
      throw conflict(COLLECTION_REFUSALS.locked);
    return view(ctx.db, current.id, ctx.services.config.publicApiBase);
  },

  async collectionDelete(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownActiveCollection(ctx.db, viewer, ctx.body.collection_id);
    await deleteCollection(ctx.db, current.id);
    return { ok: true as const };
  },

  async collectionRemoveTicket(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownActiveCollection(ctx.db, viewer, ctx.body.collection_id);
    if (!(await removeFromCollection(ctx.db, current.id, ctx.body.product_id, viewer.id)))
      throw notFound(COLLECTION_REFUSALS.ticketNotInCollection);
    return { ok: true as const };
  },
} satisfies HandlerGroup;
