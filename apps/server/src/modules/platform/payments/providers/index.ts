/**
 * The provider PAYMENT_PROVIDER selects (decision 0042), or null: with none configured no
 * pay button is offered and nothing pretends to collect.
 */
import type { Config } from '../../../../config';
import { createFlutterwaveProvider, flutterwaveConfigFromEnv } from './flutterwave';
import { createMpesaProvider } from './mpesa';
import type { PaymentProvider } from './payment-provider';

export function createPaymentProvider(config: Config): PaymentProvider | null {
  switch (config.PAYMENT_PROVIDER) {
    case undefined:
      return null;
    case 'mpesa':
      return createMpesaProvider(config);
    case 'flutterwave':
      return createFlutterwaveProvider(flutterwaveConfigFromEnv(config));
  }
}
