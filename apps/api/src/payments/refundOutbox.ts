import { paymentStatusAfterRefunds, refundRequestId } from '@momento/contract';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { every } from '../db/periodic.ts';
import { retryDelayMs } from '../notifications/outbox.ts';
import { refundCompleted } from '../notifications/moderation.ts';
import { money } from '../views/money.ts';
import { paymentProvider } from './provider.ts';
import { RefundRefused, type PaymentProvider, type Refund } from './types.ts';

// The refunds outbox (docs/rules/refunds.md). A cancellation records its refund in `refund_outbox` inside its own
// transaction (queueRefund); the worker asks the payment service after that transaction has committed, holding no row
// lock and no transaction during the call, and records the answer in a short transaction of its own.

/** A refund to ask of the payment service, as the cancellation recorded it. */
export type RefundIntent = {
  paymentId: number;
  subOrderId: number;
  provider: 'test' | 'paypal';
  captureId: string;
  amountCents: number;
};

/**
 * Records a sub-order's refund as PENDING, in the caller's transaction: a rolled-back cancellation asks for nothing,
 * a committed one cannot lose its refund. One refund per sub-order, under one request id for all its attempts.
 */
export async function queueRefund(db: Queryable, intent: RefundIntent): Promise<{ requestedAt: Date }> {
  const row = await db
    .insertInto('refund_outbox')
    .values({
      payment_id: intent.paymentId,
      sub_order_id: intent.subOrderId,
      provider: intent.provider,
      capture_id: intent.captureId,
      amount_cents: intent.amountCents,
      request_id: refundRequestId(intent.subOrderId),
    })
    .returning('requested_at')
    .executeTakeFirstOrThrow();
  return { requestedAt: row.requested_at };
}

type Claimed = {
  id: number;
  payment_id: number;
  sub_order_id: number;
  capture_id: string;
  amount_cents: number;
  request_id: string;
  attempts: number;
  /** Set when the provider accepted the refund as PENDING on an earlier attempt: then it is read back, not asked again. */
  provider_refund_id: string | null;
};

/**
 * How long a worker's attempt owns its row: longer than the provider's calls can take (an access token, then the
 * refund, each within PAYPAL_TIMEOUT_MS), so no second process asks while the first may still be waiting. A process
 * that dies mid-call leaves the row to be taken over after the lease, and the same request id makes that second ask
 * answer the first refund instead of making another.
 */
const leaseMs = (config: Config) => 3 * config.payment.paypalTimeoutMs + 30_000;

/**
 * Takes up to `limit` due PENDING refunds of this provider: one statement, so nothing stays locked after it. SKIP
 * LOCKED lets processes sharing the database claim different rows at once; the lease keeps a claimed row from being
 * claimed again while its attempt runs.
 */
async function claimDue(
  db: Queryable,
  provider: PaymentProvider,
  config: Config,
  limit: number,
): Promise<Claimed[]> {
  const result = await sql<Claimed>`
    UPDATE refund_outbox SET attempts = attempts + 1, claimed_until = now() + ${leaseMs(config)}::int * interval '1 millisecond'
     WHERE id IN (SELECT id FROM refund_outbox
                   WHERE status = 'PENDING' AND provider = ${provider.name} AND next_attempt_at <= now()
                     AND (claimed_until IS NULL OR claimed_until < now())
                   ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, payment_id, sub_order_id, capture_id, amount_cents, request_id, attempts, provider_refund_id`.execute(
    db,
  );
  return result.rows;
}

/** The provider confirmed: the refund is COMPLETED once, the payment's status follows, the buyer is told. */
async function complete(
  database: Database,
  row: Claimed,
  provider: PaymentProvider,
  refund: Refund,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const done = await sql<{ completed_at: Date }>`
      UPDATE refund_outbox SET status = 'COMPLETED', completed_at = now(), claimed_until = NULL, last_error = NULL,
             provider_refund_id = ${refund.refundId}
       WHERE id = ${row.id} AND status = 'PENDING' RETURNING completed_at`.execute(trx);
    const completedAt = done.rows[0]?.completed_at;
    // Another process recorded it first (its lease ran out while this one still waited): nothing more to do.
    if (!completedAt) return false;
    await trx
      .insertInto('refunds')
      .values({
        payment_id: row.payment_id,
        sub_order_id: row.sub_order_id,
        provider: provider.name,
        provider_refund_id: refund.refundId,
        amount_cents: row.amount_cents,
        raw: JSON.stringify(refund.raw),
      })
      .onConflict((oc) => oc.column('sub_order_id').doNothing())
      .execute();
    const paid = (
      await sql<{
        amount_cents: number;
      }>`SELECT amount_cents FROM payments WHERE id = ${row.payment_id} FOR UPDATE`.execute(trx)
    ).rows[0];
    const refunded = await sql<{ n: number }>`
      SELECT coalesce(sum(amount_cents), 0)::int AS n FROM refund_outbox WHERE payment_id = ${row.payment_id} AND status = 'COMPLETED'`.execute(
      trx,
    );
    const status = paymentStatusAfterRefunds(paid?.amount_cents ?? 0, refunded.rows[0]?.n ?? 0);
    await sql`UPDATE payments SET status = ${status} WHERE id = ${row.payment_id}`.execute(trx);
    const sub = (
      await sql<{ order_no: string; buyer_id: number }>`
        SELECT o.order_no, o.buyer_id FROM sub_orders so JOIN orders o ON o.id = so.order_id WHERE so.id = ${row.sub_order_id}`.execute(
        trx,
      )
    ).rows[0];
    if (sub)
      await refundCompleted(
        trx,
        { id: row.sub_order_id, orderNo: sub.order_no, buyerId: sub.buyer_id },
        { amount: `$${money(row.amount_cents).value}`, at: completedAt },
      );
    return true;
  });
}

/**
 * One round: claims the due refunds, asks the provider for each with its request id (no transaction open), then
 * records each answer. A refusal for good marks the refund FAILED (an admin settles it by hand); no answer, or a
 * refund the provider accepted but still reports PENDING, leaves it PENDING until its next attempt, retryDelayMs later
 * (a refund the provider accepted is read back by its id from then on). Returns how
 * many refunds this round completed.
 */
export async function runRefundRound(
  database: Database,
  config: Config,
  log: Logger,
  provider: PaymentProvider = paymentProvider(config),
  limit = 10,
): Promise<number> {
  const due = await claimDue(database.db, provider, config, limit);
  let completed = 0;
  for (const row of due) {
    let refund: Refund | null = null;
    let error: unknown = null;
    try {
      refund = row.provider_refund_id
        ? await provider.refundStatus(row.provider_refund_id)
        : await provider.refundCapture(row.capture_id, row.amount_cents, row.request_id);
    } catch (caught) {
      error = caught;
    }
    if (refund?.status === 'COMPLETED') {
      if (await complete(database, row, provider, refund)) completed += 1;
      continue;
    }
    const refused = error instanceof RefundRefused;
    const lastError = error
      ? String(error)
      : `the provider's refund ${refund?.refundId ?? ''} is ${refund?.status ?? 'unknown'}`;
    if (refused)
      log.error(
        { err: error, subOrderId: row.sub_order_id, requestId: row.request_id },
        'the payment service refused a refund; settle it by hand',
      );
    else
      log.warn(
        { err: error, subOrderId: row.sub_order_id, attempts: row.attempts },
        'refund not confirmed; retrying later',
      );
    await database.db
      .updateTable('refund_outbox')
      .set({
        status: refused ? 'FAILED' : 'PENDING',
        claimed_until: null,
        last_error: lastError,
        provider_refund_id: refund?.refundId ?? row.provider_refund_id,
        next_attempt_at: new Date(Date.now() + retryDelayMs(row.attempts, config.refundRetryMs)),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'PENDING')
      .execute();
  }
  return completed;
}

export type RefundWorkerOptions = {
  /** The provider to ask (tests pass their own); the configured one otherwise. */
  provider?: PaymentProvider;
  /** @default config.refundIntervalMs */
  intervalMs?: number;
};

/** Runs a refund round every few seconds. Returns a stop function that waits for a running round. */
export function startRefundWorker(
  database: Database,
  config: Config,
  log: Logger,
  options: RefundWorkerOptions = {},
): () => Promise<void> {
  return every(
    options.intervalMs ?? config.refundIntervalMs,
    async () => {
      await runRefundRound(database, config, log, options.provider);
    },
    (error) => log.error({ err: error }, 'refund round failed'),
  );
}
