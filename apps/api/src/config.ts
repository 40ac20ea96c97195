import {
  ALERT_MAIL_MINUTES,
  DELIVERY_OVERDUE_DAYS,
  isExactOrigin,
  OFFER_BUYER_ROUNDS,
  OFFER_EXPIRY_HOURS,
  ORDER_PAYMENT_MINUTES,
} from '@momento/contract';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from './images/storage.ts';

/** The app folder (apps/api), so the default data folder does not depend on the working directory. */
export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type PaymentProviderName = 'test' | 'paypal';

export type Config = {
  /** NODE_ENV: `development` and `test` must be said; anything else (unset too) is production. @default 'production' */
  nodeEnv: 'development' | 'test' | 'production';
  /**
   * DEV_ROUTES=1: the development helpers are served (the contract's `devOnly` operations such as GET /dev/outbox,
   * the outbox's HTML pages, the test payment provider's capture step). Anyone could read every mail there (password
   * reset links included), so they exist only when asked for, and production refuses them. @default false
   */
  devRoutes: boolean;
  /**
   * SEED_ON_START: whether an empty database is filled with the demo marketplace on start (its accounts, such as
   * admin@momento.test, have passwords printed in the README). Production seeds only when SEED_ON_START=1 says so;
   * elsewhere it seeds unless SEED_ON_START=0. @default true outside production, false in production
   */
  seedOnStart: boolean;
  port: number;
  host: string;
  /** PGlite files, image blobs and the development JWT secret live here. `null`: in memory (tests). */
  dataDir: string | null;
  /** PostgreSQL when set, PGlite otherwise. */
  databaseUrl: string | null;
  /**
   * DATABASE_READ_URL: a read replica of DATABASE_URL (PostgreSQL only). When set, the public search's page queries
   * run there (its own pool); writes, the change log and everything a cache keeps are read from DATABASE_URL.
   */
  databaseReadUrl: string | null;
  /** Origins allowed to call every operation with credentials (the reference site). */
  corsOrigins: string[];
  /**
   * The partner sites a first start puts in the database (PARTNER_ORIGINS, exact origins): one partner per origin, once
   * (docs/rules/partners.md); from then on the admin keeps them in the admin area and the partner registry
   * (partners/registry.ts) is what CORS and the embed sign-in ask. Production lists them explicitly (none by
   * default, https only); elsewhere the embed demo's page is the default.
   */
  partnerOrigins: string[];
  /** How often each process checks whether partners changed through another process. @default PARTNER_REFRESH_MS (2 s) */
  partnerRefreshMs: number;
  /** Where the API is reachable from browsers; image URLs start with it. Relative by default (`/api/v1`). */
  publicApiBase: string;
  /** The API's absolute address as people and mail clients reach it (the one-click unsubscribe link): PUBLIC_API_BASE
   * when it is absolute, otherwise the site's origin followed by it (the site's host forwards /api). */
  apiUrl: string;
  /** The site's origin, used for the links in e-mails (verify, reset). */
  siteUrl: string;
  jwtSecret: Uint8Array;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  siteGate: { email: string; password: string };
  payment: {
    provider: PaymentProviderName;
    paypalClientId: string;
    paypalClientSecret: string;
    /**
     * PAYPAL_MERCHANT_ID: the site's PayPal merchant account id (the payee every capture must name). Required with
     * PayPal in production; without it no PayPal payment is accepted.
     */
    paypalMerchantId: string;
    paypalApiBase: string;
    /** PAYPAL_TIMEOUT_MS: how long one call to PayPal may take before it counts as failed. @default 15000 */
    paypalTimeoutMs: number;
  };
  /** SMTP URL (smtp://user:pass@host:587). Without it e-mails stay in the development outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Tax rate and seller processing fee: server settings, shown in the pricing summaries. */
  taxRate: number;
  processingFee: number;
  /** A shipped sub-order the buyer has not confirmed after this many days is in the admin's deliveries.
   * @default the contract's DELIVERY_OVERDUE_DAYS (14) */
  deliveryOverdueDays: number;
  /** How long an unpaid order holds its tickets ('Payment Expires'); ORDER_PAYMENT_MINUTES (fractions allowed, so
   * end-to-end tests can let an order expire in seconds). @default the contract's ORDER_PAYMENT_MINUTES (30) */
  orderPaymentMinutes: number;
  /** At most this many offers and counters by the buyer per negotiation. @default the contract's OFFER_BUYER_ROUNDS (3) */
  offerBuyerRounds: number;
  /** An open offer or counter expires this many hours after it was made. @default OFFER_EXPIRY_HOURS (48) */
  offerExpiryHours: number;
  logLevel: string;
  /** scrypt cost (N). Tests lower it so that hundreds of logins stay fast. */
  scryptCost: number;
  /** How long anonymous catalogue replies are cached in process (ms); 0 turns the cache off. */
  publicCacheMs: number;
  /** Answer ticket searches from the in-memory search index while it is fresh (SEARCH_INDEX=off: always SQL;
   * off too when PUBLIC_CACHE_MS is 0). @default true */
  searchIndex: boolean;
  /**
   * TRUST_PROXY=<n>: the proxies in front of the API (a load balancer, the site's server), each of which puts the
   * address it saw at the right end of X-Forwarded-For. The client address is the n-th address from the right of that
   * header followed by the socket's address (the leftmost when the header has fewer: it came past fewer proxies);
   * anything further left was written by someone no one vouches for. X-Forwarded-Proto counts only with n above 0.
   * `true` is one hop. @default 0 (the socket's address)
   */
  trustProxyHops: number;
  /** Where uploaded images and documents live: `fs` (DATA_DIR/blobs, one machine) or `s3` (an S3-compatible bucket
   * shared by every process). @default 'fs' */
  blobStore: 'fs' | 's3';
  /** The bucket's settings when blobStore is `s3`. */
  s3: S3Settings | null;
  /** How often each process tries the background sweeps (expired reservations and unpaid orders); one process at a
   * time runs them (an advisory lock). @default SWEEP_INTERVAL_MS (30 s) */
  sweepIntervalMs: number;
  /** How often each process tries to deliver the outbox (with SMTP_URL); one process at a time does. @default 5000 */
  mailIntervalMs: number;
  /**
   * ALERT_MAIL_DELAY_MS: how long a buyer's instant saved-search matches are gathered before their one e-mail goes
   * (docs/rules/follow.md). @default ALERT_MAIL_MINUTES (5 minutes)
   */
  alertMailDelayMs: number;
  /** Abuse limits (src/auth/abuseLimits.ts): a token bucket per action for each user and each address (a burst,
   * then a pace per window); beyond, 429 with Retry-After. Shared by every process through the database. */
  abuseLimits: AbuseLimits;
  /** Password-reset mails (handlers/auth.ts resetMail): per recipient, beyond which the answer is the same and nothing
   * is sent, and per client address, beyond which 429 with Retry-After; one window each. */
  resetMailLimits: ResetMailLimits;
  /** Wait before the second attempt at a mail the SMTP service refused; doubled per failed attempt, at most an hour.
   * @default MAIL_RETRY_MS (30 s) */
  mailRetryMs: number;
  /** How often each process looks for refunds to ask of the payment service (docs/rules/refunds.md). @default
   * REFUND_INTERVAL_MS (2 s) */
  refundIntervalMs: number;
  /** Wait before the second attempt at a refund the payment service did not answer; doubled per failed attempt, at
   * most an hour. @default REFUND_RETRY_MS (30 s) */
  refundRetryMs: number;
};

export const ABUSE_ACTIONS = ['messages', 'offers', 'reports', 'registrations', 'signins'] as const;
export type AbuseAction = (typeof ABUSE_ACTIONS)[number];

/**
 * A token bucket: up to `burst` attempts at once, then `perWindow` per window on average (one attempt's allowance
 * comes back every windowSeconds / perWindow seconds, up to `burst`). 0 in either turns the bucket off.
 */
export type RateBucket = { burst: number; perWindow: number };

/** Per action: one bucket per signed-in user and one per client address. */
export type AbuseLimits = { windowSeconds: number } & Record<
  AbuseAction,
  { perUser: RateBucket; perAddress: RateBucket }
>;

const OFF: RateBucket = { burst: 0, perWindow: 0 };

/**
 * Default abuse limits: a burst of about ten, then a person's pace per minute (a chat message every 2 seconds, an
 * offer every 3, a report every 6). A person typing never meets them; a script sending hundreds in a few seconds gets
 * its burst and then one attempt per refill. Addresses get ten times a user's allowance: people behind one office or
 * carrier NAT share an address. Registrations have no user yet, so only the address counts (30 at once for an office
 * signing up together, then one every 6 seconds). A partner page may carry several widgets, each signing in: 30 at
 * once, then one every 2 seconds.
 */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  windowSeconds: 60,
  messages: { perUser: { burst: 10, perWindow: 30 }, perAddress: { burst: 100, perWindow: 300 } },
  offers: { perUser: { burst: 10, perWindow: 20 }, perAddress: { burst: 100, perWindow: 200 } },
  reports: { perUser: { burst: 10, perWindow: 10 }, perAddress: { burst: 100, perWindow: 100 } },
  registrations: { perUser: OFF, perAddress: { burst: 30, perWindow: 10 } },
  // Partner widgets' sign-ins: codes granted per user, and code exchanges per address (the exchange has no user).
  signins: { perUser: { burst: 30, perWindow: 30 }, perAddress: { burst: 300, perWindow: 300 } },
};

/**
 * LIMIT_<ACTION>_PER_USER and LIMIT_<ACTION>_PER_ADDRESS (the pace: attempts per LIMIT_WINDOW_SECONDS),
 * LIMIT_<ACTION>_BURST_PER_USER and LIMIT_<ACTION>_BURST_PER_ADDRESS (attempts at once) over the defaults. A pace set
 * without its burst keeps the default burst, but never more than one window's pace.
 */
function abuseLimits(env: Env): AbuseLimits {
  const count = (name: string, fallback: number): number => {
    const value = number(env[name], fallback, name);
    if (value < 0 || !Number.isInteger(value))
      throw new Error(`${name} must be a whole number, 0 or more, got ${value}`);
    return value;
  };
  const bucket = (key: string, per: 'USER' | 'ADDRESS', fallback: RateBucket): RateBucket => {
    const perWindow = count(`LIMIT_${key}_PER_${per}`, fallback.perWindow);
    const burst = count(
      `LIMIT_${key}_BURST_PER_${per}`,
      env[`LIMIT_${key}_PER_${per}`] === undefined ? fallback.burst : Math.min(fallback.burst, perWindow),
    );
    return burst === 0 || perWindow === 0 ? OFF : { burst, perWindow };
  };
  const limits: AbuseLimits = {
    ...DEFAULT_ABUSE_LIMITS,
    windowSeconds: positive(
      count('LIMIT_WINDOW_SECONDS', DEFAULT_ABUSE_LIMITS.windowSeconds),
      'LIMIT_WINDOW_SECONDS',
    ),
  };
  for (const action of ABUSE_ACTIONS) {
    const key = action.toUpperCase();
    limits[action] = {
      // A registration is not made by a signed-in user: only its address can be counted.
      perUser: action === 'registrations' ? OFF : bucket(key, 'USER', DEFAULT_ABUSE_LIMITS[action].perUser),
      perAddress: bucket(key, 'ADDRESS', DEFAULT_ABUSE_LIMITS[action].perAddress),
    };
  }
  return limits;
}

/** Password-reset mails per window; 0 turns that limit off. */
export type ResetMailLimits = { windowSeconds: number; perRecipient: number; perAddress: number };

/** An hour: a person who lost a password asks again after a few minutes, a script mailing someone asks all day. */
export const DEFAULT_RESET_MAIL_LIMITS: ResetMailLimits = {
  windowSeconds: 3600,
  perRecipient: 3,
  perAddress: 10,
};

/** LIMIT_RESET_MAILS_PER_RECIPIENT, LIMIT_RESET_MAILS_PER_ADDRESS and LIMIT_RESET_MAILS_WINDOW_SECONDS over the defaults. */
function resetMailLimits(env: Env): ResetMailLimits {
  const count = (name: string, fallback: number): number => {
    const value = number(env[name], fallback, name);
    if (value < 0 || !Number.isInteger(value))
      throw new Error(`${name} must be a whole number, 0 or more, got ${value}`);
    return value;
  };
  return {
    windowSeconds: positive(
      count('LIMIT_RESET_MAILS_WINDOW_SECONDS', DEFAULT_RESET_MAIL_LIMITS.windowSeconds),
      'LIMIT_RESET_MAILS_WINDOW_SECONDS',
    ),
    perRecipient: count('LIMIT_RESET_MAILS_PER_RECIPIENT', DEFAULT_RESET_MAIL_LIMITS.perRecipient),
    perAddress: count('LIMIT_RESET_MAILS_PER_ADDRESS', DEFAULT_RESET_MAIL_LIMITS.perAddress),
  };
}

/** TRUST_PROXY: a hop count (0 or more), or `true` / `false` (one hop, none). */
function trustProxyHops(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(hops))
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the API (0, 1, 2, ...), got "${value}"`,
    );
  return hops;
}

type Env = Record<string, string | undefined>;

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function number(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got "${value}"`);
  return parsed;
}

/** BLOB_STORE=s3 and its S3_* settings; null for the filesystem store. */
function s3Settings(env: Env, store: Config['blobStore']): S3Settings | null {
  if (store !== 's3') return null;
  const bucket = env['S3_BUCKET'];
  if (!bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
  const accessKeyId = env['S3_ACCESS_KEY_ID'];
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY'];
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    bucket,
    endpoint: env['S3_ENDPOINT'] || null,
    region: env['S3_REGION'] || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: env['S3_FORCE_PATH_STYLE'] === '1' || env['S3_FORCE_PATH_STYLE'] === 'true',
  };
}

function positive(value: number, name: string): number {
  if (value <= 0) throw new Error(`${name} must be above 0, got ${value}`);
  return value;
}

/**
 * PARTNER_ORIGINS: exact origins only (no wildcard, path or trailing slash), since a partner can sign visitors in and
 * act as them through its widget. Production has none unless listed, and refuses a plain http partner (anyone on the
 * network between the visitor and it could run script as it). Outside production the default is the embed demo's page
 * (`pnpm start` serves it on EMBED_PORT).
 */
function partnerOrigins(env: Env, nodeEnv: Config['nodeEnv']): string[] {
  const embedPort = number(env['EMBED_PORT'], 5174, 'EMBED_PORT');
  const origins = list(
    env['PARTNER_ORIGINS'],
    nodeEnv === 'production' ? [] : [`http://127.0.0.1:${embedPort}`, `http://localhost:${embedPort}`],
  );
  for (const origin of origins) {
    if (origin.includes('*'))
      throw new Error(
        `PARTNER_ORIGINS takes no wildcard ("${origin}"): list each partner site's exact origin (https://venue.example)`,
      );
    if (!isExactOrigin(origin))
      throw new Error(
        `PARTNER_ORIGINS takes exact origins such as https://venue.example (no path, no trailing slash), got "${origin}"`,
      );
    if (nodeEnv === 'production' && !origin.startsWith('https:'))
      throw new Error(`PARTNER_ORIGINS takes https: origins only in production, got "${origin}"`);
  }
  return origins;
}

/**
 * Outside production a missing JWT_SECRET is replaced by a random one kept in the data folder, so that tokens
 * survive a restart of the development server. Production refuses to start without one.
 */
function jwtSecret(env: Env, nodeEnv: Config['nodeEnv'], dataDir: string | null): Uint8Array {
  const given = env['JWT_SECRET'];
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must have at least 32 characters');
    return new TextEncoder().encode(given);
  }
  if (nodeEnv === 'production') {
    throw new Error(
      'JWT_SECRET (at least 32 characters) is required in production, the mode of a server whose NODE_ENV is unset or production; set NODE_ENV=development for a development server',
    );
  }
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * NODE_ENV, production unless it says `development` or `test`: a server started without it (a forgotten variable in a
 * deployment) gets production's rules, never the development helpers. The quick start and the tests set it.
 */
function nodeEnvOf(env: Env): Config['nodeEnv'] {
  const value = env['NODE_ENV'];
  return value === 'development' || value === 'test' ? value : 'production';
}

/** DEV_ROUTES (`1` or `true`; `0`, `false` or unset: off), refused in production. */
function devRoutesOf(env: Env, nodeEnv: Config['nodeEnv']): boolean {
  const value = env['DEV_ROUTES'] ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(value))
    throw new Error(`DEV_ROUTES must be 1 or 0, got "${value}"`);
  const on = value === '1' || value === 'true';
  if (on && nodeEnv === 'production') {
    throw new Error(
      'DEV_ROUTES is not allowed in production (NODE_ENV is unset or production): its routes show every e-mail, password reset links included. Set NODE_ENV=development for a development server.',
    );
  }
  return on;
}

/**
 * SEED_ON_START (`1` or `true`, `0` or `false`): the demo data's accounts have published passwords, so a production
 * server, whose NODE_ENV may be unset by mistake, seeds only when told to; the quick start and the tests seed unasked.
 */
function seedOnStartOf(env: Env, nodeEnv: Config['nodeEnv']): boolean {
  const value = env['SEED_ON_START'] ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(value))
    throw new Error(`SEED_ON_START must be 1 or 0, got "${value}"`);
  if (value === '') return nodeEnv !== 'production';
  return value === '1' || value === 'true';
}

/**
 * PAYMENT_PROVIDER: `test` (offline, for development and tests) only together with DEV_ROUTES=1, since its capture step
 * is a development route; the default then. Otherwise, and always in production, `paypal`.
 */
function paymentProviderOf(env: Env, nodeEnv: Config['nodeEnv'], devRoutes: boolean): PaymentProviderName {
  const value = env['PAYMENT_PROVIDER'] || (devRoutes ? 'test' : 'paypal');
  if (value !== 'test' && value !== 'paypal')
    throw new Error(`PAYMENT_PROVIDER must be test or paypal, got "${value}"`);
  if (value === 'test' && nodeEnv === 'production')
    throw new Error('The test payment provider is not allowed in production');
  if (value === 'test' && !devRoutes)
    throw new Error('PAYMENT_PROVIDER=test needs DEV_ROUTES=1 (its capture step is a development route)');
  return value;
}

/**
 * PAYPAL_MERCHANT_ID: a PayPal capture proves a payment to the site only when it names the site's merchant account as
 * its payee (a buyer can capture a PayPal order paying their own account). Production with PayPal refuses to start
 * without it; elsewhere PayPal payments are refused until it is set.
 */
function paypalMerchantIdOf(env: Env, nodeEnv: Config['nodeEnv'], provider: PaymentProviderName): string {
  const value = env['PAYPAL_MERCHANT_ID']?.trim() ?? '';
  if (!value && provider === 'paypal' && nodeEnv === 'production') {
    throw new Error(
      "PAYPAL_MERCHANT_ID is required with PAYMENT_PROVIDER=paypal in production: the site's PayPal merchant account id ('PayPal Merchant ID' in the business account's settings), which every capture must be paid to",
    );
  }
  return value;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = nodeEnvOf(env);
  const devRoutes = devRoutesOf(env, nodeEnv);
  const dataDir =
    overrides.dataDir !== undefined
      ? overrides.dataDir
      : path.resolve(env['DATA_DIR'] ?? path.join(appRoot, 'data'));
  const providerRaw = paymentProviderOf(env, nodeEnv, devRoutes);
  const blobStoreRaw = env['BLOB_STORE'] || 'fs';
  if (blobStoreRaw !== 'fs' && blobStoreRaw !== 's3')
    throw new Error(`BLOB_STORE must be fs or s3, got "${blobStoreRaw}"`);
  const sitePort = number(env['SITE_PORT'], 5173, 'SITE_PORT');
  const siteDefaults = [`http://127.0.0.1:${sitePort}`, `http://localhost:${sitePort}`];
  const publicApiBase = (env['PUBLIC_API_BASE'] ?? '/api/v1').replace(/\/$/, '');
  const siteUrl = (env['SITE_URL'] ?? `http://127.0.0.1:${sitePort}`).replace(/\/$/, '');
  const config: Config = {
    nodeEnv,
    devRoutes,
    seedOnStart: seedOnStartOf(env, nodeEnv),
    port: number(env['API_PORT'], 8787, 'API_PORT'),
    host: env['API_HOST'] ?? '127.0.0.1',
    dataDir,
    databaseUrl: env['DATABASE_URL'] || null,
    databaseReadUrl: env['DATABASE_READ_URL'] || null,
    corsOrigins: list(env['CORS_ORIGINS'], nodeEnv === 'production' ? [] : siteDefaults),
    partnerOrigins: partnerOrigins(env, nodeEnv),
    publicApiBase,
    apiUrl: /^https?:\/\//.test(publicApiBase) ? publicApiBase : `${siteUrl}${publicApiBase}`,
    siteUrl,
    jwtSecret: overrides.jwtSecret ?? jwtSecret(env, nodeEnv, dataDir),
    accessTokenSeconds: number(env['ACCESS_TOKEN_SECONDS'], 15 * 60, 'ACCESS_TOKEN_SECONDS'),
    refreshTokenDays: number(env['REFRESH_TOKEN_DAYS'], 30, 'REFRESH_TOKEN_DAYS'),
    siteGate: {
      email: env['SITE_GATE_EMAIL'] ?? 'preview@momento.test',
      password: env['SITE_GATE_PASSWORD'] ?? 'momento-preview',
    },
    payment: {
      provider: providerRaw,
      paypalClientId: env['PAYPAL_CLIENT_ID'] ?? '',
      paypalClientSecret: env['PAYPAL_CLIENT_SECRET'] ?? '',
      paypalMerchantId: paypalMerchantIdOf(env, nodeEnv, providerRaw),
      paypalApiBase: env['PAYPAL_API_BASE'] ?? 'https://api-m.sandbox.paypal.com',
      paypalTimeoutMs: positive(
        number(env['PAYPAL_TIMEOUT_MS'], 15_000, 'PAYPAL_TIMEOUT_MS'),
        'PAYPAL_TIMEOUT_MS',
      ),
    },
    smtpUrl: env['SMTP_URL'] || null,
    mailFrom: env['MAIL_FROM'] ?? 'Momento <no-reply@momento.test>',
    taxRate: number(env['TAX_RATE'], 0.08, 'TAX_RATE'),
    processingFee: number(env['PROCESSING_FEE'], 0.1, 'PROCESSING_FEE'),
    deliveryOverdueDays: number(env['DELIVERY_OVERDUE_DAYS'], DELIVERY_OVERDUE_DAYS, 'DELIVERY_OVERDUE_DAYS'),
    orderPaymentMinutes: number(env['ORDER_PAYMENT_MINUTES'], ORDER_PAYMENT_MINUTES, 'ORDER_PAYMENT_MINUTES'),
    offerBuyerRounds: number(env['OFFER_BUYER_ROUNDS'], OFFER_BUYER_ROUNDS, 'OFFER_BUYER_ROUNDS'),
    offerExpiryHours: number(env['OFFER_EXPIRY_HOURS'], OFFER_EXPIRY_HOURS, 'OFFER_EXPIRY_HOURS'),
    logLevel: env['LOG_LEVEL'] ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    // OWASP's scrypt figure (N = 2^17, r = 8, p = 1): 128 MiB per hash (auth/passwords.ts).
    scryptCost: number(env['SCRYPT_COST'], 2 ** 17, 'SCRYPT_COST'),
    trustProxyHops: trustProxyHops(env['TRUST_PROXY']),
    publicCacheMs: number(env['PUBLIC_CACHE_MS'], 5000, 'PUBLIC_CACHE_MS'),
    searchIndex: env['SEARCH_INDEX'] !== 'off' && env['SEARCH_INDEX'] !== '0',
    blobStore: blobStoreRaw,
    s3: s3Settings(env, blobStoreRaw),
    sweepIntervalMs: positive(
      number(env['SWEEP_INTERVAL_MS'], 30_000, 'SWEEP_INTERVAL_MS'),
      'SWEEP_INTERVAL_MS',
    ),
    mailIntervalMs: positive(number(env['MAIL_INTERVAL_MS'], 5_000, 'MAIL_INTERVAL_MS'), 'MAIL_INTERVAL_MS'),
    alertMailDelayMs: number(env['ALERT_MAIL_DELAY_MS'], ALERT_MAIL_MINUTES * 60_000, 'ALERT_MAIL_DELAY_MS'),
    abuseLimits: abuseLimits(env),
    resetMailLimits: resetMailLimits(env),
    mailRetryMs: positive(number(env['MAIL_RETRY_MS'], 30_000, 'MAIL_RETRY_MS'), 'MAIL_RETRY_MS'),
    refundIntervalMs: positive(
      number(env['REFUND_INTERVAL_MS'], 2_000, 'REFUND_INTERVAL_MS'),
      'REFUND_INTERVAL_MS',
    ),
    refundRetryMs: positive(number(env['REFUND_RETRY_MS'], 30_000, 'REFUND_RETRY_MS'), 'REFUND_RETRY_MS'),
    partnerRefreshMs: positive(
      number(env['PARTNER_REFRESH_MS'], 2_000, 'PARTNER_REFRESH_MS'),
      'PARTNER_REFRESH_MS',
    ),
  };
  return { ...config, ...overrides };
}
