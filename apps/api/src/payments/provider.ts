import type { Config } from '../config.ts';
import { PaypalProvider } from './paypal.ts';
import { TestProvider } from './test.ts';

/** What a provider confirms about a payment: its capture, booked once (unique per provider and capture id). */
export type VerifiedCapture = {
  captureId: string;
  providerOrderId: string;
  amountCents: number;
  currency: 'USD';
  raw: unknown;
};

export type ExpectedPayment = { orderNo: string; amountCents: number };

/**
 * A payment service. The browser never decides that an order is paid: it hands over a token (PayPal's order id,
 * or a test token) and the server asks the provider whether a capture of the right amount for that order number
 * completed. A provider throws an ApiError when it cannot confirm.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'paypal';
  readonly method: 'TEST' | 'PAYPAL';
  verifyCapture(token: string, expected: ExpectedPayment): Promise<VerifiedCapture>;
}

const providers = new WeakMap<Config, PaymentProvider>();

/** The configured provider (PAYMENT_PROVIDER), one instance per configuration (PayPal caches its access token). */
export function paymentProvider(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.payment.provider === 'paypal' ? new PaypalProvider(config.payment) : new TestProvider(config.jwtSecret);
    providers.set(config, provider);
  }
  return provider;
}
