import { PAYMENT_SERVICE_REFUSALS } from '@momento/contract';
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { money, toCents } from '../views/money.ts';
import {
  PAYMENT_NOT_VERIFIED,
  RefundRefused,
  type ExpectedPayment,
  type PaymentProvider,
  type Refund,
  type VerifiedCapture,
} from './types.ts';

type Fetch = typeof fetch;

type PaypalAmount = { currency_code?: string; value?: string };
type PaypalCapture = { id?: string; status?: string; amount?: PaypalAmount };
type PaypalPayee = { merchant_id?: string; email_address?: string };
type PaypalOrder = {
  id?: string;
  status?: string;
  purchase_units?: {
    reference_id?: string;
    invoice_id?: string;
    amount?: PaypalAmount;
    payee?: PaypalPayee;
    payments?: { captures?: PaypalCapture[] };
  }[];
};

/** PayPal order ids are short upper-case alphanumerics; anything else never reaches the URL. */
const ORDER_ID = /^[A-Z0-9-]{5,64}$/i;

/**
 * PayPal's Orders API v2. The browser creates and captures the order
 * with the JS SDK (one purchase unit whose reference and invoice id are the order number, USD, no shipping); the
 * server then reads the order back (GET /v2/checkout/orders/{id}) and books the payment only when a COMPLETED
 * capture of exactly the order's total, in USD, for that order number, paid to the site's own merchant account
 * (PAYPAL_MERCHANT_ID), is there. The payee matters because the browser is not trusted: a buyer can create and
 * capture a PayPal order with any client id, paying an account of their own with the right reference and amount.
 * Base URL and credentials come from the configuration (sandbox by default: https://api-m.sandbox.paypal.com; live:
 * https://api-m.paypal.com).
 */
export class PaypalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly method = 'PAYPAL' as const;
  readonly #config: Config['payment'];
  readonly #fetch: Fetch;
  #token: { value: string; until: number } | null = null;

  constructor(config: Config['payment'], fetchImpl: Fetch = fetch) {
    this.#config = config;
    this.#fetch = fetchImpl;
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#token.until > Date.now()) return this.#token.value;
    const { paypalClientId, paypalClientSecret, paypalApiBase } = this.#config;
    if (!paypalClientId || !paypalClientSecret)
      throw new ApiError('INTERNAL', PAYMENT_SERVICE_REFUSALS.notConfigured, { status: 503 });
    const response = await this.#call(`${paypalApiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${paypalClientId}:${paypalClientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token)
      throw new ApiError('INTERNAL', PAYMENT_SERVICE_REFUSALS.credentialsRefused, { status: 502 });
    // Renew a minute early.
    this.#token = {
      value: body.access_token,
      until: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000,
    };
    return body.access_token;
  }

  async #call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.#fetch(url, { ...init, signal: AbortSignal.timeout(this.#config.paypalTimeoutMs) });
    } catch {
      throw new ApiError('INTERNAL', PAYMENT_SERVICE_REFUSALS.unreachable, { status: 502 });
    }
  }

  /** Creates a PayPal order for a Momento order (for server-side flows; the reference site creates it in the SDK). */
  async createOrder(expected: ExpectedPayment & { description: string }): Promise<string> {
    const token = await this.#accessToken();
    const value = money(expected.amountCents).value;
    const response = await this.#call(`${this.#config.paypalApiBase}/v2/checkout/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'paypal-request-id': `create-${expected.orderNo}`,
      },
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: expected.orderNo,
            invoice_id: expected.orderNo,
            description: expected.description.slice(0, 127),
            amount: { currency_code: 'USD', value },
            payee: { merchant_id: this.#config.paypalMerchantId },
          },
        ],
        payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } } },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as PaypalOrder;
    if (!response.ok || !body.id)
      throw new ApiError('INTERNAL', PAYMENT_SERVICE_REFUSALS.orderNotCreated, { status: 502 });
    return body.id;
  }

  async verifyCapture(token: string, expected: ExpectedPayment): Promise<VerifiedCapture> {
    if (!ORDER_ID.test(token)) throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    // Without the site's merchant id no capture can be shown to have paid the site.
    const merchantId = this.#config.paypalMerchantId;
    if (!merchantId) throw new ApiError('INTERNAL', PAYMENT_SERVICE_REFUSALS.notConfigured, { status: 503 });
    const access = await this.#accessToken();
    const response = await this.#call(
      `${this.#config.paypalApiBase}/v2/checkout/orders/${encodeURIComponent(token)}`,
      {
        method: 'GET',
        headers: { authorization: `Bearer ${access}` },
      },
    );
    if (response.status === 404 || response.status === 422 || response.status === 400)
      throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    if (!response.ok) throw new ApiError('INTERNAL', PAYMENT_SERVICE_REFUSALS.unreachable, { status: 502 });
    const order = (await response.json().catch(() => ({}))) as PaypalOrder;
    if (order.status !== 'COMPLETED') throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    const unit = order.purchase_units?.find(
      (u) => u.reference_id === expected.orderNo || u.invoice_id === expected.orderNo,
    );
    // Paid to the site, not to whichever account the browser named.
    if (!unit || unit.payee?.merchant_id !== merchantId)
      throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    const capture = unit.payments?.captures?.find((c) => c.status === 'COMPLETED');
    if (!capture?.id || !capture.amount?.value) throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    if (capture.amount.currency_code !== 'USD' || !/^\d+(\.\d{1,2})?$/.test(capture.amount.value))
      throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    const paid = toCents(capture.amount.value);
    if (paid !== expected.amountCents) throw new ApiError('VALIDATION', PAYMENT_NOT_VERIFIED);
    return {
      captureId: capture.id,
      providerOrderId: order.id ?? token,
      amountCents: paid,
      currency: 'USD',
      raw: order,
    };
  }

  /**
   * Payments API v2: POST /v2/payments/captures/{capture_id}/refund with the amount; the PayPal-Request-Id header
   * makes a retried refund answer the first one instead of refunding twice.
   */
  async refundCapture(captureId: string, amountCents: number, requestId: string): Promise<Refund> {
    const access = await this.#accessToken();
    const response = await this.#call(
      `${this.#config.paypalApiBase}/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access}`,
          'content-type': 'application/json',
          'paypal-request-id': requestId,
        },
        body: JSON.stringify({ amount: { value: money(amountCents).value, currency_code: 'USD' } }),
      },
    );
    const body = (await response.json().catch(() => ({}))) as {
      id?: string;
      status?: string;
      details?: { issue?: string }[];
    };
    // A 4xx is PayPal's final word on this request id (a 408, 409 or 429 is not: asked again, it may succeed).
    if (response.status >= 400 && response.status < 500 && ![408, 409, 429].includes(response.status)) {
      throw new RefundRefused(
        `PayPal refused the refund (${response.status}${body.details?.[0]?.issue ? ` ${body.details[0].issue}` : ''}).`,
      );
    }
    if (!response.ok || !body.id || (body.status !== 'COMPLETED' && body.status !== 'PENDING')) {
      throw new ApiError('INTERNAL', PAYMENT_SERVICE_REFUSALS.refundNotConfirmed, { status: 502 });
    }
    return { refundId: body.id, status: body.status, raw: body };
  }

  /** Payments API v2: GET /v2/payments/refunds/{refund_id}; FAILED or CANCELLED is final, PENDING not yet. */
  async refundStatus(refundId: string): Promise<Refund> {
    const access = await this.#accessToken();
    const response = await this.#call(
      `${this.#config.paypalApiBase}/v2/payments/refunds/${encodeURIComponent(refundId)}`,
      {
        method: 'GET',
        headers: { authorization: `Bearer ${access}` },
      },
    );
    const body = (await response.json().catch(() => ({}))) as { id?: string; status?: string };
    if (response.status === 404 || body.status === 'FAILED' || body.status === 'CANCELLED') {
      throw new RefundRefused(
        `PayPal reports the refund ${refundId} as ${body.status ?? 'unknown'} (${response.status}).`,
      );
    }
    if (!response.ok || (body.status !== 'COMPLETED' && body.status !== 'PENDING')) {
      throw new ApiError('INTERNAL', PAYMENT_SERVICE_REFUSALS.refundNotConfirmed, { status: 502 });
    }
    return { refundId, status: body.status, raw: body };
  }
}
