/**
 * The provider PAYMENT_PROVIDER selects (decision 0042), or null: with none configured no
 * pay button is offered and nothing pretends to collect.
 */
import { ConfigError, type Config } from '../../../config';
import { createMpesaProvider } from './mpesa';
import type { PaymentProvider } from './payment-provider';

export function createPaymentProvider(config: Config): PaymentProvider | null {
  switch (config.PAYMENT_PROVIDER) {
    case undefined:
      return null;
    case 'mpesa':
      return createMpesaProvider(config);
    case 'flutterwave':
      // Wired at merge to providers/flutterwave.ts's factory (issue 18's second provider).
      throw new ConfigError('PAYMENT_PROVIDER: flutterwave is not available in this build');
  }
}
