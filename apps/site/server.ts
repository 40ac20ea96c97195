#!/usr/bin/env node
// The production server of the reference site: serves the build in dist/ and forwards /api to the API server, so the
// browser sees one origin, as behind a deployment's single host name. A Hono app on @hono/node-server: files go out
// through its serveStatic, the /api proxy streams through Node's http client.
//
//   node apps/site/server.ts        (after `pnpm --filter @momento/site build`; `pnpm start` does both)
//
//   SITE_PORT (default 5173), SITE_HOST (default 127.0.0.1), API_URL (default http://127.0.0.1:$API_PORT, API_PORT
//   default 8787), SITE_DIST (default apps/site/dist), EMBED_DIST (default apps/embed/dist), SITE_TRUST_PROXY
//   (default 0: the proxies in front of this server, such as a TLS front; see proxy()).
//
// Every reply carries the security headers of headers.ts (CSP, nosniff, referrer and permissions policies, no
// framing). Hashed files under /assets/ are cached for a year (immutable); index.html and other files are
// revalidated (ETag, from the file's size and time: Hono's etag middleware answers 304). Text files go out brotli- or
// gzip-compressed: the build writes `.br` and `.gz` files beside them (precompress.ts; serveStatic's `precompressed`
// sends them); a file without them is compressed on its first request and kept in memory (the build does not change
// while the server runs). That last step is not Hono's compress middleware: it has no brotli, and it would compress
// every reply again. A folder's path with its trailing slash gets the folder's index.html (the
// partner sign-in window at /embed/signin/), without it a redirect there. A path that is no file gets index.html (the
// router draws the page, its 404 included), except under /assets/ and for files with an extension, which get a real
// 404. The embed's build (the loader a partner's snippet names, its widget and tickets chunks) is served under
// /embed/ from EMBED_DIST, to any origin (the loader imports the chunks as modules, which needs CORS).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { serve, type HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { HASHED_ASSET_CACHE, REVALIDATE_CACHE, securityHeaders } from './headers.ts';
import { MIN_COMPRESS_BYTES } from './precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env['SITE_DIST'] ?? path.join(here, 'dist'));
const port = Number(process.env['SITE_PORT'] ?? 5173);
const host = process.env['SITE_HOST'] ?? '127.0.0.1';
const api = new URL(process.env['API_URL'] ?? `http://127.0.0.1:${process.env['API_PORT'] ?? 8787}`);
const embedDist = path.resolve(process.env['EMBED_DIST'] ?? path.join(here, '../embed/dist'));
const proxiesInFront = Number(process.env['SITE_TRUST_PROXY'] ?? 0);
if (!Number.isSafeInteger(proxiesInFront) || proxiesInFront < 0)
  throw new Error(`SITE_TRUST_PROXY must be 0, 1, 2, ..., got "${process.env['SITE_TRUST_PROXY']}"`);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

interface StaticFile {
  path: string;
  type: string;
  size: number;
  etag: string;
  cacheControl: string;
  encoded: Map<string, Buffer>;
  /** serveStatic for this one file (its `path` option: the request path was checked by lookup()). */
  serve: MiddlewareHandler;
}

const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(
    `site server: ${path.relative(process.cwd(), indexFile)} is missing: run \`pnpm --filter @momento/site build\` first.`,
  );
  process.exit(1);
}

const files = new Map<string, StaticFile | null>();

/**
 * The file a URL path names inside dist/, or null (outside dist/, a dot file such as .vite/, a folder, missing). The
 * path is checked here, and serveStatic is given the file itself (its `path` option), because serveStatic's own check
 * of the request path would serve dot folders and refuse every percent-encoded path (a client route such as
 * `/caf%C3%A9` gets index.html).
 */
function lookup(urlPath: string): StaticFile | null {
  if (files.has(urlPath)) return files.get(urlPath) ?? null;
  let found: StaticFile | null = null;
  let decoded: string | null;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = null;
  }
  const segments = decoded?.split('/') ?? [];
  if (decoded !== null && !decoded.includes('\0') && !segments.some((segment) => segment.startsWith('.'))) {
    const file = path.join(dist, decoded);
    if (file.startsWith(dist + path.sep)) {
      const stat = statSync(file, { throwIfNoEntry: false });
      if (stat?.isFile()) {
        const extension = path.extname(file).toLowerCase();
        found = {
          path: file,
          type: TYPES[extension] ?? 'application/octet-stream',
          size: stat.size,
          etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
          cacheControl: decoded.startsWith('/assets/') ? HASHED_ASSET_CACHE : REVALIDATE_CACHE,
          encoded: new Map(),
          serve: serveStatic({ path: file, precompressed: true }),
        };
      }
    }
  }
  // Only hits are kept: the build does not change while the server runs, and misses come from any URL a client sends.
  if (found) files.set(urlPath, found);
  return found;
}

/** The embed's files: `/embed/momento-*.js`, one name without folders, from EMBED_DIST; null for anything else. */
function lookupEmbed(urlPath: string): StaticFile | null {
  const name = /^\/embed\/(momento-[A-Za-z0-9_-]+\.js)$/.exec(urlPath)?.[1];
  if (!name) return null;
  const key = `embed:${name}`;
  if (files.has(key)) return files.get(key) ?? null;
  const file = path.join(embedDist, name);
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return null;
  // The loader's and the widget chunk's names never change between deployments: revalidated, like index.html.
  const found: StaticFile = {
    path: file,
    type: TYPES['.js'] ?? 'text/javascript',
    size: stat.size,
    etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
    cacheControl: REVALIDATE_CACHE,
    encoded: new Map(),
    serve: serveStatic({ path: file, precompressed: true }),
  };
  files.set(key, found);
  return found;
}

/** The encoding to send: brotli, then gzip, when the client accepts it and the type is worth it. */
function encodingFor(acceptEncoding: string | undefined, file: StaticFile): 'br' | 'gzip' | null {
  if (file.size < MIN_COMPRESS_BYTES || !COMPRESSIBLE.has(path.extname(file.path).toLowerCase())) return null;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

function encoded(file: StaticFile, encoding: 'br' | 'gzip'): Buffer {
  let body = file.encoded.get(encoding);
  if (!body) {
    const built = `${file.path}${SUFFIX[encoding]}`;
    if (existsSync(built)) {
      body = readFileSync(built);
    } else {
      // Fast settings: this runs while the client waits (source maps, files of a build without precompress).
      const raw = readFileSync(file.path);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(raw, { level: 6 });
    }
    file.encoded.set(encoding, body);
  }
  return body;
}

/**
 * A file's reply: serveStatic sends it (its build-time `.br` or `.gz` copy when the client accepts that encoding), with
 * this server's type, cache lifetime and ETag; a compressible file without such a copy is compressed here
 * (encoded()). A 304 for a matching If-None-Match is Hono's etag middleware's (the app below).
 */
async function sendFile(c: Context, file: StaticFile): Promise<Response> {
  const compressible = COMPRESSIBLE.has(path.extname(file.path).toLowerCase());
  const sent = await file.serve(c, async () => {});
  // The file went away since lookup() found it (the build does not change while the server runs).
  if (!(sent instanceof Response)) return notFound(c);
  const headers = sent.headers;
  headers.set('content-type', file.type);
  headers.set('cache-control', file.cacheControl);
  headers.set('etag', file.etag);
  headers.delete('last-modified');
  if (compressible) headers.set('vary', 'accept-encoding');
  const encoding = headers.has('content-encoding')
    ? null
    : encodingFor(c.req.header('accept-encoding'), file);
  if (!encoding) return sent;
  await sent.body?.cancel();
  const body = encoded(file, encoding);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers,
  });
}

const notFound = (c: Context) =>
  c.text('Not found\n', 404, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': REVALIDATE_CACHE,
  });

/**
 * Forwards the request to the API as it came (method, path, headers, body) and streams the reply back, with the
 * address it saw in X-Forwarded-For for the API's abuse limits (docs/abuse-limits.md). As the first proxy (the API
 * trusts one hop: TRUST_PROXY=1) it sets the header, so that a client's own never reaches the API. Behind proxies of
 * the deployment (SITE_TRUST_PROXY=<n>, a TLS front that sets X-Forwarded-For and -Proto) it adds to their header and
 * passes their X-Forwarded-Proto on, and the API trusts n + 1 hops. Node's http client, not a fetch, so that the
 * request body and the reply (a live stream too) pass through as they come, and the headers as they are.
 */
function proxy(request: IncomingMessage, response: ServerResponse) {
  // Under the API's own headers, which win where both name one (the reply is written here, not by the Hono app).
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  const seen = request.socket.remoteAddress ?? '';
  const incoming = proxiesInFront > 0 ? request.headers['x-forwarded-for'] : undefined;
  const forwarded = incoming ? `${String(incoming)}, ${seen}` : seen;
  const proto = (proxiesInFront > 0 && request.headers['x-forwarded-proto']) || 'http';
  const upstream = httpRequest(
    {
      protocol: api.protocol,
      hostname: api.hostname,
      port: api.port,
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        'x-forwarded-for': forwarded,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': proto,
      },
    },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    response.end(
      JSON.stringify({ error: { code: 'INTERNAL', message: 'The API server is not reachable.' } }),
    );
  });
  // A client that goes away (a cancelled request, a closed live stream) ends the upstream request too.
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}

/** Navigations get the app (the router draws every page); files and hashed assets that do not exist are a 404. */
function wantsApp(accept: string | undefined, urlPath: string): boolean {
  if (urlPath.startsWith('/assets/') || path.extname(urlPath) !== '') return false;
  accept ??= '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

const app = new Hono<{ Bindings: HttpBindings }>();

// Every reply carries the security headers (the proxied ones too: proxy() sets them on the reply it writes).
app.use('*', async (c, next) => {
  await next();
  if (c.res === RESPONSE_ALREADY_SENT) return;
  for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
});

app.all('*', async (c, next) => {
  const urlPath = (c.env.incoming.url ?? '/').split('?')[0] ?? '/';
  if (urlPath !== '/api' && !urlPath.startsWith('/api/')) return next();
  proxy(c.env.incoming, c.env.outgoing);
  return RESPONSE_ALREADY_SENT;
});

app.use('*', etag());

app.all('*', async (c) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.body(null, 405, { allow: 'GET, HEAD' });
  // The path as sent (Hono's c.req.path is decoded): lookup() decodes it itself, and refuses what it must.
  const request = c.env.incoming;
  const urlPath = (request.url ?? '/').split('?')[0] ?? '/';
  const embedFile = lookupEmbed(urlPath);
  if (embedFile) {
    // Partner pages load these from their own origins: the widget chunks are imported as modules (CORS).
    const reply = await sendFile(c, embedFile);
    reply.headers.set('access-control-allow-origin', '*');
    reply.headers.set('cross-origin-resource-policy', 'cross-origin');
    return reply;
  }
  const file = urlPath.endsWith('/') ? lookup(`${urlPath}index.html`) : lookup(urlPath);
  if (file) return sendFile(c, file);
  // A page of its own (a folder with its index.html, such as the partner sign-in window at /embed/signin/) is
  // addressed with its trailing slash, so that its relative URLs resolve inside it.
  if (path.extname(urlPath) === '' && lookup(`${urlPath}/index.html`)) {
    const query = (request.url ?? '').slice(urlPath.length);
    return c.redirect(`${urlPath}/${query}`, 308);
  }
  if (wantsApp(c.req.header('accept'), urlPath)) {
    const index = lookup('/index.html');
    if (index) return sendFile(c, index);
  }
  return notFound(c);
});

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(
    `site: serving ${path.relative(process.cwd(), dist) || '.'} on http://${host}:${port}/ (/api -> ${api.origin})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections and live streams would hold close() forever.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
