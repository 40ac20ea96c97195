import type { Config } from '../config.ts';
import { PaypalProvider } from './paypal.ts';
import { TestProvider } from './test.ts';
import type { PaymentProvider } from './types.ts';

const providers = new WeakMap<Config, PaymentProvider>();

/** The configured provider (PAYMENT_PROVIDER), one instance per configuration (PayPal caches its access token). */
export function paymentProvider(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider =
      config.payment.provider === 'paypal'
        ? new PaypalProvider(config.payment)
        : new TestProvider(config.jwtSecret);
    providers.set(config, provider);
  }
  return provider;
}
