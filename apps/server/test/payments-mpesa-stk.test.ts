/**
 * M-Pesa prompts (STK push) end to end through the core and the callback route, against the
 * local Daraja (decision 0042): every callback confirmed by an STK query before it counts,
 * each payment counted once whatever arrives twice, late, out of order or forged; and the
 * core's `onCounted` hook in the settling transaction.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributions, paymentCallbacks, payments } from '../src/db/schema';
import { paymentPurposes } from '../src/app';
import { createPayments } from '../src/modules/platform/payments';
import { FAKE_MPESA } from './support/fake-mpesa';
import { contribute } from './support/pledges-http';
import {
  callbacksOf,
  memberWithCode,
  paidOf,
  pushFor,
  usePaymentsOccasion,
  stkPath,
  type PaymentsTest,
} from './support/payment-fixtures';

let p: PaymentsTest;
let occasionId: string;

usePaymentsOccasion((started) => ({ p, occasionId } = started));

describe('a prompt to the phone (STK push)', () => {
  it('sends Daraja its real request, and a confirmed callback counts once as a mobile-money contribution', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 150_000, '+254712345678');
    expect(pending).toMatchObject({ status: 'pending', channel: 'push', currency: 'KES' });
    const push = p.fake.push();
    expect(pending.providerRequestId).toBe(push.checkoutRequestId);
    expect(push.request).toMatchObject({
      BusinessShortCode: FAKE_MPESA.shortcode,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1500,
      PartyA: '254712345678',
      PartyB: FAKE_MPESA.shortcode,
      PhoneNumber: '254712345678',
      CallBackURL: `https://karamu.example/api/payments/mpesa/stk-callback/${FAKE_MPESA.callbackSecret}`,
      AccountReference: member.accountCode,
    });
    expect(String(push.request.Timestamp)).toMatch(/^\d{14}$/);

    const delivered = await p.fake.answer('approve');
    expect(delivered?.status).toBe(200);
    expect(JSON.parse(delivered!.body)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });

    const paid = (await p.t.app.payments.getPayment(pending.id))!;
    expect(paid).toMatchObject({
      status: 'succeeded',
      providerReceipt: push.result!.receipt,
      memberId: member.id,
    });
    const [contribution] = await p.t.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, paid.contributionId!));
    expect(contribution).toMatchObject({
      memberId: member.id,
      amountMinor: 150_000,
      method: 'mobile_money',
      reference: push.result!.receipt,
      createdBy: null,
    });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 150_000,
      sum: 150_000,
      contributions: 1,
    });
    // Confirmed by asking, and the raw body kept.
    expect(
      p.fake.requests.some(
        (r) =>
          r.path === '/mpesa/stkpushquery/v1/query' &&
          (r.body as { CheckoutRequestID?: string }).CheckoutRequestID === push.checkoutRequestId,
      ),
    ).toBe(true);
    const [kept] = await callbacksOf(p, pending.id);
    expect(kept).toMatchObject({ kind: 'stk', outcome: 'counted', provider: 'mpesa' });
    expect(kept!.body).toEqual(p.fake.callbackBody(push.checkoutRequestId));
  });

  it('a payer who approves at once (the local Daraja answering by itself) is counted without anyone asking', async () => {
    const member = await memberWithCode(p, occasionId);
    p.fake.autoAnswer('approve');
    try {
      const pending = await pushFor(p, occasionId, member, 12_000);
      for (;;) {
        if ((await p.t.app.payments.getPayment(pending.id))!.status !== 'pending') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await p.t.app.payments.getPayment(pending.id)).toMatchObject({
        status: 'succeeded',
        providerReceipt: p.fake.push(pending.providerRequestId!).result!.receipt,
      });
    } finally {
      p.fake.autoAnswer(null);
    }
  });

  it('repeats of the callback change nothing', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 20_000);
    await p.fake.answer('approve');
    await Promise.all([p.fake.sendCallback(), p.fake.sendCallback(), p.fake.sendCallback()]);
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 20_000,
      sum: 20_000,
      contributions: 1,
    });
    const outcomes = (await callbacksOf(p, pending.id)).map((c) => c.outcome).sort();
    expect(outcomes).toEqual(['counted', 'repeated', 'repeated', 'repeated']);
  });

  it('callbacks in any order each settle their own payment', async () => {
    const a = await memberWithCode(p, occasionId);
    const b = await memberWithCode(p, occasionId);
    const first = await pushFor(p, occasionId, a, 10_000);
    const second = await pushFor(p, occasionId, b, 30_000, '+254722000001');
    await p.fake.answer('approve', { id: first.providerRequestId!, callback: false });
    await p.fake.answer('cancel', { id: second.providerRequestId!, callback: false });
    await p.fake.sendCallback(second.providerRequestId!);
    await p.fake.sendCallback(first.providerRequestId!);
    expect((await p.t.app.payments.getPayment(first.id))!.status).toBe('succeeded');
    expect(await p.t.app.payments.getPayment(second.id)).toMatchObject({
      status: 'cancelled',
      failureReason: 'The payer cancelled the prompt',
    });
    expect((await paidOf(p.t.db, a.id)).paid).toBe(10_000);
    expect((await paidOf(p.t.db, b.id)).paid).toBe(0);
  });

  it('a declined or timed-out prompt ends failed with the reason, nothing counted', async () => {
    for (const [answer, reason] of [
      ['decline', 'Not enough money in the M-Pesa account'],
      ['timeOut', 'The phone could not be reached or did not answer in time'],
    ] as const) {
      const member = await memberWithCode(p, occasionId);
      const pending = await pushFor(p, occasionId, member, 5_000);
      await p.fake.answer(answer);
      expect(await p.t.app.payments.getPayment(pending.id)).toMatchObject({
        status: 'failed',
        failureReason: reason,
        contributionId: null,
      });
      expect((await paidOf(p.t.db, member.id)).contributions).toBe(0);
    }
  });

  it('a success callback the query does not confirm counts nothing until the provider says so', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 40_000);
    const push = p.fake.push();
    // Forged: a success body for a prompt the payer has not answered.
    const forged = {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 400 },
              { Name: 'MpesaReceiptNumber', Value: 'FORGED0001' },
              { Name: 'TransactionDate', Value: 20261126120000 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    };
    const answer = await p.t.app.inject({ method: 'POST', url: stkPath(), payload: forged });
    expect(answer.statusCode).toBe(200);
    expect((await p.t.app.payments.getPayment(pending.id))!.status).toBe('pending');
    // The payer then declines: the real callback settles it, and the forgery replayed is a repeat.
    await p.fake.answer('decline');
    await p.t.app.inject({ method: 'POST', url: stkPath(), payload: forged });
    expect((await p.t.app.payments.getPayment(pending.id))!.status).toBe('failed');
    expect((await paidOf(p.t.db, member.id)).contributions).toBe(0);
    expect((await callbacksOf(p, pending.id)).map((c) => c.outcome)).toEqual([
      'unconfirmed',
      'settled',
      'repeated',
    ]);
  });

  it("a confirmed payment whose callback carries another payment's receipt counts, without it", async () => {
    const earlier = await memberWithCode(p, occasionId);
    await pushFor(p, occasionId, earlier, 10_000);
    await p.fake.answer('approve');
    const taken = p.fake.push().result!.receipt!;
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 20_000);
    await p.fake.answer('approve', { callback: false });
    const replayed = p.fake.callbackBody();
    const items = (
      replayed.Body as {
        stkCallback: { CallbackMetadata: { Item: { Name: string; Value?: unknown }[] } };
      }
    ).stkCallback.CallbackMetadata.Item;
    items.find((i) => i.Name === 'MpesaReceiptNumber')!.Value = taken;
    await p.t.app.inject({ method: 'POST', url: stkPath(), payload: replayed });
    expect(await p.t.app.payments.getPayment(pending.id)).toMatchObject({
      status: 'succeeded',
      providerReceipt: null,
    });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 20_000,
      sum: 20_000,
      contributions: 1,
    });
    expect((await paidOf(p.t.db, earlier.id)).contributions).toBe(1);
  });

  it('a receipt the treasurer already typed in for that member and amount is not counted twice', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 30_000);
    await p.fake.answer('approve', { callback: false });
    const receipt = p.fake.push().result!.receipt!;
    const typed = await contribute(p.api, member.id, 30_000, {
      method: 'mobile_money',
      reference: receipt,
    });
    await p.fake.sendCallback();
    expect(await p.t.app.payments.getPayment(pending.id)).toMatchObject({
      status: 'succeeded',
      contributionId: typed.id,
    });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 30_000,
      sum: 30_000,
      contributions: 1,
    });
  });

  it('refuses a wrong secret with 404 and keeps nothing; a malformed body is kept and refused naming the field', async () => {
    const before = (await p.t.db.select().from(paymentCallbacks)).length;
    const wrong = await p.t.app.inject({
      method: 'POST',
      url: stkPath(`${FAKE_MPESA.callbackSecret}x`),
      payload: { Body: {} },
    });
    expect(wrong.statusCode).toBe(404);
    expect((await p.t.db.select().from(paymentCallbacks)).length).toBe(before);

    const malformed = await p.t.app.inject({
      method: 'POST',
      url: stkPath(),
      payload: { Body: { stkCallback: { ResultCode: 0 } } },
    });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).message).toMatch(/Body\.stkCallback\.MerchantRequestID/);
    const kept = await p.t.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.outcome, 'unreadable'));
    expect(kept.some((c) => JSON.stringify(c.body).includes('"ResultCode":0'))).toBe(true);

    const huge = await p.t.app.inject({
      method: 'POST',
      url: stkPath(),
      payload: { Body: { filler: 'x'.repeat(20_000) } },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('a callback for a request we never made is kept as unknown and accepted', async () => {
    const answer = await p.t.app.inject({
      method: 'POST',
      url: stkPath(),
      payload: {
        Body: {
          stkCallback: {
            MerchantRequestID: '1-x',
            CheckoutRequestID: 'ws_CO_unknown_000001',
            ResultCode: 1032,
            ResultDesc: 'Request cancelled by user.',
          },
        },
      },
    });
    expect(answer.statusCode).toBe(200);
    const [kept] = await p.t.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.outcome, 'unknown'));
    expect(kept).toMatchObject({ paymentId: null, kind: 'stk' });
  });

  it('a paid callback for an id we never stored finds its prompt by phone and amount, and counts once', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 60_000, '+254733000001');
    // As if the process stopped between Daraja's acceptance and storing its id.
    await p.t.db
      .update(payments)
      .set({ providerRequestId: null })
      .where(eq(payments.id, pending.id));
    await p.fake.answer('approve');
    await p.fake.sendCallback();
    expect(await p.t.app.payments.getPayment(pending.id)).toMatchObject({
      status: 'succeeded',
      providerRequestId: pending.providerRequestId,
    });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 60_000,
      sum: 60_000,
      contributions: 1,
    });
  });

  it('an amount other than the prompt is never counted: the payment fails saying so', async () => {
    const member = await memberWithCode(p, occasionId);
    const pending = await pushFor(p, occasionId, member, 50_000);
    await p.fake.answer('approve', { amountMinor: 5_000_000 });
    const failed = (await p.t.app.payments.getPayment(pending.id))!;
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe(
      'M-Pesa reported KES 50,000.00 for a payment of KES 500.00: not counted, check it with M-Pesa',
    );
    expect((await paidOf(p.t.db, member.id)).contributions).toBe(0);
  });
});

describe('onCounted', () => {
  it('runs in the settling transaction: if it fails, nothing of the payment is written and a repeat counts it', async () => {
    const seen: string[] = [];
    let fail = true;
    const core = createPayments({
      db: p.t.db,
      provider: p.t.app.payments.provider,
      purposes: paymentPurposes,
      onCounted: async (tx, payment) => {
        // On the transaction's handle: the contribution it is told about is visible there.
        const [row] = await tx
          .select()
          .from(contributions)
          .where(eq(contributions.id, payment.contributionId!));
        seen.push(row!.id);
        if (fail) throw new Error('thank-you could not be queued');
      },
    });
    const member = await memberWithCode(p, occasionId);
    const pending = await core.startPush({
      type: 'occasions',
      occasionId,
      memberId: member.id,
      phone: '+254712345678',
      amountMinor: 10_000,
      accountReference: member.accountCode,
      description: 'Michango',
      createdBy: null,
    });
    await p.fake.answer('approve', { callback: false });
    const claimed = { status: 'succeeded' as const };
    const callback = {
      provider: 'mpesa' as const,
      kind: 'stk',
      body: {},
      providerRequestId: pending.providerRequestId!,
      claimed,
    };
    await expect(core.handleCallback(callback)).rejects.toThrow('thank-you could not be queued');
    expect((await core.getPayment(pending.id))!.status).toBe('pending');
    expect((await paidOf(p.t.db, member.id)).contributions).toBe(0);
    fail = false;
    expect((await core.handleCallback(callback)).outcome).toBe('counted');
    expect((await paidOf(p.t.db, member.id)).contributions).toBe(1);
    expect(seen).toHaveLength(2);
  });
});
