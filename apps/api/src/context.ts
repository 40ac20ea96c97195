import type { OperationId, OperationQuery, OperationReply, operations } from '@momento/contract';
import type { z } from 'zod';
import type { Config } from './config.ts';
import type { CatalogCaches, ReplyHints } from './catalogue/cache.ts';
import type { Kysely } from 'kysely';
import type { Database, Queryable } from './db/database.ts';
import type { DB } from './db/schema.ts';
import type { BlobStorage } from './images/storage.ts';
import type { Logger } from './logger.ts';
import type { LiveHub } from './live/hub.ts';
import type { PartnerRegistry } from './partners/registry.ts';
import type { JsonText } from './views/json.ts';

/** Long-lived collaborators shared by every request. */
export type Services = {
  config: Config;
  database: Database;
  storage: BlobStorage;
  logger: Logger;
  /** Catalogue caches of this process (public replies, events, tickets). */
  catalog: CatalogCaches;
  /**
   * Where the public search's page queries run: a read replica's pool (DATABASE_READ_URL), or `database.db`. Only for
   * reads that no cache keeps (a replica lags behind its primary).
   */
  catalogReads: Kysely<DB>;
  /** The live event streams open on this process (src/live/hub.ts). */
  live: LiveHub;
  /** The ACTIVE partners' origins, kept current on every process (partners/registry.ts). */
  partners: PartnerRegistry;
};

/** The signed-in user of a request, with permissions (loaded per request: a revoked seller is noticed at once). */
export type Viewer = {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  /** A seller permission entry exists (any status). */
  isSeller: boolean;
  /** The seller permission entry is ACTIVE. */
  isActiveSeller: boolean;
  /** The session of a site token (its refresh token family); absent for a partner widget's embed token. */
  session?: string;
  /** The partner origin of a partner widget's embed token (checked: the request came from it); absent for a site token. */
  embedOrigin?: string;
};

export type BodyOf<Id extends OperationId> = z.output<(typeof operations)[Id]['body']>;

export type HandlerContext<Id extends OperationId> = {
  operationId: Id;
  /**
   * The request's transaction for writing operations (but the cart's CART_OWN_TRANSACTIONS, which open their own);
   * the shared query builder for reads.
   */
  db: Queryable;
  query: OperationQuery<Id>;
  body: BodyOf<Id>;
  /** Set for every auth level but 'public' and 'siteGate'; on public routes, set when a valid token came along. */
  viewer: Viewer | null;
  /** The raw bearer token (refresh calls read their refresh token here). */
  bearer: string | null;
  ip: string;
  /** The request's Origin header (browsers set it; the embed token exchange checks it), if any. */
  origin: string | undefined;
  /** The request URL's query string as sent (for `next` links). */
  search: URLSearchParams;
  /** The operation's path relative to the API base (for `next` links). */
  path: string;
  services: Services;
  log: Logger;
  /**
   * What the handler knows of its reply that the reply cache can use (a search sets `floor`, see ReplyScope); set
   * only for a reply of a cacheable operation to an anonymous read.
   */
  replyHints: ReplyHints;
};

/**
 * A handler answers its operation's reply (`null` for a 204 operation), as an object or as JSON text already written
 * (JsonText, views/json.ts).
 */
export type Handler<Id extends OperationId> = (
  ctx: HandlerContext<Id>,
) => Promise<OperationReply<Id> | JsonText<OperationReply<Id>>>;

/** A handler for every operation of the contract: an operation without one is a type error. */
export type HandlerTable = { [Id in OperationId]: Handler<Id> };

/** One module's share of the table (`satisfies HandlerGroup`, so its exact operations stay known to handlers/index.ts). */
export type HandlerGroup = Partial<HandlerTable>;

/** The viewer of an authenticated operation (the router has checked it), typed as present. */
export function viewerOf<Id extends OperationId>(ctx: HandlerContext<Id>): Viewer {
  if (!ctx.viewer) throw new Error(`operation ${ctx.operationId} reached its handler without a viewer`);
  return ctx.viewer;
}
