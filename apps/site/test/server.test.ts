// The site's production server (server.ts) over real HTTP: a build folder written here, the server started as
// `pnpm start` starts it, and a small upstream standing in for the API behind /api.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../headers.ts';

const serverScript = fileURLToPath(new URL('../server.ts', import.meta.url));
const dist = mkdtempSync(path.join(tmpdir(), 'momento-site-server-'));
const embedDist = mkdtempSync(path.join(tmpdir(), 'momento-site-server-embed-'));
const LOADER = `(()=>{${'/* the loader */'.repeat(20)}})();\n`;
const INDEX =
  '<!doctype html><html lang="en"><head><title>Momento</title></head><body><div id="root"></div></body></html>';
const SIGN_IN_WINDOW =
  '<!doctype html><html lang="en"><head><title>Sign in with Momento</title></head><body><div id="root"></div></body></html>';
const ENTRY = `export const text = ${JSON.stringify('momento '.repeat(400))};\n`;
/** A file whose build-time brotli copy differs from what on-the-fly compression would give: proves which is sent. */
const PRECOMPRESSED = `console.log(${JSON.stringify('precompressed '.repeat(200))});\n`;

let site: ChildProcess;
let upstream: Server;
let siteUrl = '';
const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string }[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A GET whose body stays as sent (fetch would decompress it). */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ headers: reply.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/entry-AbC123.js'), ENTRY);
  writeFileSync(path.join(dist, 'assets/pre-XyZ789.js'), PRECOMPRESSED);
  writeFileSync(path.join(dist, 'assets/pre-XyZ789.js.br'), brotliCompressSync('/* from the build */'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  mkdirSync(path.join(dist, 'embed/signin'), { recursive: true });
  writeFileSync(path.join(dist, 'embed/signin/index.html'), SIGN_IN_WINDOW);
  writeFileSync(path.join(embedDist, 'momento-embed.js'), LOADER);
  writeFileSync(path.join(embedDist, 'index.html'), '<!doctype html><title>the embed demo</title>');

  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      response.end(JSON.stringify({ data: { ok: true } }));
    });
  });
  const apiPort = await freePort();
  await new Promise<void>((resolve) => upstream.listen(apiPort, '127.0.0.1', resolve));
  const sitePort = await freePort();
  siteUrl = `http://127.0.0.1:${sitePort}`;
  site = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      SITE_DIST: dist,
      EMBED_DIST: embedDist,
      SITE_PORT: String(sitePort),
      API_URL: `http://127.0.0.1:${apiPort}`,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const reply = await fetch(`${siteUrl}/`).catch(() => null);
    if (reply?.ok) break;
    if (Date.now() > deadline) throw new Error('the site server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => upstream?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
  rmSync(embedDist, { recursive: true, force: true });
});

describe('the site production server', () => {
  it('serves index.html with every security header, revalidated, and answers 304 to its ETag', async () => {
    const reply = await fetch(`${siteUrl}/`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(securityHeaders)) expect(reply.headers.get(name)).toBe(value);
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(await reply.text()).toBe(INDEX);
    const again = await fetch(`${siteUrl}/`, {
      headers: { 'if-none-match': reply.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('sends hashed assets cached for a year (immutable), brotli or gzip as the browser accepts', async () => {
    const url = `${siteUrl}/assets/entry-AbC123.js`;
    const br = await raw(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(ENTRY.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(ENTRY);

    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(ENTRY);

    const plain = await raw(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ENTRY);
  });

  it("sends the build's own .br copy when there is one", async () => {
    const reply = await raw(`${siteUrl}/assets/pre-XyZ789.js`, { 'accept-encoding': 'br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.body).toString()).toBe('/* from the build */');
  });

  it('answers a page path with the app, and a missing asset, a dot folder or a path outside the build with 404', async () => {
    const page = await fetch(`${siteUrl}/account/myorders?tab=buy`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX);
    expect(page.headers.get('content-security-policy')).toBe(securityHeaders['content-security-policy']);
    for (const missing of [
      '/assets/gone-123.js',
      '/favicon.ico',
      '/.vite/manifest.json',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2fserver.ts',
    ]) {
      const reply = await fetch(`${siteUrl}${missing}`);
      expect(reply.status, missing).toBe(404);
    }
    expect((await fetch(`${siteUrl}/`, { method: 'POST' })).status).toBe(405);
  });

  it('answers a percent-encoded page path with the app, and a HEAD with the headers of the GET and no body', async () => {
    const page = await fetch(`${siteUrl}/search/caf%C3%A9%20noir`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX);
    const url = `${siteUrl}/assets/entry-AbC123.js`;
    const get = await raw(url, { 'accept-encoding': 'br' });
    const head = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      request(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, (reply) => {
        reply.resume();
        reply.on('end', () => resolve(reply.headers));
      })
        .on('error', reject)
        .end();
    });
    for (const name of [
      'content-type',
      'content-encoding',
      'content-length',
      'cache-control',
      'etag',
      'vary',
    ])
      expect(head[name], name).toBe(get.headers[name]);
    expect(head['content-length']).toBe(String(get.body.length));
  });

  it('forwards /api to the API as it came (method, path and query, body) with forwarding headers, and its reply back', async () => {
    const reply = await fetch(`${siteUrl}/api/v1/user/cart.php?action=add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer abc' },
      body: JSON.stringify({ product_id: 7 }),
    });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('x-upstream')).toBe('yes');
    expect(await reply.json()).toEqual({ data: { ok: true } });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v1/user/cart.php?action=add');
    expect(request?.body).toBe(JSON.stringify({ product_id: 7 }));
    expect(request?.headers?.['authorization']).toBe('Bearer abc');
    expect(request?.headers?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(request?.headers?.['x-forwarded-proto']).toBe('http');
  });

  it("sets X-Forwarded-For to the address it saw, dropping the client's own (the API trusts this one hop)", async () => {
    await fetch(`${siteUrl}/api/v1/venues.php`, {
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.2' },
    });
    expect(seen.at(-1)?.headers?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('serves the embed’s scripts under /embed/ to any origin (CORS), revalidated, and nothing else of its build', async () => {
    const reply = await fetch(`${siteUrl}/embed/momento-embed.js`, {
      headers: { origin: 'https://venue.example' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(await reply.text()).toBe(LOADER);
    expect((await fetch(`${siteUrl}/embed/index.html`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/embed/momento-missing.js`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/embed/..%2Fmomento-embed.js`)).status).toBe(404);
  });

  it('serves the partner sign-in window, its own page, with every security header (never framed), and redirects to its slash', async () => {
    const url = `${siteUrl}/embed/signin/?origin=${encodeURIComponent('http://127.0.0.1:5174')}&nonce=abc`;
    const reply = await fetch(url, { headers: { accept: 'text/html' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(securityHeaders))
      expect(reply.headers.get(name), name).toBe(value);
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const scripts = reply.headers
      .get('content-security-policy')
      ?.split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scripts).not.toContain('unsafe-inline');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    // The window posts its answer to the page that opened it: nothing may cut it off from that page.
    expect(reply.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(await reply.text()).toBe(SIGN_IN_WINDOW);

    const bare = await fetch(`${siteUrl}/embed/signin?origin=x&nonce=y`, { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/embed/signin/?origin=x&nonce=y');
  });
});

describe('the site production server behind a proxy of the deployment (SITE_TRUST_PROXY=1)', () => {
  let behind: ChildProcess;
  let behindUrl = '';
  beforeAll(async () => {
    const port = await freePort();
    behindUrl = `http://127.0.0.1:${port}`;
    behind = spawn(process.execPath, [serverScript], {
      env: {
        ...process.env,
        SITE_DIST: dist,
        SITE_PORT: String(port),
        SITE_TRUST_PROXY: '1',
        API_URL: `http://127.0.0.1:${(upstream.address() as { port: number }).port}`,
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const reply = await fetch(`${behindUrl}/`).catch(() => null);
      if (reply?.ok) break;
      if (Date.now() > deadline) throw new Error('the site server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    if (behind && behind.exitCode === null) {
      const exited = new Promise((resolve) => behind.once('exit', resolve));
      behind.kill('SIGTERM');
      await exited;
    }
  });

  it("adds the address it saw to the proxy's X-Forwarded-For and passes its X-Forwarded-Proto on (the API trusts two hops)", async () => {
    await fetch(`${behindUrl}/api/v1/venues.php`, {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
    });
    expect(seen.at(-1)?.headers?.['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(seen.at(-1)?.headers?.['x-forwarded-proto']).toBe('https');
  });
});
