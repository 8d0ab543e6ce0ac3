/**
 * M-Pesa payments end to end through the core and the callback routes, against the local
 * Daraja (decision 0042): every callback confirmed by an STK query before it counts, each
 * payment counted once whatever arrives twice, late, out of order or forged.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contributions, paymentCallbacks, payments } from '../src/db/schema';
import { HttpError } from '../src/lib/http-error';
import { createPayments } from '../src/modules/payments';
import { FAKE_MPESA } from './support/fake-mpesa';
import { contribute } from './support/pledges-http';
import { createTestApp } from './test-app';
import {
  memberWithCode,
  newOccasion,
  paidOf,
  pushFor,
  startPaymentsTest,
  type PaymentsTest,
} from './support/payment-fixtures';

let p: PaymentsTest;
let occasionId: string;

beforeAll(async () => {
  p = await startPaymentsTest();
  occasionId = (await newOccasion(p)).id;
});
afterAll(() => p.close());

const stkPath = (secret: string = FAKE_MPESA.callbackSecret) =>
  `/api/payments/mpesa/stk-callback/${secret}`;

const callbacksOf = (paymentId: string) =>
  p.t.db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.paymentId, paymentId))
    .orderBy(paymentCallbacks.receivedAt);

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

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
    const [kept] = await callbacksOf(pending.id);
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
    const outcomes = (await callbacksOf(pending.id)).map((c) => c.outcome).sort();
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
    expect((await callbacksOf(pending.id)).map((c) => c.outcome)).toEqual([
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
    expect((await callbacksOf(pending.id)).map((c) => c.outcome)).toEqual(['receipt', 'repeated']);
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
    const core = createPayments({ db: p.t.db, provider: null });
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

describe('paybill payments (C2B)', () => {
  const server = 'https://karamu.example';

  it("a payment with a member's account code counts for them at once; its repeat is a no-op", async () => {
    const member = await memberWithCode(p, occasionId);
    const { validation, confirmation, c2b } = await p.fake.payBill({
      serverUrl: server,
      accountReference: member.accountCode.toLowerCase(),
      amountMinor: 250_000,
    });
    expect(JSON.parse(validation!.body)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(JSON.parse(confirmation.body)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 250_000,
      sum: 250_000,
      contributions: 1,
    });
    await p.fake.repeatPayBill(c2b, server);
    await p.fake.repeatPayBill(c2b, server);
    expect((await paidOf(p.t.db, member.id)).contributions).toBe(1);
    const [row] = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, c2b.transId));
    expect(row).toMatchObject({
      channel: 'paybill',
      status: 'succeeded',
      payerPhone: '+254708374149',
      payerName: 'John Doe',
      occasionId,
    });
  });

  it("two payments of one member arriving at once both count (no lock waits on the other's)", async () => {
    const member = await memberWithCode(p, occasionId);
    await Promise.all(
      [10_000, 20_000, 30_000].map((amountMinor) =>
        p.fake.payBill({ serverUrl: server, accountReference: member.accountCode, amountMinor }),
      ),
    );
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 60_000,
      sum: 60_000,
      contributions: 3,
    });
  });

  it('one confirmation delivered three times at once is one payment', async () => {
    const member = await memberWithCode(p, occasionId);
    const body = {
      TransactionType: 'Pay Bill',
      TransID: 'TWICE00001',
      TransTime: '20261126120000',
      TransAmount: '450.00',
      BusinessShortCode: FAKE_MPESA.shortcode,
      BillRefNumber: member.accountCode,
      MSISDN: '254708374149',
    };
    const url = `/api/payments/mpesa/c2b/confirmation/${FAKE_MPESA.callbackSecret}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => p.t.app.inject({ method: 'POST', url, payload: body })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 45_000,
      sum: 45_000,
      contributions: 1,
    });
    const kept = await p.t.db
      .select({ outcome: paymentCallbacks.outcome })
      .from(paymentCallbacks)
      .where(sql`${paymentCallbacks.body}->>'TransID' = 'TWICE00001'`);
    expect(kept.map((c) => c.outcome).sort()).toEqual(['counted', 'repeated', 'repeated']);
  });

  it('an unknown account code lands unmatched; a person assigns it (audited) and it counts then, once', async () => {
    const { c2b } = await p.fake.payBill({
      serverUrl: server,
      accountReference: 'WRONG-CODE',
      amountMinor: 80_000,
    });
    const [unmatched] = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, c2b.transId));
    expect(unmatched).toMatchObject({
      status: 'succeeded',
      memberId: null,
      occasionId: null,
      contributionId: null,
      accountReference: 'WRONG-CODE',
    });
    const member = await memberWithCode(p, occasionId);
    const assigned = await p.t.app.payments.assignPayment({
      paymentId: unmatched!.id,
      memberId: member.id,
      version: unmatched!.version,
      actor: p.admin,
    });
    expect(assigned).toMatchObject({ memberId: member.id, occasionId, assignedBy: p.admin.userId });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 80_000,
      sum: 80_000,
      contributions: 1,
    });
    const [audit] = await p.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payments'), eq(auditLog.recordId, unmatched!.id)));
    expect(audit).toMatchObject({ action: 'update', actorUsername: 'admin' });

    const again = await failureOf(
      p.t.app.payments.assignPayment({
        paymentId: unmatched!.id,
        memberId: member.id,
        version: assigned.version,
        actor: p.admin,
      }),
    );
    expect(again.statusCode).toBe(409);
    await p.fake.repeatPayBill(c2b, server);
    expect((await paidOf(p.t.db, member.id)).contributions).toBe(1);
  });

  it('assigning refuses a stale version and a member of an occasion in another currency', async () => {
    const { c2b } = await p.fake.payBill({
      serverUrl: server,
      accountReference: 'NOBODY',
      amountMinor: 10_000,
    });
    const [unmatched] = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, c2b.transId));
    const member = await memberWithCode(p, occasionId);
    const stale = await failureOf(
      p.t.app.payments.assignPayment({
        paymentId: unmatched!.id,
        memberId: member.id,
        version: unmatched!.version + 1,
        actor: p.admin,
      }),
    );
    expect(stale.statusCode).toBe(409);
    const tzs = await newOccasion(p, 'TZS');
    const other = await memberWithCode(p, tzs.id);
    const currency = await failureOf(
      p.t.app.payments.assignPayment({
        paymentId: unmatched!.id,
        memberId: other.id,
        version: unmatched!.version,
        actor: p.admin,
      }),
    );
    expect(currency.statusCode).toBe(400);
    expect(Object.keys(currency.fieldErrors!)).toEqual(['memberId']);
    expect((await p.t.app.payments.getPayment(unmatched!.id))!.memberId).toBeNull();
  });

  it('refuses a confirmation for another paybill, keeping it', async () => {
    const answer = await p.t.app.inject({
      method: 'POST',
      url: `/api/payments/mpesa/c2b/confirmation/${FAKE_MPESA.callbackSecret}`,
      payload: {
        TransID: 'OTHER00001',
        TransTime: '20261126120000',
        TransAmount: '100.00',
        BusinessShortCode: '999999',
        BillRefNumber: 'X',
        MSISDN: '254708374149',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).message).toBe(
      'Not a readable M-Pesa callback: BusinessShortCode is not this paybill',
    );
    const rows = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, 'OTHER00001'));
    expect(rows).toHaveLength(0);
  });
});

describe('who may call back', () => {
  it("validation accepts payments to our paybill and refuses others with Daraja's code", async () => {
    const body = (shortcode: string) => ({
      TransactionType: 'Pay Bill',
      TransID: 'VALID00001',
      TransTime: '20261126120000',
      TransAmount: '100.00',
      BusinessShortCode: shortcode,
      BillRefNumber: 'ANYTHING',
      MSISDN: '254708374149',
      FirstName: 'John',
    });
    const url = `/api/payments/mpesa/c2b/validation/${FAKE_MPESA.callbackSecret}`;
    const ours = await p.t.app.inject({ method: 'POST', url, payload: body(FAKE_MPESA.shortcode) });
    expect(JSON.parse(ours.body)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const theirs = await p.t.app.inject({ method: 'POST', url, payload: body('999999') });
    expect(JSON.parse(theirs.body)).toEqual({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
    // Validation moves no money: no payment row.
    const rows = await p.t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReceipt, 'VALID00001'));
    expect(rows).toHaveLength(0);
  });

  it('with MPESA_CALLBACK_IPS set, a caller from elsewhere gets 404 even with the secret', async () => {
    for (const [ips, status] of [
      ['196.201.214.200', 404],
      ['196.201.214.200,127.0.0.1', 200],
    ] as const) {
      const t = await createTestApp({ ...p.fake.env, MPESA_CALLBACK_IPS: ips });
      try {
        const answer = await t.app.inject({
          method: 'POST',
          url: stkPath(),
          payload: {
            Body: {
              stkCallback: {
                MerchantRequestID: '1',
                CheckoutRequestID: 'ws_CO_nobody',
                ResultCode: 1032,
                ResultDesc: 'Request cancelled by user.',
              },
            },
          },
        });
        expect(answer.statusCode).toBe(status);
      } finally {
        await t.close();
      }
    }
  });
});
