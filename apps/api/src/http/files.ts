import { FILE_REFUSALS } from '@momento/contract';
import type { MiddlewareHandler } from 'hono';
import { IMAGE_CACHE_CONTROL, STORED_WIDTHS } from '../images/images.ts';
import type { Services } from '../context.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from './middleware.ts';
import { authenticateUser } from './pipeline.ts';

// The stored files the API serves besides its JSON: ticket images (public) and supporting documents (private).

/** Images are immutable (content hash in the name): cached for a year. */
export function serveImage(services: Services): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const file = c.req.param('file') ?? '';
    const match = /^([0-9a-f]{16,64})-(\d{2,4})\.jpg$/.exec(file);
    if (!match || !STORED_WIDTHS.includes(Number(match[2]) as (typeof STORED_WIDTHS)[number]))
      throw notFound(FILE_REFUSALS.noSuchImage);
    const etag = `"${file}"`;
    // The same headers whichever store holds the image (disk or object storage): the key never changes meaning.
    const headers: Record<string, string> = {
      'content-type': 'image/jpeg',
      'cache-control': IMAGE_CACHE_CONTROL,
      etag,
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    };
    const blob = await services.storage.open(file);
    if (!blob) throw notFound(FILE_REFUSALS.noSuchImage);
    if (c.req.header('if-none-match') === etag) {
      await blob.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    if (blob.size !== null) headers['content-length'] = String(blob.size);
    return new Response(blob.body, { status: 200, headers });
  };
}

/**
 * A ticket's supporting document, for the seller who uploaded it while the ticket is theirs, and for admins: a buyer
 * who comes to own the ticket never reads the previous seller's (docs/rules/permissions.md). Anyone else gets 404,
 * as for a key that does not exist. Whatever its type, it is a download: never shown inline, never sniffed into
 * something runnable, never framed or scripted (a PDF with JavaScript, an HTML page named .txt). The name is checked
 * before the caller, so a made-up name is 404 for everyone.
 */
export function serveDocument(services: Services): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const file = c.req.param('file') ?? '';
    if (!/^doc-[0-9a-f]{40}\.(pdf|png|jpg|jpeg|txt|xls|xlsx|doc|docx)$/.test(file))
      throw notFound(FILE_REFUSALS.noSuchDocument);
    const viewer = await authenticateUser(services, c.get('bearer'));
    // The reader is part of the lookup: uploads stored before keys were unique per upload may share one key between
    // two sellers' rows, and each must find their own row (its name and type).
    let query = services.database.db
      .selectFrom('ticket_documents as d')
      .innerJoin('tickets as t', 't.id', 'd.ticket_id')
      .select(['d.name', 'd.mime'])
      .where('d.storage_key', '=', file)
      .where('d.deleted_at', 'is', null);
    if (!viewer.isAdmin)
      query = query.where('d.owner_id', '=', viewer.id).where('t.seller_id', '=', viewer.id);
    const document = await query.orderBy('d.id').executeTakeFirst();
    if (!document) throw notFound(FILE_REFUSALS.noSuchDocument);
    // Streamed from the store (documents go up to 5 MB): the process never holds a whole one.
    const blob = await services.storage.open(file);
    if (!blob) throw notFound(FILE_REFUSALS.noSuchDocument);
    const filename = document.name.replace(/[^\w.\- ]+/g, '_');
    c.set('requestIdSent', true);
    return new Response(blob.body, {
      status: 200,
      headers: {
        ...(blob.size !== null ? { 'content-length': String(blob.size) } : {}),
        'content-type': document.mime,
        'content-disposition': `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
        'cache-control': 'private, no-store',
        'x-request-id': c.get('requestId'),
      },
    });
  };
}
