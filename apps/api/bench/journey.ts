import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ApiProcess, freePort, startProxy, type Cleanups, type Proxy } from '../test/cluster.ts';
import { startTestS3 } from '../test/s3-server.ts';
import { createContractCheck } from './contractCheck.ts';
import { queryFactory } from './load.ts';

// `pnpm --filter @momento/api load`: the whole journey at volume while things fail, then the invariants, read from
// the database. Everything runs on this machine, on loopback, in processes this script starts and stops by PID:
// - a PostgreSQL cluster of its own (Debian's binaries, a temp folder, a free port or LOAD_PG_PORT; as the
//   `postgres` user when run as root), so that it may restart it; fsync off (a fast shutdown checkpoints anyway);
// - an S3-compatible bucket (s3rver, test/s3-server.ts), two API processes (src/main.ts) on the database and the
//   bucket, and the round-robin proxy in front of them (test/cluster.ts, as in the scale-out test);
// - LOAD_USERS (200) virtual users for LOAD_SECONDS (300), at most LOAD_MAX_REQUESTS (2,000,000) requests: buyers
//   browse and search, add to the cart, check out, order and pay with the test provider, make offers and answer
//   counters, write to sellers and confirm receipt; the six demo sellers answer offers (accept, reject, counter),
//   reply to messages, add tracking and mark orders delivered. LOAD_STREAMS (20) buyers and every seller keep a live
//   stream open (reconnecting after 1 s when it ends, as the kit's does) and every message event is recorded.
// - Faults (LOAD_FAULTS=0 turns them off): at 15% of the run the proxy drops a client's connection after the API
//   answered its payment; at a quarter API process B is killed (SIGKILL) and started again; at half (or once B is
//   back), PostgreSQL restarts (fast shutdown).
// Clients retry as the kit does and nothing else: reads (GET) after a 5xx or a network failure, with a backoff;
// the payment report after one too, with its idempotency key (the provider's token: a replay answers the paid
// order). Other writes are not repeated: the user sees the failure and reads the state again.
// After the run every live reservation and unpaid order is moved past its expiry, the processes' sweep runs, and the
// invariants are checked in SQL. The report: requests, statuses, p50/p99 per operation, the faults, 5xx and network
// failures (each must fall in a fault's window and, when retried, end in success) and each invariant. LOAD_REPORT
// names a file for the report as JSON. Exits 1 when an invariant or the 5xx rule fails.

const seconds = Number(process.env['LOAD_SECONDS'] ?? 300);
const userCount = Number(process.env['LOAD_USERS'] ?? 200);
const maxRequests = Number(process.env['LOAD_MAX_REQUESTS'] ?? 2_000_000);
const streamBuyers = Number(process.env['LOAD_STREAMS'] ?? 20);
const withFaults = process.env['LOAD_FAULTS'] !== '0';
const reportFile = process.env['LOAD_REPORT'] ?? null;
const checkReplies = process.env['LOAD_CONTRACT'] !== '0';
/** After a fault ends (the process or the database answers again), pools reconnect and retries land: seconds. */
const FAULT_GRACE_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const SWEEP_INTERVAL_MS = 1_000;

const SELLERS = [
  { email: 'seller@momento.test', password: 'momento-seller' },
  { email: 'vault@momento.test', password: 'momento-seller' },
  { email: 'stubs@momento.test', password: 'momento-seller' },
  { email: 'rita@momento.test', password: 'momento-seller' },
  { email: 'golden@momento.test', password: 'momento-seller' },
  { email: 'admin@momento.test', password: 'momento-admin' },
];
const ADDRESS = {
  first_name: 'Load',
  last_name: 'Buyer',
  mobile_no: '+1 555 0100',
  address_line_1: '1 Main Street',
  address_line_2: '',
  administrative_area: 'CA',
  city: 'Springfield',
  postal_code: '90001',
  country: 'United States',
};
const TRACKING = { carrier_name: 'UPS', service_name: 'Ground', tracking_no: '1Z999', shipping_cost: '7.50' };

// ───────────────────────── PostgreSQL of its own ─────────────────────────

class PgCluster {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'momento-load-pg-'));
  /** The newest of Debian's PostgreSQL versions. */
  readonly bin = path.join(
    '/usr/lib/postgresql',
    (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [])
      .sort((x, y) => Number(x) - Number(y))
      .at(-1) ?? 'missing',
    'bin',
  );
  port = 0;

  #asPostgres(command: string, args: string[]): void {
    const tool = path.join(this.bin, command);
    if (process.getuid?.() === 0)
      execFileSync(
        'su',
        ['postgres', '-s', '/bin/sh', '-c', [tool, ...args].map((part) => `'${part}'`).join(' ')],
        { stdio: 'pipe' },
      );
    else execFileSync(tool, args, { stdio: 'pipe' });
  }

  async start(): Promise<string> {
    if (!existsSync(path.join(this.bin, 'postgres')))
      throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
    this.port = Number(process.env['LOAD_PG_PORT'] || 0) || (await freePort());
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', this.dir]);
    this.#asPostgres('initdb', [
      '-D',
      `${this.dir}/data`,
      '-U',
      'momento',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    this.#asPostgres('pg_ctl', [
      '-D',
      `${this.dir}/data`,
      '-l',
      `${this.dir}/log`,
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off -c full_page_writes=off -c max_connections=100`,
      'start',
    ]);
    const admin = new pg.Client({ connectionString: this.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE momento_load');
    await admin.end();
    return this.url('momento_load');
  }

  url(database: string): string {
    return `postgres://momento@127.0.0.1:${this.port}/${database}`;
  }

  /** The postmaster's PID (first line of postmaster.pid), while it runs. */
  pid(): number | null {
    try {
      return Number(readFileSync(path.join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return null;
    }
  }

  /** Fast shutdown (SIGINT to the postmaster: sessions are ended, a checkpoint written), then start it again. */
  async restart(): Promise<void> {
    await this.stop();
    this.#asPostgres('pg_ctl', [
      '-D',
      `${this.dir}/data`,
      '-l',
      `${this.dir}/log`,
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off -c full_page_writes=off -c max_connections=100`,
      'start',
    ]);
  }

  async stop(): Promise<void> {
    const pid = this.pid();
    if (pid === null) return;
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      return;
    }
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      try {
        process.kill(pid, 0);
      } catch {
        return;
      }
      await sleep(50);
    }
    process.kill(pid, 'SIGKILL');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

// ───────────────────────── the clients' requests, recorded ─────────────────────────

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (below: number) => Math.floor(Math.random() * below);
const pick = <T>(items: readonly T[]): T | undefined => items[random(items.length)];

type Attempt = { op: string; status: number; at: number; ms: number };
type Failure = { op: string; status: number; at: number; retry: Retry; recovered: boolean | null };
type Retry = 'read' | 'idempotent' | 'none';

const attempts: Attempt[] = [];
const failures: Failure[] = [];
const contractCheck = checkReplies ? createContractCheck() : null;
const contract = { checked: 0, nonconforming: new Map<string, number>() };
let requestCount = 0;
let stopAt = Number.POSITIVE_INFINITY;
const running = () => Date.now() < stopAt && requestCount < maxRequests;

// Replies are read field by field; typing each one would only repeat the contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { status: number; data: any; error?: { code: string; message: string } };

let proxy: Proxy;

/**
 * One call as the kit's client makes it, retried as the kit retries: a read (SWR's error retry, exponential backoff)
 * or a write with an idempotency key after a 5xx or a network failure; other writes once.
 */
async function call(
  op: string,
  method: string,
  pathAndQuery: string,
  token: string | null,
  body?: unknown,
  retry: Retry = method === 'GET' ? 'read' : 'none',
): Promise<Reply> {
  const failed: Failure[] = [];
  for (let attempt = 0; ; attempt += 1) {
    requestCount += 1;
    const started = Date.now();
    let reply: Reply;
    try {
      const response = await fetch(`${proxy.url}/api/v1${pathAndQuery}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const json = (text ? JSON.parse(text) : {}) as {
        data?: unknown;
        error?: { code: string; message: string };
      };
      reply = { status: response.status, data: json.data, ...(json.error ? { error: json.error } : {}) };
      // The proxy's own 502 (a backend down) is the balancer's reply, not the API's.
      if (
        contractCheck &&
        !(response.status === 502 && json.error?.code === 'BAD_GATEWAY') &&
        !pathAndQuery.startsWith('/dev/')
      ) {
        contract.checked += 1;
        const verdict = contractCheck(
          method,
          `/api/v1${pathAndQuery}`,
          response.status,
          text ? json : undefined,
        );
        if (!verdict.ok)
          contract.nonconforming.set(verdict.problem, (contract.nonconforming.get(verdict.problem) ?? 0) + 1);
      }
    } catch {
      reply = { status: 0, data: undefined };
    }
    attempts.push({ op, status: reply.status, at: started, ms: Date.now() - started });
    const broken = reply.status === 0 || reply.status >= 500;
    if (!broken) {
      for (const failure of failed) failure.recovered = true;
      return reply;
    }
    // When the failure came back (a request in flight when its process was killed started before the fault).
    const failure: Failure = {
      op,
      status: reply.status,
      at: Date.now(),
      retry,
      recovered: retry === 'none' ? null : false,
    };
    failures.push(failure);
    failed.push(failure);
    // Retries go on past the end of the run (a user whose page is waiting), within a bound.
    if (retry === 'none' || attempt >= 10 || Date.now() > stopAt + 60_000) return reply;
    await sleep(Math.min(5_000, 200 * 2 ** attempt) * (0.5 + Math.random()));
  }
}

// ───────────────────────── live streams ─────────────────────────

type StreamSession = { user: number; opened: number; closed: number | null; received: number[] };
const sessions: StreamSession[] = [];

/** A user's live stream, open until the run ends; reconnects 1 s after it ends, as the kit's stream does. */
async function keepStream(userId: number, token: string): Promise<void> {
  while (running()) {
    const controller = new AbortController();
    const stop = setInterval(() => !running() && controller.abort(), 200);
    let session: StreamSession | null = null;
    try {
      const response = await fetch(`${proxy.url}/api/v1/user/events.php`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (response.ok && response.body) {
        session = { user: userId, opened: Date.now(), closed: null, received: [] };
        sessions.push(session);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const data = buffer
              .slice(0, end)
              .split('\n')
              .find((line) => line.startsWith('data:'));
            buffer = buffer.slice(end + 2);
            if (data) {
              const event = JSON.parse(data.slice(5)) as { type?: string; message_id?: number };
              if (event.type === 'message' && typeof event.message_id === 'number')
                session.received.push(event.message_id);
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } else {
        await response.body?.cancel();
      }
    } catch {
      // the process or the connection went away; reconnect below
    } finally {
      clearInterval(stop);
      if (session) session.closed = Date.now();
    }
    if (running()) await sleep(1_000);
  }
}

// ───────────────────────── virtual users ─────────────────────────

type User = { id: number; token: string; email: string };
type SentMessage = { id: number; room: number; users: number[]; started: number; answered: number };
const sentMessages: SentMessage[] = [];
const rooms = new Map<number, number[]>();
const nextQuery = queryFactory(200);

async function login(email: string, password: string): Promise<User> {
  const reply = await call('login', 'POST', '/user/user_settings.php?action=login', null, {
    email,
    password,
  });
  if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${JSON.stringify(reply.error)}`);
  return { id: reply.data.user_data.id, token: reply.data.token, email };
}

async function register(run: string, index: number): Promise<User> {
  const email = `load-${run}-${index}@example.com`;
  const password = `load-secret-${index}`;
  const registered = await call('register', 'POST', '/user/user_settings.php?action=register', null, {
    user_name: `Load Buyer ${index}`,
    email,
    password,
    confirm_password: password,
  });
  if (registered.status !== 200)
    throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.error)}`);
  const outbox = await call('devOutbox', 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`, null);
  const links: string[] =
    typeof outbox.data.items[0].links === 'string'
      ? JSON.parse(outbox.data.items[0].links)
      : outbox.data.items[0].links;
  const key = new URL(links.find((link) => link.includes('/verify?')) as string).searchParams.get(
    'verification_key',
  );
  await call('verify', 'POST', '/user/user_settings.php?action=verify', null, {
    email,
    email_verification_key: key,
  });
  const user = await login(email, password);
  for (const type of ['DELIVERY', 'BILL'])
    await call('addressCreate', 'POST', '/user/account/address.php', user.token, { ...ADDRESS, type });
  return user;
}

/** A page of the newest tickets; the listed tickets on it. */
async function listedTickets(): Promise<
  Array<{ product_id: number; seller: { id: number }; cost: { value: string } | null; listing_name: string }>
> {
  const page = await call('search', 'GET', `/products.php?page=${1 + random(5)}`, null);
  if (page.status !== 200) return [];
  return (
    page.data.items as Array<{
      product_id: number;
      status: string;
      isSale: number | string;
      seller: { id: number };
      cost: { value: string } | null;
      listing_name: string;
    }>
  ).filter((item) => item.status === 'SELL' && String(item.isSale) === '1');
}

async function browse(): Promise<void> {
  const found = await call('search', 'GET', nextQuery(), null);
  const item = pick((found.data?.items ?? []) as Array<{ product_id: number }>);
  if (item) await call('product', 'GET', `/products.php?product_id=${item.product_id}`, null);
}

/** Pays an order: the test provider's token, then the payment report, repeated with the same token if need be. */
async function pay(user: User, orderNo: string): Promise<void> {
  const payment = await call(
    'testPayment',
    'POST',
    '/dev/test-payments',
    user.token,
    { order_no: orderNo },
    'idempotent',
  );
  if (payment.status !== 200) return;
  await call(
    'orderPaymentUpdate',
    'PUT',
    '/user/orders/order.php?action=paymentUpdate',
    user.token,
    { order_no: orderNo, payment_result: { is_paid: true, token: payment.data.token } },
    'idempotent',
  );
}

async function buy(user: User): Promise<void> {
  const ticket = pick(await listedTickets());
  if (!ticket) return;
  const cart = await call('cartAdd', 'PUT', '/user/cart.php', user.token, {
    type: 'BUY',
    product_id: ticket.product_id,
  });
  if (cart.status !== 200) return;
  await checkOutAndPay(user, cart.data.cart_id);
}

async function checkOutAndPay(user: User, cartId: number): Promise<void> {
  const checkout = await call('checkoutCreate', 'POST', '/user/orders/checkout.php', user.token, {
    cart_id: cartId,
  });
  if (checkout.status !== 200) return;
  const order = await call('orderCreate', 'POST', '/user/orders/order.php', user.token, {
    checkout_id: checkout.data.checkout_id,
  });
  if (order.status !== 200) return;
  await call('orderGet', 'GET', `/user/orders/order.php?order_no=${order.data.order_no}`, user.token);
  await pay(user, order.data.order_no);
}

async function makeOffer(user: User): Promise<void> {
  const ticket = pick(await listedTickets());
  if (!ticket?.cost) return;
  const price = Math.max(1, Math.round(Number(ticket.cost.value) * (0.5 + Math.random() * 0.4)));
  await call('offerCreate', 'POST', '/user/offers/offers.php', user.token, {
    offer_type: 'OFFER',
    offer_price: price,
    seller_id: ticket.seller.id,
    offer_items: [{ product_id: ticket.product_id, product_listing_name: ticket.listing_name.slice(0, 200) }],
  });
}

type OfferReply = {
  offer_no: string;
  offer_id: number;
  offer_status: string;
  offer_price: { value: string };
  created_by: { id: number };
  offer_items: Array<{ product_id: number; listing_name?: string }>;
  counter_offers: OfferReply[];
};
const latestEntry = (offer: OfferReply): OfferReply => offer.counter_offers.at(-1) ?? offer;

/** Answers the open offers the other side made last: accept, reject, or (sellers) counter. */
async function answerOffers(user: User, type: 'BUY' | 'SELL'): Promise<void> {
  const list = await call('offers', 'GET', `/user/offers/offers.php?type=${type}&page=1`, user.token);
  const open = ((list.data?.items ?? []) as OfferReply[]).filter(
    (offer) => latestEntry(offer).offer_status === 'OPEN' && latestEntry(offer).created_by.id !== user.id,
  );
  for (const offer of open.slice(0, 3)) {
    const latest = latestEntry(offer);
    const choice = random(type === 'SELL' ? 3 : 2);
    if (choice === 2) {
      await call('offerCounter', 'POST', '/user/offers/offers.php', user.token, {
        offer_type: 'COUNTER_OFFER',
        offer_no: offer.offer_no,
        offer_price: Math.round(Number(latest.offer_price.value) * 1.2) + 1,
        offer_items: latest.offer_items.map((item) => ({
          product_id: item.product_id,
          product_listing_name: (item.listing_name ?? 'Ticket').slice(0, 200),
        })),
      });
    } else {
      await call('offerSetStatus', 'PUT', '/user/offers/offers.php?action=set_status', user.token, {
        offer_no: offer.offer_no,
        offer_id: latest.offer_id,
        status: choice === 0 ? 'ACCEPT' : 'REJECT',
      });
    }
  }
}

/** A buyer's offer the seller accepted goes into the cart as an OFFER line and is bought. */
async function buyAcceptedOffer(user: User): Promise<void> {
  const list = await call('offers', 'GET', '/user/offers/offers.php?type=BUY&page=1', user.token);
  const accepted = ((list.data?.items ?? []) as OfferReply[]).find(
    (offer) =>
      latestEntry(offer).offer_status === 'ACCEPTED_SELLER' ||
      latestEntry(offer).offer_status === 'ACCEPTED_BUYER',
  );
  if (!accepted) return;
  const cart = await call('cartAdd', 'PUT', '/user/cart.php', user.token, {
    type: 'OFFER',
    offer_no: accepted.offer_no,
  });
  if (cart.status !== 200) return;
  await checkOutAndPay(user, cart.data.cart_id);
}

async function sendMessage(user: User, sellers: User[]): Promise<void> {
  const seller = pick(sellers) as User;
  const room = await call('roomCreate', 'POST', '/user/message/rooms.php', user.token, {
    receiver_id: seller.id,
  });
  if (room.status !== 200) return;
  rooms.set(room.data.room_id, [user.id, seller.id]);
  await postMessage(
    user,
    room.data.room_id,
    [user.id, seller.id],
    `Is this ticket still available? (${random(1000)})`,
  );
}

async function postMessage(user: User, roomId: number, users: number[], text: string): Promise<void> {
  const started = Date.now();
  const sent = await call('messageSend', 'POST', '/user/message/messages.php', user.token, {
    room_id: roomId,
    message: text,
  });
  if (sent.status === 200)
    sentMessages.push({ id: sent.data.message_id, room: roomId, users, started, answered: Date.now() });
}

async function replyToMessages(seller: User): Promise<void> {
  const list = await call('rooms', 'GET', '/user/message/rooms.php?page=1', seller.token);
  const known = ((list.data?.items ?? []) as Array<{ room_id: number }>).filter((room) =>
    rooms.has(room.room_id),
  );
  const room = pick(known);
  if (!room) return;
  await call('messages', 'GET', `/user/message/messages.php?room_id=${room.room_id}&page=1`, seller.token);
  await postMessage(
    seller,
    room.room_id,
    rooms.get(room.room_id) as number[],
    'Yes, it is. Thank you for asking.',
  );
}

/** Ships the paid sub-orders still open and marks shipped ones delivered. */
async function fulfil(seller: User): Promise<void> {
  const list = await call('sellerOrders', 'GET', '/seller/orders/order.php?page=1', seller.token);
  const items = (list.data?.items ?? []) as Array<{
    order_no: string;
    fulfillment_order_id: number;
    fulfillment_status: string;
    order_status?: string;
  }>;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const item of items
    .filter((entry) => entry.fulfillment_status === 'OPEN' && (entry.order_status ?? 'PAID') === 'PAID')
    .slice(0, 2)) {
    await call('fulfilmentAdd', 'POST', '/seller/orders/fulfillment.php', seller.token, {
      order_no: item.order_no,
      sub_order_id: item.fulfillment_order_id,
      ...TRACKING,
      expected_delivery: tomorrow,
    });
  }
  for (const item of items.filter((entry) => entry.fulfillment_status === 'SHIPPED').slice(0, 2)) {
    await call(
      'orderDelivered',
      'PUT',
      '/seller/orders/order.php?action=updateOrderDelivered',
      seller.token,
      { order_no: item.order_no, sub_order_id: item.fulfillment_order_id },
    );
  }
}

async function confirmReceived(user: User): Promise<void> {
  const list = await call('buyerOrders', 'GET', '/user/orders/order.php?page=1', user.token);
  const items = (list.data?.items ?? []) as Array<{
    order_no: string;
    sub_order_id: number;
    delivery_status: string;
    order_status: string;
  }>;
  const delivered = items.find(
    (item) =>
      item.order_status === 'PAID' &&
      (item.delivery_status === 'DELIVERED_ACK_SELLER' || item.delivery_status === 'SHIPPED'),
  );
  if (delivered)
    await call('orderReceived', 'PUT', '/user/orders/order.php?action=updateOrderReceived', user.token, {
      order_no: delivered.order_no,
      sub_order_id: delivered.sub_order_id,
    });
}

async function buyerLoop(user: User, sellers: User[]): Promise<void> {
  await sleep(random(2_000));
  while (running()) {
    const roll = random(100);
    if (roll < 45) await browse();
    else if (roll < 65) await buy(user);
    else if (roll < 75) await makeOffer(user);
    else if (roll < 80) await answerOffers(user, 'BUY');
    else if (roll < 84) await buyAcceptedOffer(user);
    else if (roll < 94) await sendMessage(user, sellers);
    else await confirmReceived(user);
    // A person reads the page before the next click.
    await sleep(300 + random(1_200));
  }
}

async function sellerLoop(seller: User): Promise<void> {
  while (running()) {
    const roll = random(3);
    if (roll === 0) await answerOffers(seller, 'SELL');
    else if (roll === 1) await replyToMessages(seller);
    else await fulfil(seller);
    await sleep(200 + random(600));
  }
}

// ───────────────────────── faults ─────────────────────────

type Fault = { kind: string; started: number; ended: number; note: string };
const faults: Fault[] = [];

async function injectFaults(started: number, pgCluster: PgCluster, processes: ApiProcess[]): Promise<void> {
  const at = async (share: number) => {
    const when = started + seconds * 1000 * share;
    while (running() && Date.now() < when) await sleep(100);
  };
  const healthy = async () => {
    for (const api of processes) {
      const until = Date.now() + 120_000;
      while (Date.now() < until) {
        try {
          if ((await fetch(`${api.url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) })).ok) break;
        } catch {
          // not yet
        }
        await sleep(100);
      }
    }
  };
  await at(0.25);
  if (!running()) return;
  const b = processes[1] as ApiProcess;
  let begin = Date.now();
  await b.kill();
  await b.start();
  faults.push({
    kind: 'API process B killed (SIGKILL) and started again',
    started: begin,
    ended: Date.now(),
    note: `back in ${((Date.now() - begin) / 1000).toFixed(1)} s`,
  });

  await at(0.5);
  if (!running()) return;
  begin = Date.now();
  await pgCluster.restart();
  const up = Date.now();
  await healthy();
  faults.push({
    kind: 'PostgreSQL restarted (fast shutdown)',
    started: begin,
    ended: Date.now(),
    note: `down ${((up - begin) / 1000).toFixed(1)} s; both processes healthy after ${((Date.now() - begin) / 1000).toFixed(1)} s`,
  });
}

/** A client's connection dropped after the API answered its payment report (at 15%, beside the other faults). */
async function dropConnection(started: number): Promise<void> {
  const at = async (share: number) => {
    const when = started + seconds * 1000 * share;
    while (running() && Date.now() < when) await sleep(100);
  };
  await at(0.15);
  if (!running()) return;
  const begin = Date.now();
  const drop: { answer: Awaited<ReturnType<Proxy['dropReplyOfNext']>> | null } = { answer: null };
  void proxy
    .dropReplyOfNext((method, url) => method === 'PUT' && url.includes('action=paymentUpdate'))
    .then((answer) => (drop.answer = answer));
  while (drop.answer === null && running()) await sleep(50);
  const dropped = drop.answer;
  faults.push({
    kind: "a client's connection dropped after the API answered",
    started: begin,
    ended: Date.now(),
    note: dropped
      ? `${dropped.method} ${dropped.url.replace(/\?.*/, '')}?action=paymentUpdate answered ${dropped.status}, never delivered`
      : 'no payment came in time',
  });
}

const inFault = (at: number) =>
  faults.some((fault) => at >= fault.started - 1_000 && at <= fault.ended + FAULT_GRACE_MS);

// ───────────────────────── invariants ─────────────────────────

type Check = { name: string; ok: boolean; detail: string };

async function invariants(db: pg.Client, runStarted: Date, offset: (at: number) => string): Promise<Check[]> {
  const checks: Check[] = [];
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await db.query<T>(text, values)).rows;
  const check = (name: string, bad: unknown[], detail: string) =>
    checks.push({
      name,
      ok: bad.length === 0,
      detail: bad.length === 0 ? detail : `${bad.length} violations, e.g. ${JSON.stringify(bad.slice(0, 3))}`,
    });

  // The tickets of paid orders: the holds of their lines and the ticket of every BUY line. A sub-order the buyer
  // has received hands its tickets over (OWNED by the buyer, who may sell them again); until then they are SOLD.
  const paidTickets = `
    SELECT DISTINCT o.id AS order_id, o.buyer_id, o.ordered_at, so.fulfilment_status = 'DELIVERED_ACK_BUYER' AS received, x.ticket_id
      FROM orders o JOIN sub_orders so ON so.order_id = o.id JOIN line_items li ON li.sub_order_id = so.id
      JOIN LATERAL (SELECT li.ticket_id WHERE li.ticket_id IS NOT NULL UNION SELECT h.ticket_id FROM ticket_holds h WHERE h.line_item_id = li.id) x ON true
     WHERE o.status = 'PAID'`;
  const [{ orders, tickets } = { orders: 0, tickets: 0 }] = await rows<{ orders: number; tickets: number }>(
    `SELECT count(DISTINCT order_id)::int AS orders, count(*)::int AS tickets FROM (${paidTickets}) p WHERE ordered_at >= $1`,
    [runStarted],
  );
  check(
    'no ticket sold twice',
    await rows(
      `SELECT ticket_id, count(DISTINCT order_id)::int AS orders FROM (${paidTickets}) p WHERE NOT received GROUP BY ticket_id HAVING count(DISTINCT order_id) > 1`,
    ),
    `${tickets} tickets in ${orders} orders paid during the run; no ticket in two paid orders (but for one its buyer received and sold again)`,
  );
  check(
    "every paid order's tickets SOLD",
    await rows(
      `
      SELECT p.order_id, p.ticket_id, t.status, p.received FROM (${paidTickets}) p JOIN tickets t ON t.id = p.ticket_id
       WHERE (NOT p.received AND t.status <> 'SOLD')
          OR (p.received AND NOT (t.status = 'OWNED' AND t.seller_id = p.buyer_id)
              AND NOT EXISTS (SELECT 1 FROM (${paidTickets}) later WHERE later.ticket_id = p.ticket_id AND later.ordered_at > p.ordered_at))
         AND p.ordered_at >= $1`,
      [runStarted],
    ),
    'SOLD until received, then OWNED by the buyer (orders of the run)',
  );
  check(
    'every SOLD ticket in exactly one paid order',
    await rows(
      `SELECT t.id FROM tickets t WHERE t.status = 'SOLD' AND t.updated_at >= $1 AND (SELECT count(DISTINCT order_id) FROM (${paidTickets}) p WHERE p.ticket_id = t.id AND NOT p.received) <> 1`,
      [runStarted],
    ),
    `${(await rows<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE status = 'SOLD' AND updated_at >= $1`, [runStarted]))[0]?.n} tickets SOLD during the run`,
  );
  const [captured] = await rows<{ n: number }>(
    `SELECT count(*)::int AS n FROM payments WHERE status = 'COMPLETED' AND created_at >= $1`,
    [runStarted],
  );
  check(
    'payments captured once each',
    await rows(`
      SELECT o.order_no, o.status, count(p.id)::int AS completed FROM orders o LEFT JOIN payments p ON p.order_id = o.id AND p.status = 'COMPLETED'
       GROUP BY o.id HAVING (o.status = 'PAID') <> (count(p.id) = 1) OR count(p.id) > 1
      UNION ALL
      SELECT capture_id, provider, count(*)::int FROM payments WHERE capture_id IS NOT NULL GROUP BY provider, capture_id HAVING count(*) > 1`),
    `${captured?.n ?? 0} captures during the run; every PAID order has exactly one, no other order has one, no capture booked twice`,
  );
  check(
    'no reservation outlives its expiry after the sweep',
    await rows(
      `
      SELECT 'cart item' AS what, id FROM cart_items WHERE released_at IS NULL AND expires_at < now() - interval '5 seconds'
      UNION ALL SELECT 'hold', id FROM ticket_holds WHERE released_at IS NULL AND expires_at IS NOT NULL AND expires_at < now() - interval '5 seconds'
      UNION ALL SELECT 'unpaid order', id FROM orders WHERE status IN ('PENDING_PAYMENT', 'PAYMENT_PROCESSING') AND expires_at < now() - interval '5 seconds'
      UNION ALL SELECT 'hold of a released line', h.id FROM ticket_holds h JOIN cart_items ci ON ci.id = h.cart_item_id WHERE h.released_at IS NULL AND h.line_item_id IS NULL AND ci.released_at IS NOT NULL
      UNION ALL SELECT 'ticket still reserved', t.id FROM tickets t WHERE t.status IN ('CART', 'IN_CHECK_OUT', 'IN_ORDER') AND t.updated_at >= $1
                                                       AND NOT EXISTS (SELECT 1 FROM ticket_holds h WHERE h.ticket_id = t.id AND h.released_at IS NULL)`,
      [runStarted],
    ),
    'every live reservation and unpaid order, moved past its expiry, was released by the sweep',
  );
  const [{ n: offerCount } = { n: 0 }] = await rows<{ n: number }>(
    `SELECT count(*)::int AS n FROM offers WHERE created_at >= $1`,
    [runStarted],
  );
  check(
    'no offer in two states',
    await rows(`
      SELECT o.offer_no, o.status, (SELECT array_agg(e.status) FROM offer_entries e WHERE e.offer_id = o.id AND e.is_latest) AS latest
        FROM offers o
       WHERE (SELECT count(*) FROM offer_entries e WHERE e.offer_id = o.id AND e.is_latest) <> 1
          OR o.status <> (SELECT e.status FROM offer_entries e WHERE e.offer_id = o.id AND e.is_latest)
          OR (SELECT count(*) FROM cart_items ci WHERE ci.offer_id = o.id AND ci.released_at IS NULL) > 1`),
    `${offerCount} offers made during the run: one current entry each, in the offer's own state`,
  );

  // Every message to each stream that was open (and not cut by a fault) from before it was sent until well after.
  const duplicates: unknown[] = [];
  const missing: unknown[] = [];
  let expected = 0;
  const stored = new Set(
    (await rows<{ id: number }>(`SELECT id FROM messages WHERE sent_at >= $1`, [runStarted])).map(
      (row) => row.id,
    ),
  );
  for (const session of sessions) {
    const seen = new Map<number, number>();
    for (const id of session.received) seen.set(id, (seen.get(id) ?? 0) + 1);
    for (const [id, times] of seen)
      if (times > 1) duplicates.push({ user: session.user, message: id, times });
  }
  for (const message of sentMessages) {
    if (!stored.has(message.id)) missing.push({ message: message.id, stored: false });
    if (inFault(message.started) || inFault(message.answered + 3_000)) continue;
    for (const session of sessions) {
      if (!message.users.includes(session.user)) continue;
      if (
        session.opened > message.started - 500 ||
        (session.closed !== null && session.closed < message.answered + 3_000)
      )
        continue;
      expected += 1;
      if (!session.received.includes(message.id)) {
        missing.push({
          user: session.user,
          message: message.id,
          sentAt: offset(message.started),
          stream: [offset(session.opened), session.closed === null ? 'end' : offset(session.closed)],
        });
      }
    }
  }
  check(
    'every message delivered once to each open stream that should have it',
    [...duplicates, ...missing],
    `${sentMessages.length} messages, ${expected} deliveries due to ${sessions.length} stream connections, each received once`,
  );
  return checks;
}

// ───────────────────────── the run ─────────────────────────

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main(): Promise<number> {
  const cleanups: Cleanups = [];
  const pgCluster = new PgCluster();
  cleanups.push(() => pgCluster.remove());
  cleanups.push(() => pgCluster.stop());
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
    stopAt = 0;
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  let db: pg.Client | null = null;
  try {
    const setupStarted = Date.now();
    const databaseUrl = await pgCluster.start();
    const s3 = await startTestS3('momento-load');
    cleanups.push(() => s3.close());
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SCRYPT_COST: '1024',
      LOG_LEVEL: 'warn',
      DEV_ROUTES: '1',
      PAYMENT_PROVIDER: 'test',
      TRUST_PROXY: '1',
      SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
      // Every virtual user comes from loopback: the per-address and per-user abuse limits would measure themselves.
      LIMIT_MESSAGES_PER_USER: '0',
      LIMIT_MESSAGES_PER_ADDRESS: '0',
      LIMIT_OFFERS_PER_USER: '0',
      LIMIT_OFFERS_PER_ADDRESS: '0',
      LIMIT_REPORTS_PER_USER: '0',
      LIMIT_REPORTS_PER_ADDRESS: '0',
      LIMIT_REGISTRATIONS_PER_ADDRESS: '0',
      ...s3.env,
    };
    const a = new ApiProcess('A', env, cleanups);
    const b = new ApiProcess('B', env, cleanups);
    await Promise.all([a.start(), b.start()]);
    cleanups.push(() => a.stop());
    cleanups.push(() => b.stop());
    proxy = await startProxy([a, b]);
    cleanups.push(() => proxy.close());
    db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => {});
    await db.connect();
    const runStarted = new Date((await db.query<{ now: Date }>('SELECT now()')).rows[0]?.now ?? Date.now());
    await db.end();
    db = null;

    const run = randomBytes(3).toString('hex');
    const sellers: User[] = [];
    for (const seller of SELLERS) sellers.push(await login(seller.email, seller.password));
    const buyers: User[] = [];
    for (let i = 0; i < userCount - sellers.length; i += 20) {
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, userCount - sellers.length - i) }, (_, k) =>
            register(run, i + k),
          ),
        )),
      );
    }
    console.log(
      `load: ${sellers.length} sellers and ${buyers.length} buyers ready in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s (PostgreSQL on ${pgCluster.port}, proxy ${proxy.url}); ${seconds} s of load${withFaults ? ' with faults' : ''}`,
    );
    attempts.length = 0;
    failures.length = 0;

    const started = Date.now();
    stopAt = interrupted ? 0 : started + seconds * 1000;
    const streams = [...sellers, ...buyers.slice(0, streamBuyers)].map((user) =>
      keepStream(user.id, user.token),
    );
    const loops = [
      ...buyers.map((user) => buyerLoop(user, sellers)),
      ...sellers.map((seller) => sellerLoop(seller)),
    ];
    const faulting = withFaults
      ? Promise.all([injectFaults(started, pgCluster, [a, b]), dropConnection(started)])
      : Promise.resolve();
    await Promise.all([...loops, faulting]);
    stopAt = Math.min(stopAt, Date.now());
    await Promise.all(streams);
    const loadMs = Date.now() - started;

    // Every reservation still live and every unpaid order is moved past its expiry; the sweep must release them.
    db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => {});
    await db.connect();
    await db.query(
      `UPDATE cart_items SET expires_at = now() - interval '1 second' WHERE released_at IS NULL`,
    );
    await db.query(
      `UPDATE orders SET expires_at = now() - interval '1 second' WHERE status IN ('PENDING_PAYMENT', 'PAYMENT_PROCESSING')`,
    );
    await db.query(
      `UPDATE ticket_holds SET expires_at = now() - interval '1 second' WHERE released_at IS NULL AND expires_at IS NOT NULL`,
    );
    await sleep(SWEEP_INTERVAL_MS * 3 + 5_000);
    const checks = await invariants(db, runStarted, (at) => `${((at - started) / 1000).toFixed(1)} s`);

    // The report.
    const byOp = new Map<string, number[]>();
    const statuses = new Map<number, number>();
    for (const attempt of attempts) {
      const list = byOp.get(attempt.op) ?? [];
      list.push(attempt.ms);
      byOp.set(attempt.op, list);
      statuses.set(attempt.status, (statuses.get(attempt.status) ?? 0) + 1);
    }
    const operations = [...byOp.entries()]
      .map(([op, times]) => {
        times.sort((x, y) => x - y);
        return { op, requests: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
      })
      .sort((x, y) => y.requests - x.requests);
    const outside = failures.filter((failure) => !inFault(failure.at));
    const unrecovered = failures.filter((failure) => failure.recovered === false);
    const notRetried = failures.filter((failure) => failure.recovered === null);
    const fiveXxRule = {
      ok: outside.length === 0 && unrecovered.length === 0,
      outsideFaults: outside.length,
      unrecovered: unrecovered.length,
      notRetried: notRetried.length,
      failures: failures.length,
    };
    const report = {
      seconds: Math.round(loadMs / 1000),
      users: buyers.length + sellers.length,
      requests: attempts.length,
      perSecond: Math.round(attempts.length / (loadMs / 1000)),
      statuses: Object.fromEntries([...statuses.entries()].sort(([x], [y]) => x - y)),
      operations,
      faults: faults.map((fault) => ({
        kind: fault.kind,
        at: `${((fault.started - started) / 1000).toFixed(1)} s`,
        note: fault.note,
      })),
      fiveXxRule,
      failureSamples: [...outside, ...unrecovered]
        .slice(0, 10)
        .map((failure) => ({ ...failure, at: `${((failure.at - started) / 1000).toFixed(1)} s` })),
      invariants: checks,
      contract: checkReplies
        ? {
            checked: contract.checked,
            nonconforming: [...contract.nonconforming.values()].reduce((x, y) => x + y, 0),
            problems: Object.fromEntries([...contract.nonconforming.entries()].slice(0, 20)),
          }
        : null,
      load: os.loadavg().map((value) => Number(value.toFixed(2))),
      ok: fiveXxRule.ok && checks.every((check) => check.ok) && contract.nonconforming.size === 0,
    };
    console.log(
      `\nrequests ${report.requests} in ${report.seconds} s (${report.perSecond}/s), ${report.users} users; statuses ${JSON.stringify(report.statuses)} (0: no reply)`,
    );
    console.log('\noperation                 requests     p50     p99');
    for (const line of operations)
      console.log(
        `${line.op.padEnd(24)} ${String(line.requests).padStart(9)} ${String(line.p50).padStart(5)} ms ${String(line.p99).padStart(5)} ms`,
      );
    console.log('\nfaults');
    for (const fault of report.faults) console.log(`  ${fault.at.padStart(7)}  ${fault.kind}: ${fault.note}`);
    console.log(
      `\n5xx and failed connections: ${failures.length}, ${outside.length} outside the faults' windows; retried (reads, payments): ${failures.length - notRetried.length}, ${unrecovered.length} not recovered; writes without an idempotency key not repeated: ${notRetried.length}  ${fiveXxRule.ok ? 'OK' : 'FAILED'}`,
    );
    for (const sample of report.failureSamples) console.log(`  ${JSON.stringify(sample)}`);
    const strayProxyErrors = proxy.upstreamErrors.filter((error) => !inFault(error.at));
    if (strayProxyErrors.length)
      console.log(
        `  the proxy's failed upstream requests outside the faults: ${JSON.stringify(strayProxyErrors.slice(0, 5).map((error) => ({ ...error, at: `${((error.at - started) / 1000).toFixed(1)} s` })))}`,
      );
    for (const api of [a, b])
      for (const exit of api.exits)
        console.log(
          `  API ${api.name} exited at ${((exit.at - started) / 1000).toFixed(1)} s (code ${exit.code}, signal ${exit.signal})`,
        );
    console.log('\ninvariants');
    for (const entry of checks)
      console.log(`  ${entry.ok ? 'OK    ' : 'FAILED'} ${entry.name}: ${entry.detail}`);
    if (report.contract) {
      console.log(
        `\nreplies checked against openapi.json (Ajv): ${report.contract.checked}, not conforming: ${report.contract.nonconforming}  ${report.contract.nonconforming === 0 ? 'OK' : 'FAILED'}`,
      );
      for (const [problem, count] of Object.entries(report.contract.problems))
        console.log(`  ${count} x ${problem}`);
    }
    console.log(`\nload average ${report.load.join(' ')}  ${report.ok ? 'PASSED' : 'FAILED'}`);
    if (reportFile) writeFileSync(reportFile, JSON.stringify(report, null, 2));
    return report.ok ? 0 : 1;
  } finally {
    await db?.end().catch(() => undefined);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 2;
});
// Background timers (a stream's reconnect, s3rver's) must not keep the run alive.
process.exit();
