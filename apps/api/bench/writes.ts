import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

// The catalogue writes of the mixed benchmark (bench/search.ts), sent over HTTP as buyers would: cart lines added and
// removed by several buyers at a fixed rate (open loop: a slow reply does not slow the rate down), while the search
// load runs. Price edits and new tickets run inside the server process (bench/server.ts, `edits`), since on PGlite
// no other process can write into its database.
// The buyers sign in and pick their first tickets before the timed run (prepareCartWrites), and their requests go
// through node:http with kept-alive connections: the load generator shares the server's cores, and its own cost
// (signing in, a worker's start, fetch's heavier client: about twice node:http's CPU per request here) would
// otherwise be counted against the server.

/** Latencies (ms) of one kind of write, and how many were refused (a ticket another buyer reserved first: 409). */
export type WriteStats = { count: number; refused: number; failed: number; p50: number; p99: number };

export function statsOf(latencies: number[], refused: number, failed: number): WriteStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
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

function call(
  agent: http.Agent,
  url: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  const payload = body === undefined ? null : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        agent,
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let json: { data?: unknown } | null = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: unknown };
          } catch {
            json = null;
          }
          resolve({ status: response.statusCode ?? 0, data: json?.data });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload ?? undefined);
  });
}

/** Starts `fire` `perSecond` times a second for `seconds` (open loop: a slow call does not slow the rate down), then waits for the calls in flight. */
export async function openLoop(perSecond: number, seconds: number, fire: () => Promise<void>): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const until = Date.now() + seconds * 1000;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() >= until) {
        clearInterval(timer);
        resolve();
        return;
      }
      const p = fire();
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }, 1000 / perSecond);
  });
  await Promise.all(inFlight);
}

/** Buyers signed in with their first candidate tickets, ready to write (`run`, once). */
export type CartWriter = {
  run(perSecond: number, seconds: number): Promise<WriteStats>;
  close(): Promise<void>;
};

/**
 * Signs the buyers in and picks their first candidate tickets from the public search (newest pages); `run` then adds
 * and removes cart lines for `seconds` at `perSecond` writes per second in all, spread over the buyers; each buyer
 * keeps at most `maxLines` lines (then removes one), and every line is removed when the run ends.
 */
export async function prepareCartWrites(url: string, maxLines = 5): Promise<CartWriter> {
  // The buyers' kept-alive connections, closed with the writer.
  const agent = new http.Agent({ keepAlive: true });
  const buyers: Buyer[] = [];
  for (const account of BUYERS) {
    const login = await call(agent, url, 'POST', '/user/user_settings.php?action=login', null, account);
    const data = login.data as { token: string; user_data: { id: number } } | undefined;
    if (login.status !== 200 || !data)
      throw new Error(`bench buyer ${account.email} could not log in (${login.status})`);
    buyers.push({ id: data.user_data.id, token: data.token, lines: [] });
  }
  // Candidate tickets with their sellers (nobody may buy their own), refreshed as they get reserved.
  let pool: { id: number; seller: number }[] = [];
  const refill = async () => {
    const page = 1 + Math.floor(Math.random() * 20);
    const res = await call(agent, url, 'GET', `/products.php?page=${page}`, null);
    const items = (
      (res.data as { items?: { product_id: number; seller: { id: number } }[] } | undefined)?.items ?? []
    ).map((t) => ({ id: t.product_id, seller: t.seller.id }));
    pool = items.sort(() => Math.random() - 0.5);
  };
  await refill();
  const run = async (perSecond: number, seconds: number): Promise<WriteStats> => {
    const latencies: number[] = [];
    let refused = 0;
    let failed = 0;
    const one = async (buyer: Buyer) => {
      const remove = buyer.lines.length >= maxLines || (buyer.lines.length > 0 && Math.random() < 0.5);
      let started: number;
      let status: number;
      if (remove) {
        const id = buyer.lines.shift() as number;
        started = performance.now();
        status = (await call(agent, url, 'DELETE', '/user/cart.php', buyer.token, { product_id: id })).status;
      } else {
        if (pool.length < 5) await refill();
        const index = pool.findIndex((t) => t.seller !== buyer.id);
        if (index < 0) return;
        const [ticket] = pool.splice(index, 1);
        if (!ticket) return;
        started = performance.now();
        status = (
          await call(agent, url, 'PUT', '/user/cart.php', buyer.token, { type: 'BUY', product_id: ticket.id })
        ).status;
        if (status === 200) buyer.lines.push(ticket.id);
      }
      latencies.push(performance.now() - started);
      if (status === 409) refused += 1;
      else if (status !== 200) failed += 1;
    };
    let k = 0;
    await openLoop(perSecond, seconds, () =>
      one(buyers[k++ % buyers.length] as Buyer).catch(() => {
        failed += 1;
      }),
    );
    // Leave the catalogue as it was: every line removed.
    for (const buyer of buyers)
      for (const id of buyer.lines.splice(0))
        await call(agent, url, 'DELETE', '/user/cart.php', buyer.token, { product_id: id });
    return statsOf(latencies, refused, failed);
  };
  return {
    run,
    close: async () => {
      agent.destroy();
    },
  };
}

type WorkerMessage = { ready: true } | { stats: WriteStats } | { error: string };

/**
 * prepareCartWrites in a worker thread of its own, so that the buyers' requests and their timing do not wait for turns
 * of the search load generator's event loop (autocannon keeps 10 connections busy in the main thread), as real
 * buyers' clients would not. The worker starts and its buyers sign in before `run`. The CPU is still shared: the
 * worker, the load generator and the server run on the same cores.
 */
export async function prepareCartWritesApart(url: string): Promise<CartWriter> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { cartWriter: url } });
  const next = () =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the cart writes worker exited (${code})`));
      worker.once('exit', onExit);
      worker.once('error', reject);
      worker.once('message', (message: WorkerMessage) => {
        worker.off('exit', onExit);
        worker.off('error', reject);
        resolve(message);
      });
    });
  const ready = await next();
  if ('error' in ready) throw new Error(ready.error);
  return {
    async run(perSecond, seconds) {
      const answer = next();
      worker.postMessage({ perSecond, seconds });
      const message = await answer;
      if ('stats' in message) return message.stats;
      throw new Error('error' in message ? message.error : 'the cart writes worker answered out of turn');
    },
    // Its idle keep-alive connections would keep it running.
    close: () => worker.terminate().then(() => undefined),
  };
}

const workerUrl = isMainThread ? null : (workerData as { cartWriter?: string } | null)?.cartWriter;
if (workerUrl && parentPort) {
  const port = parentPort;
  const fail = (error: unknown) =>
    port.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies WorkerMessage);
  try {
    const writer = await prepareCartWrites(workerUrl);
    port.on('message', ({ perSecond, seconds }: { perSecond: number; seconds: number }) => {
      writer
        .run(perSecond, seconds)
        .then((stats) => port.postMessage({ stats } satisfies WorkerMessage), fail);
    });
    port.postMessage({ ready: true } satisfies WorkerMessage);
  } catch (error) {
    fail(error);
  }
}
