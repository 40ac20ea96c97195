import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { gzipOfReply, type CachedReply } from '../catalogue/cache.ts';
import { bodyBytes, ReplyParts, type ReplyBody } from '../views/json.ts';
import { JSON_HEADERS } from './pipeline.ts';

const gzipAsync = promisify(gzip);

/** Replies smaller than this go uncompressed (gzip would save little). */
const GZIP_MIN_BYTES = 1024;

/**
 * Replies up to this size are compressed in the server's thread (about 0.1 ms for 16 KB), larger ones in the thread
 * pool. A round trip to the pool waits for a turn of the event loop, behind every request in flight: several
 * milliseconds under load, during which a writing request still holds its transaction (on PGlite, the database).
 */
const GZIP_SYNC_MAX_BYTES = 16 * 1024;

/** Whether an Accept-Encoding header allows gzip (RFC 9110: `gzip` or `*` with a q above 0, and `gzip` not refused). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip') return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

/**
 * A JSON reply, gzip'd for clients that accept it (a page of 20 tickets is ~28 KB raw, a few KB compressed). Built with
 * a plain header object and a finished body, so that @hono/node-server writes it straight to the socket (touching a
 * Response's headers or body afterwards would turn it into a streamed WHATWG Response: most of a search's cost).
 * A cached reply keeps its gzip, so each cached page is compressed once.
 */
export async function jsonResponse(
  body: string | ReplyBody | CachedReply,
  acceptEncoding: string | undefined,
  headers: Record<string, string>,
  outgoing?: ServerResponse,
): Promise<Response> {
  const entry = typeof body === 'object' && 'expires' in body ? body : null;
  const raw = entry ? entry.body : (body as string | ReplyBody);
  const vary = headers['vary'] ? `${headers['vary']}, accept-encoding` : 'accept-encoding';
  const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength;
  if (size >= GZIP_MIN_BYTES && acceptsGzip(acceptEncoding)) {
    // A cached reply is compressed once (gzipOfReply); only a reply built for this request is joined here.
    const zipped = entry
      ? gzipOfReply(entry, gzipAsync)
      : gzipNow(typeof raw === 'string' ? raw : bodyBytes(raw), size);
    return new Response((await zipped) as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: { ...JSON_HEADERS, ...headers, vary, 'content-encoding': 'gzip' },
    });
  }
  if (raw instanceof ReplyParts && outgoing && !outgoing.headersSent) {
    // The pieces in one write (a writev), with their length: nothing joined (see ReplyParts).
    outgoing.writeHead(200, { ...JSON_HEADERS, ...headers, vary, 'content-length': String(size) });
    outgoing.cork();
    for (const part of raw.parts) outgoing.write(part);
    outgoing.end();
    outgoing.uncork();
    return RESPONSE_ALREADY_SENT;
  }
  return new Response(typeof raw === 'string' ? raw : (bodyBytes(raw) as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: { ...JSON_HEADERS, ...headers, vary },
  });
}

/** gzip of a reply not kept: up to GZIP_SYNC_MAX_BYTES in this thread (about 0.1 ms), larger in zlib's thread pool. */
const gzipNow = (whole: string | Buffer, size: number): Buffer | Promise<Buffer> =>
  size <= GZIP_SYNC_MAX_BYTES ? gzipSync(whole) : gzipAsync(whole);
