/**
 * Paying from a pay link with M-Pesa configured against the local Daraja (fake-mpesa.ts):
 * the prompt carries the member's account code, the page follows the payment to the end
 * and its figures move with it, a repeated callback changes nothing, the thank-you SMS is
 * queued once, two taps at once send one prompt, and bad input is refused naming the field.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, messages, payments } from '../src/db/schema';
import { issuePayTokens } from '../src/modules/pledges/pay-links';
import { createMember } from './support/pledges-http';
import {
  newOccasion,
  paidOf,
  usePaymentsOccasion,
  type PaymentsTest,
} from './support/payment-fixtures';

let p: PaymentsTest;
let occasionId: string;
let counter = 0;

usePaymentsOccasion((started) => ({ p, occasionId } = started));

/** A member who pledged KES 10,000 and paid nothing, with their pay link's token. */
async function payer(occasion = occasionId) {
  counter += 1;
  const member = (await createMember(p.api, occasion, `Payer ${counter}`, {
    pledgedMinor: 1_000_000,
    phone: `+2547120000${String(counter).padStart(2, '0')}`,
  })) as { id: string };
  const tokens = await issuePayTokens(p.t.db, [member.id]);
  return { id: member.id, token: tokens.get(member.id)! };
}

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await p.t.app.inject({
    method,
    url,
    remoteAddress: `10.2.0.${counter}`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const thankYousOf = (paymentId: string) =>
  p.t.db
    .select()
    .from(messages)
    .where(eq(messages.recipientKey, `payment:${paymentId}`));

describe('a pay link with M-Pesa configured', () => {
  it("offers M-Pesa with the paybill and the provider's limits", async () => {
    const { token } = await payer();
    const { status, body } = await call('GET', `/api/pay/${token}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      provider: 'mpesa',
      paybill: '174379',
      minAmountMinor: 100,
      // The balance: the occasion does not allow overpayment (decision 0059).
      maxAmountMinor: 1_000_000,
      stepMinor: 100,
      balanceMinor: 1_000_000,
    });
  });

  it('prompts the phone with the account code, follows the payment, and counts it once', async () => {
    const member = await payer();
    const page = await call('GET', `/api/pay/${member.token}`);
    const started = await call('POST', `/api/pay/${member.token}/payments`, {
      phone: '0712 000 099',
      amountMinor: 250_000,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({
      status: 'pending',
      amountMinor: 250_000,
      currency: 'KES',
      paidMinor: 0,
      balanceMinor: 1_000_000,
    });
    const push = p.fake.push();
    // Read in the occasion's country; the member's account code names them at M-Pesa.
    expect(push.request).toMatchObject({
      PhoneNumber: '254712000099',
      Amount: 2500,
      AccountReference: page.body.accountCode,
    });

    const progress = `/api/pay/${member.token}/payments/${started.body.id}`;
    expect((await call('GET', progress)).body.status).toBe('pending');
    await p.fake.answer('approve');
    const done = await call('GET', progress);
    expect(done.body).toEqual({
      id: started.body.id,
      status: 'succeeded',
      amountMinor: 250_000,
      currency: 'KES',
      providerReceipt: push.result!.receipt,
      failureReason: null,
      paidMinor: 250_000,
      balanceMinor: 750_000,
    });
    expect((await call('GET', `/api/pay/${member.token}`)).body).toMatchObject({
      paidMinor: 250_000,
      balanceMinor: 750_000,
    });
    const thanks = await thankYousOf(started.body.id);
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.body).toContain(`(receipt ${push.result!.receipt})`);

    // Daraja repeats its callback: nothing more counts, nothing more is sent.
    await p.fake.sendCallback(push.checkoutRequestId);
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 250_000,
      sum: 250_000,
      contributions: 1,
    });
    expect(await thankYousOf(started.body.id)).toHaveLength(1);
    expect((await call('GET', progress)).body).toEqual(done.body);
  });

  it('answers 202 without "nothing was charged" when the prompt may have gone out, and counts it once approved', async () => {
    const member = await payer();
    p.fake.loseNextPushAnswer('503');
    const started = await call('POST', `/api/pay/${member.token}/payments`, {
      phone: '0712 000 098',
      amountMinor: 150_000,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({
      status: 'pending',
      notice: expect.stringMatching(
        /^We could not confirm the prompt was sent\. If it reaches your phone, approve it/,
      ),
    });
    expect(JSON.stringify(started.body)).not.toMatch(/nothing was charged:/);
    // Another tap answers the same waiting payment, no second prompt.
    const pushes = p.fake.pushes.length;
    const again = await call('POST', `/api/pay/${member.token}/payments`, {
      phone: '0712 000 098',
      amountMinor: 150_000,
    });
    expect(again).toMatchObject({ status: 200, body: { id: started.body.id } });
    expect(p.fake.pushes.length).toBe(pushes);

    await p.fake.answer('approve');
    const progress = `/api/pay/${member.token}/payments/${started.body.id}`;
    expect((await call('GET', progress)).body).toMatchObject({
      status: 'succeeded',
      paidMinor: 150_000,
    });
    expect(await paidOf(p.t.db, member.id)).toEqual({
      paid: 150_000,
      sum: 150_000,
      contributions: 1,
    });
  });

  it('sends one prompt for two taps at once, and answers both with it', async () => {
    const member = await payer();
    const before = p.fake.pushes.length;
    const tap = () =>
      call('POST', `/api/pay/${member.token}/payments`, {
        phone: '+254712000098',
        amountMinor: 100_000,
      });
    const [first, second] = await Promise.all([tap(), tap()]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    expect(p.fake.pushes.length - before).toBe(1);
    // Declined on the phone: a new tap may prompt again.
    await p.fake.answer('decline');
    const again = await tap();
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
  });

  it.each([
    ['a number of another country', { phone: '+255754000111', amountMinor: 100_000 }, 'phone'],
    ['a number that is no number', { phone: '12', amountMinor: 100_000 }, 'phone'],
    ['a landline', { phone: '020 2222222', amountMinor: 100_000 }, 'phone'],
    ['less than M-Pesa takes', { phone: '0712000097', amountMinor: 50 }, 'amountMinor'],
    ['more than M-Pesa takes', { phone: '0712000097', amountMinor: 25_000_100 }, 'amountMinor'],
    [
      'cents, which M-Pesa does not take',
      { phone: '0712000097', amountMinor: 100_050 },
      'amountMinor',
    ],
    ['an amount that is not whole', { phone: '0712000097', amountMinor: 1000.5 }, 'amountMinor'],
  ])('refuses %s, naming the field, and starts nothing', async (_, input, field) => {
    const member = await payer();
    const before = p.fake.pushes.length;
    const { status, body } = await call('POST', `/api/pay/${member.token}/payments`, input);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(p.fake.pushes.length).toBe(before);
    const rows = await p.t.db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(rows).toEqual([]);
  });

  it('offers nothing for an occasion in a currency M-Pesa does not collect', async () => {
    const ugx = (await newOccasion(p, 'UGX')).id;
    const member = await payer(ugx);
    const page = await call('GET', `/api/pay/${member.token}`);
    expect(page.body).toMatchObject({ provider: null, paybill: null, currency: 'UGX' });
    const started = await call('POST', `/api/pay/${member.token}/payments`, {
      phone: '0712000096',
      amountMinor: 100_000,
    });
    expect(started.status).toBe(409);
    const [row] = await p.t.db
      .select({ code: members.accountCode })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row!.code).toBe(page.body.accountCode);
  });
});
