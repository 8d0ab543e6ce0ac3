/**
 * The poller against the local Daraja (decision 0042): a prompt whose callback never comes
 * is settled by asking, with growing gaps, and expired once it is stale, never while the
 * provider cannot be asked.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributions } from '../src/db/schema';
import {
  callbacksOf,
  memberWithCode,
  paidOf,
  pushFor,
  usePaymentsOccasion,
  type PaymentsTest,
} from './support/payment-fixtures';

let p: PaymentsTest;
let occasionId: string;

usePaymentsOccasion((started) => ({ p, occasionId } = started));

describe('the poller', () => {
  it('settles a prompt whose callback never comes, by asking, with backoff', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 70_000);
    await p.fake.answer('approve', { callback: false });
    // Not due yet: no question asked.
    const queries = () =>
      p.fake.requests.filter(
        (r) =>
          r.path === '/mpesa/stkpushquery/v1/query' &&
          (r.body as { CheckoutRequestID?: string }).CheckoutRequestID ===
            pending.providerRequestId,
      ).length;
    await p.t.app.payments.pollDue();
    expect(queries()).toBe(0);
    p.advance(20_000);
    await p.t.app.payments.pollDue();
    expect(queries()).toBe(1);
    const paid = (await p.t.app.payments.getPayment(pending.id))!;
    expect(paid.status).toBe('succeeded');
    expect((await paidOf(p.t.db, member.id)).paid).toBe(70_000);
    // Daraja's query tells no receipt: the callback arriving late after all brings it, and
    // counts nothing more.
    expect(paid.providerReceipt).toBeNull();
    await p.fake.sendCallback(pending.providerRequestId!);
    await p.fake.sendCallback(pending.providerRequestId!);
    const receipt = p.fake.push(pending.providerRequestId!).result!.receipt;
    expect((await p.t.app.payments.getPayment(pending.id))!.providerReceipt).toBe(receipt);
    const [contribution] = await p.t.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, paid.contributionId!));
    expect(contribution!.reference).toBe(receipt);
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 70_000,
      sum: 70_000,
      contributions: 1,
    });
    expect((await callbacksOf(p, pending.id)).map((c) => c.outcome)).toEqual([
      'receipt',
      'repeated',
    ]);
  });

  it('asks again with growing gaps and expires a prompt still unanswered after the expiry, asking once more first', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 10_000);
    const asked = () =>
      p.fake.requests.filter(
        (r) =>
          (r.body as { CheckoutRequestID?: string } | undefined)?.CheckoutRequestID ===
          pending.providerRequestId,
      ).length;
    p.advance(16_000);
    await p.t.app.payments.pollDue();
    expect(asked()).toBe(1);
    p.advance(5_000);
    await p.t.app.payments.pollDue();
    expect(asked()).toBe(1);
    p.advance(30_000);
    await p.t.app.payments.pollDue();
    expect(asked()).toBe(2);
    expect((await p.t.app.payments.getPayment(pending.id))!.status).toBe('pending');
    p.advance(10 * 60_000);
    await p.t.app.payments.pollDue();
    expect(asked()).toBe(3);
    expect(await p.t.app.payments.getPayment(pending.id)).toMatchObject({
      status: 'expired',
      failureReason: 'No answer within 10 minutes',
    });
  });

  it('does not expire while the provider cannot be asked', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 10_000);
    await p.fake.answer('approve', { callback: false });
    await p.fake.setAvailability('503');
    p.advance(11 * 60_000);
    await p.t.app.payments.pollDue();
    expect((await p.t.app.payments.getPayment(pending.id))!.status).toBe('pending');
    await p.fake.setAvailability('up');
    p.advance(3 * 60_000);
    await p.t.app.payments.pollDue();
    expect((await p.t.app.payments.getPayment(pending.id))!.status).toBe('succeeded');
  });
});
