/**
 * Starting an M-Pesa prompt against the local Daraja (decision 0042): what is refused and
 * why, a prompt whose answer was lost, two taps at once, the OAuth token, and no provider.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import type { HttpError } from '../src/lib/http-error';
import { paymentPurposes } from '../src/app';
import { createPayments } from '../src/modules/platform/payments';
import {
  failureOf,
  memberWithCode,
  newOccasion,
  paidOf,
  pushFor,
  usePaymentsOccasion,
  type PaymentsTest,
} from './support/payment-fixtures';

let p: PaymentsTest;
let occasionId: string;

usePaymentsOccasion((started) => ({ p, occasionId } = started));

describe('starting a prompt', () => {
  it('answers 503 when Daraja refuses connections or its token, and leaves the payment failed: nothing was sent', async () => {
    const member = await memberWithCode(p, occasionId);
    await p.fake.setAvailability('refused');
    const error = await failureOf(pushFor(p, occasionId, member, 10_000));
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(
      'M-Pesa cannot be reached just now, so nothing was charged: try again in a few minutes',
    );
    expect(error.headers).toEqual({ 'retry-after': '60' });
    await p.fake.setAvailability('up');
    const rows = await p.t.db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(rows[0]!.failureReason).toMatch(/M-Pesa/);
    // Back up: the member can pay at once (a failed prompt does not block the next).
    expect((await pushFor(p, occasionId, member, 10_000)).status).toBe('pending');
  });

  it('keeps a prompt whose answer was lost (5xx after Daraja took it) pending, and counts its paid callback', async () => {
    const member = await memberWithCode(p, occasionId);
    p.fake.loseNextPushAnswer('503');
    const started = await pushFor(p, occasionId, member, 20_000);
    // It may be on the phone: not failed, no "nothing was charged".
    expect(started).toMatchObject({
      status: 'pending',
      providerRequestId: null,
      unconfirmed: true,
    });
    const push = p.fake.push();
    expect(push.accountReference).toBe(member.accountCode);

    const delivered = await p.fake.answer('approve');
    expect(delivered?.status).toBe(200);
    expect(await p.t.app.payments.getPayment(started.id)).toMatchObject({
      status: 'succeeded',
      providerRequestId: push.checkoutRequestId,
      providerReceipt: push.result!.receipt,
    });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 20_000,
      sum: 20_000,
      contributions: 1,
    });
  });

  it('expires a lost-answer prompt it cannot ask about, and still counts the money if it was paid after all', async () => {
    const member = await memberWithCode(p, occasionId);
    p.fake.loseNextPushAnswer('503');
    const started = await pushFor(p, occasionId, member, 30_000);
    p.advance(11 * 60_000);
    await p.t.app.payments.pollDue();
    expect(await p.t.app.payments.getPayment(started.id)).toMatchObject({
      status: 'expired',
      failureReason:
        'The prompt was never confirmed as sent (a payment for it that arrives later still counts)',
    });
    expect(await paidOf(p.t.db, member.id)).toEqual({ paid: 0, sum: 0, contributions: 0 });

    // The payer approved late: Daraja's callback names an id we never stored; the query decides.
    await p.fake.answer('approve');
    const paid = (await p.t.app.payments.getPayment(started.id))!;
    expect(paid).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 30_000,
      sum: 30_000,
      contributions: 1,
    });
    // Its repeat changes nothing.
    await p.fake.sendCallback();
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 30_000,
      sum: 30_000,
      contributions: 1,
    });
    // A decline for an expired prompt leaves it expired: only money reopens it.
    const other = await memberWithCode(p, occasionId);
    p.fake.loseNextPushAnswer('503');
    const declined = await pushFor(p, occasionId, other, 30_000);
    p.advance(11 * 60_000);
    await p.t.app.payments.pollDue();
    await p.fake.answer('cancel');
    expect((await p.t.app.payments.getPayment(declined.id))!.status).toBe('expired');
  });

  it('two taps at once start one prompt; the other is told one is waiting', async () => {
    const member = await memberWithCode(p, occasionId);
    const before = p.fake.pushes.length;
    const results = await Promise.allSettled([
      pushFor(p, occasionId, member, 10_000),
      pushFor(p, occasionId, member, 10_000),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as HttpError).statusCode).toBe(409);
    expect(p.fake.pushes.length - before).toBe(1);
  });

  it('refuses cents in KES, amounts out of limits and phones M-Pesa cannot prompt, naming the field', async () => {
    const member = await memberWithCode(p, occasionId);
    const cents = await failureOf(pushFor(p, occasionId, member, 10_050));
    expect(cents.statusCode).toBe(400);
    expect(cents.fieldErrors).toEqual({
      amountMinor: ['M-Pesa takes whole amounts of KES only, without cents'],
    });
    const tooMuch = await failureOf(pushFor(p, occasionId, member, 300_000_00));
    expect(tooMuch.fieldErrors).toEqual({
      amountMinor: ['Amount must be between KES 1.00 and KES 250,000.00'],
    });
    const tanzanian = await failureOf(pushFor(p, occasionId, member, 10_000, '+255712345678'));
    expect(Object.keys(tanzanian.fieldErrors!)).toEqual(['phone']);
    const tzs = await newOccasion(p, 'TZS');
    const other = await memberWithCode(p, tzs.id);
    const currency = await failureOf(pushFor(p, tzs.id, other, 10_000));
    expect(currency.fieldErrors).toEqual({ amountMinor: ['M-Pesa does not collect TZS'] });
    // None of them reached the provider or left a row.
    const rows = await p.t.db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('fetches the OAuth token once and keeps it', async () => {
    const tokens = p.fake.requests.filter((r) => r.path === '/oauth/v1/generate').length;
    expect(tokens).toBe(1);
  });

  it('with no provider configured, nothing pretends to collect', async () => {
    const core = createPayments({ db: p.t.db, provider: null, purposes: paymentPurposes });
    expect(core.provider).toBeNull();
    const error = await failureOf(
      core.startPush({
        type: 'occasions',
        occasionId,
        memberId: (await memberWithCode(p, occasionId)).id,
        phone: '+254712345678',
        amountMinor: 10_000,
        accountReference: 'X',
        description: 'x',
        createdBy: null,
      }),
    );
    expect(error.statusCode).toBe(503);
  });
});
