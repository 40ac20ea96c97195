#!/usr/bin/env node
// The production server of the reference site: serves the build in dist/ and forwards /api to the API server, so the
// browser sees one origin, as behind a deployment's single host name. Node built-ins only.
//
//   node apps/site/server.ts        (after `pnpm --filter @momento/site build`; `pnpm start` does both)
//
//   SITE_PORT (default 5173), SITE_HOST (default 127.0.0.1), API_URL (default http://127.0.0.1:$API_PORT, API_PORT
//   default 8787), SITE_DIST (default apps/site/dist), EMBED_DIST (default apps/embed/dist), SITE_TRUST_PROXY
//   (default 0: the proxies in front of this server, such as a TLS front; see proxy()).
//
// Every reply carries the security headers of headers.ts (CSP, nosniff, referrer and permissions policies, no
// framing). Hashed files under /assets/ are cached for a year (immutable); index.html and other files are
// revalidated (ETag). Text files go out brotli- or gzip-compressed: the build writes `.br` and `.gz` files beside
// them (precompress.ts); a file without them is compressed on its first request and kept in memory (the build does
// not change while the server runs). A folder's path with its trailing slash gets the folder's index.html (the
// partner sign-in window at /embed/signin/), without it a redirect there. A path that is no file gets index.html (the
// router draws the page, its 404 included), except under /assets/ and for files with an extension, which get a real
// 404. The embed's build (the loader a partner's snippet names, its widget and listings chunks) is served under
// /embed/ from EMBED_DIST, to any origin (the loader imports the chunks as modules, which needs CORS).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { HASHED_ASSET_CACHE, REVALIDATE_CACHE, securityHeaders } from './headers.ts';
import { MIN_COMPRESS_BYTES } from './precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env['SITE_DIST'] ?? path.join(here, 'dist'));
const port = Number(process.env['SITE_PORT'] ?? 5173);
const host = process.env['SITE_HOST'] ?? '127.0.0.1';
const api = new URL(process.env['API_URL'] ?? `http://127.0.0.1:${process.env['API_PORT'] ?? 8787}`);
const embedDist = path.resolve(process.env['EMBED_DIST'] ?? path.join(here, '../embed/dist'));
const proxiesInFront = Number(process.env['SITE_TRUST_PROXY'] ?? 0);
if (!Number.isSafeInteger(proxiesInFront) || proxiesInFront < 0) throw new Error(`SITE_TRUST_PROXY must be 0, 1, 2, ..., got "${process.env['SITE_TRUST_PROXY']}"`);

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
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest']);
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

interface StaticFile {
  path: string;
  type: string;
  size: number;
  etag: string;
  cacheControl: string;
  encoded: Map<string, Buffer>;
}

const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`site server: ${path.relative(process.cwd(), indexFile)} is missing: run \`pnpm --filter @momento/site build\` first.`);
  process.exit(1);
}

const files = new Map<string, StaticFile | null>();

/** The file a URL path names inside dist/, or null (outside dist/, a dot file such as .vite/, a folder, missing). */
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
  };
  files.set(key, found);
  return found;
}

/** The encoding to send: brotli, then gzip, when the client accepts it and the type is worth it. */
function encodingFor(request: IncomingMessage, file: StaticFile): 'br' | 'gzip' | null {
  if (file.size < MIN_COMPRESS_BYTES || !COMPRESSIBLE.has(path.extname(file.path).toLowerCase())) return null;
  const accepted = String(request.headers['accept-encoding'] ?? '')
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
      body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw, { level: 6 });
    }
    file.encoded.set(encoding, body);
  }
  return body;
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: StaticFile, status = 200) {
  response.setHeader('content-type', file.type);
  response.setHeader('cache-control', file.cacheControl);
  response.setHeader('etag', file.etag);
  if (COMPRESSIBLE.has(path.extname(file.path).toLowerCase())) response.setHeader('vary', 'accept-encoding');
  if (status === 200 && request.headers['if-none-match'] === file.etag) {
    response.writeHead(304).end();
    return;
  }
  const encoding = encodingFor(request, file);
  if (encoding) {
    const body = encoded(file, encoding);
    response.setHeader('content-encoding', encoding);
    response.setHeader('content-length', body.length);
    response.writeHead(status).end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.setHeader('content-length', file.size);
  response.writeHead(status);
  if (request.method === 'HEAD') response.end();
  else createReadStream(file.path).pipe(response);
}

/**
 * Forwards the request to the API as it came (method, path, headers, body) and streams the reply back, with the
 * address it saw in X-Forwarded-For for the API's abuse limits (docs/abuse-limits.md). As the first proxy (the API
 * trusts one hop: TRUST_PROXY=1) it sets the header, so that a client's own never reaches the API. Behind proxies of
 * the deployment (SITE_TRUST_PROXY=<n>, a TLS front that sets X-Forwarded-For and -Proto) it adds to their header and
 * passes their X-Forwarded-Proto on, and the API trusts n + 1 hops.
 */
function proxy(request: IncomingMessage, response: ServerResponse) {
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
    response.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'The API server is not reachable.' } }));
  });
  // A client that goes away (a cancelled request, a closed live stream) ends the upstream request too.
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}

/** Navigations get the app (the router draws every page); files and hashed assets that do not exist are a 404. */
function wantsApp(request: IncomingMessage, urlPath: string): boolean {
  if (urlPath.startsWith('/assets/') || path.extname(urlPath) !== '') return false;
  const accept = String(request.headers.accept ?? '*/*');
  return accept.includes('text/html') || accept.includes('*/*');
}

const server = createServer((request, response) => {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  const urlPath = (request.url ?? '/').split('?')[0] ?? '/';
  if (urlPath === '/api' || urlPath.startsWith('/api/')) {
    proxy(request, response);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const embedFile = lookupEmbed(urlPath);
  if (embedFile) {
    // Partner pages load these from their own origins: the widget chunks are imported as modules (CORS).
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cross-origin-resource-policy', 'cross-origin');
    sendFile(request, response, embedFile);
    return;
  }
  const file = urlPath.endsWith('/') ? lookup(`${urlPath}index.html`) : lookup(urlPath);
  if (file) {
    sendFile(request, response, file);
    return;
  }
  // A page of its own (a folder with its index.html, such as the partner sign-in window at /embed/signin/) is
  // addressed with its trailing slash, so that its relative URLs resolve inside it.
  if (path.extname(urlPath) === '' && lookup(`${urlPath}/index.html`)) {
    const query = (request.url ?? '').slice(urlPath.length);
    response.writeHead(308, { location: `${urlPath}/${query}` }).end();
    return;
  }
  if (wantsApp(request, urlPath)) {
    const index = lookup('/index.html');
    if (index) {
      sendFile(request, response, index);
      return;
    }
  }
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE_CACHE }).end('Not found\n');
});

server.listen(port, host, () => {
  console.log(`site: serving ${path.relative(process.cwd(), dist) || '.'} on http://${host}:${port}/ (/api -> ${api.origin})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections and live streams would hold close() forever.
    server.closeAllConnections();
  });
}
