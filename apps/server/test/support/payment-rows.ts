/**
 * Payments written straight into the table, as the core leaves them after a provider's
 * callback: the payments pages read them; how they got there is the core's tests' concern.
 */
import { payments } from '../../src/db/schema';
import type { TestApp } from '../test-app';

type PaymentValues = typeof payments.$inferInsert;

let counter = 0;

/** A succeeded M-Pesa paybill payment of 1,000.00 KES unless `values` say otherwise. */
export async function insertPayment(
  t: TestApp,
  values: Partial<PaymentValues> & Pick<PaymentValues, 'type'>,
) {
  counter += 1;
  const [row] = await t.db
    .insert(payments)
    .values({
      provider: 'mpesa',
      channel: 'paybill',
      status: 'succeeded',
      amountMinor: 100_000,
      currency: 'KES',
      providerReceipt: `RCPT${String(counter).padStart(6, '0')}`,
      completedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}
