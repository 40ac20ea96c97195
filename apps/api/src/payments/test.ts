import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors.ts';
import {
  PAYMENT_NOT_VERIFIED,
  type ExpectedPayment,
  type PaymentProvider,
  type Refund,
  type VerifiedCapture,
} from './types.ts';

/**
 * The offline provider for development and tests (never in production; config refuses it there). It plays the
 * payment service's part: `issueToken` is "the buyer approved and the service captured" (the server issues it to
 * the order's buyer at POST /api/v1/dev/test-payments), and the token is an HMAC, signed with a key derived from
 * the server's secret, over the order number and the amount. A body forged by the browser (`{ is_paid: true,
 * token: 'anything' }`), a token for another order or another amount is refused.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly method = 'TEST' as const;
  readonly #key: Buffer;

  constructor(secret: Uint8Array) {
    this.#key = createHmac('sha256', Buffer.from(secret)).update('momento-test-payments').digest();
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url');
  }

  /** A capture token for an order and amount: `test_<payload>.<signature>`. */
  issueToken(expected: ExpectedPayment): string {
    const payload = Buffer.from(
      JSON.stringify({ o: expected.orderNo, a: expected.amountCents, n: randomBytes(8).toString('hex') }),
    ).toString('base64url');
    return `test_${payload}.${this.#sign(payload)}`;
  }

  async verifyCapture(token: string, expected: ExpectedPayment): Promise<VerifiedCapture> {
    const match = /^test_([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    const [, payload = '', signature = ''] = match;
    const wanted = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature);
    if (wanted.length !== given.length || !timingSafeEqual(wanted, given))
      throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    let claims: { o?: unknown; a?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { o?: unknown; a?: unknown };
    } catch {
      throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    }
    if (claims.o !== expected.orderNo || claims.a !== expected.amountCents)
      throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    const id = createHash('sha256').update(token).digest('hex').slice(0, 24).toUpperCase();
    return {
      captureId: `TEST-CAPTURE-${id}`,
      providerOrderId: `TEST-ORDER-${id}`,
      amountCents: expected.amountCents,
      currency: 'USD',
      raw: { provider: 'test' },
    };
  }

  /** Offline: the refund is accepted at once, under an id derived from the request (a retry gets the same id). */
  async refundCapture(captureId: string, amountCents: number, requestId: string): Promise<Refund> {
    const id = createHash('sha256')
      .update(`${captureId}:${requestId}`)
      .digest('hex')
      .slice(0, 24)
      .toUpperCase();
    return {
      refundId: `TEST-REFUND-${id}`,
      status: 'COMPLETED',
      raw: { provider: 'test', capture_id: captureId, amount_cents: amountCents },
    };
  }

  /** Offline refunds complete at once. */
  async refundStatus(refundId: string): Promise<Refund> {
    return { refundId, status: 'COMPLETED', raw: { provider: 'test', refund_id: refundId } };
  }
}
