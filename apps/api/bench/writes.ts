import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

// The catalogue writes of the mixed benchmark (bench/search.ts), sent over HTTP as buyers would: cart lines added and
// removed by several buyers at a fixed rate (open loop: a slow reply does not slow the rate down), while the search
// load runs. Price edits and new listings run inside the server process (bench/server.ts, `edits`), since on PGlite
// no other process can write into its database.

/** Latencies (ms) of one kind of write, and how many were refused (a ticket another buyer reserved first: 409). */
export type WriteStats = { count: number; refused: number; failed: number; p50: number; p99: number };

export function statsOf(latencies: number[], refused: number, failed: number): WriteStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return { count: sorted.length, refused, failed, p50: at(0.5), p99: at(0.99) };
}

/** The demo accounts that buy (the demo buyer and the extra sellers, who may buy others' tickets). */
const BUYERS = [
  { email: 'buyer@momento.test', password: 'momento-buyer' },
  { email: 'vault@momento.test', password: 'momento-seller' },
  { email: 'stubs@momento.test', password: 'momento-seller' },
  { email: 'rita@momento.test', password: 'momento-seller' },
];

type Buyer = { id: number; token: string; lines: number[] };

async function call(url: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json().catch(() => null)) as { data?: unknown } | null;
  return { status: response.status, data: json?.data };
}

/**
 * Adds and removes cart lines for `seconds` at `perSecond` writes per second in all, spread over the buyers; each
 * buyer keeps at most `maxLines` lines (then removes one). Tickets are picked from the public search (newest pages).
 */
export async function runCartWrites(url: string, perSecond: number, seconds: number, maxLines = 5): Promise<WriteStats> {
  const buyers: Buyer[] = [];
  for (const account of BUYERS) {
    const login = await call(url, 'POST', '/user/user_settings.php?action=login', null, account);
    const data = login.data as { token: string; user_data: { id: number } } | undefined;
    if (login.status !== 200 || !data) throw new Error(`bench buyer ${account.email} could not log in (${login.status})`);
    buyers.push({ id: data.user_data.id, token: data.token, lines: [] });
  }
  // Candidate tickets with their sellers (nobody may buy their own), refreshed as they get reserved.
  let pool: { id: number; seller: number }[] = [];
  const refill = async () => {
    const page = 1 + Math.floor(Math.random() * 20);
    const res = await call(url, 'GET', `/products.php?page=${page}`, null);
    const items = ((res.data as { items?: { product_id: number; seller: { id: number } }[] } | undefined)?.items ?? []).map((t) => ({ id: t.product_id, seller: t.seller.id }));
    pool = items.sort(() => Math.random() - 0.5);
  };
  await refill();
  const latencies: number[] = [];
  let refused = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const one = async (buyer: Buyer) => {
    const remove = buyer.lines.length >= maxLines || (buyer.lines.length > 0 && Math.random() < 0.5);
    let started: number;
    let status: number;
    if (remove) {
      const id = buyer.lines.shift() as number;
      started = performance.now();
      status = (await call(url, 'DELETE', '/user/cart.php', buyer.token, { product_id: id })).status;
    } else {
      if (pool.length < 5) await refill();
      const index = pool.findIndex((t) => t.seller !== buyer.id);
      if (index < 0) return;
      const [ticket] = pool.splice(index, 1);
      if (!ticket) return;
      started = performance.now();
      status = (await call(url, 'PUT', '/user/cart.php', buyer.token, { type: 'BUY', product_id: ticket.id })).status;
      if (status === 200) buyer.lines.push(ticket.id);
    }
    latencies.push(performance.now() - started);
    if (status === 409) refused += 1;
    else if (status !== 200) failed += 1;
  };
  const until = Date.now() + seconds * 1000;
  let k = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() >= until) {
        clearInterval(timer);
        resolve();
        return;
      }
      const buyer = buyers[k++ % buyers.length] as Buyer;
      const p = one(buyer).catch(() => {
        failed += 1;
      });
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }, 1000 / perSecond);
  });
  await Promise.all(inFlight);
  // Leave the catalogue as it was: every line removed.
  for (const buyer of buyers) for (const id of buyer.lines.splice(0)) await call(url, 'DELETE', '/user/cart.php', buyer.token, { product_id: id });
  return statsOf(latencies, refused, failed);
}

type WorkerTask = { cartWrites: { url: string; perSecond: number; seconds: number } };

/**
 * runCartWrites in a worker thread of its own, so that the buyers' requests and their timing do not wait for turns
 * of the search load generator's event loop (autocannon keeps 10 connections busy in the main thread), as real
 * buyers' clients would not. The CPU is still shared: the worker, the load generator and the server run on the
 * same cores.
 */
export function runCartWritesApart(url: string, perSecond: number, seconds: number): Promise<WriteStats> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { cartWrites: { url, perSecond, seconds } } satisfies WorkerTask });
  return new Promise((resolve, reject) => {
    worker.once('message', (stats: WriteStats) => {
      resolve(stats);
      // Its idle keep-alive connections would keep it running.
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the cart writes worker exited (${code}) without its figures`)));
  });
}

const task = isMainThread ? null : (workerData as Partial<WorkerTask> | null)?.cartWrites;
if (task) parentPort?.postMessage(await runCartWrites(task.url, task.perSecond, task.seconds));
