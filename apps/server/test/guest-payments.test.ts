/**
 * A guest paying for their card from their answer page (decision 0050), with M-Pesa
 * configured against the local Daraja (fake-mpesa.ts): the invitation's figures, a prompt
 * naming the guest, the guest's paid sum moved exactly once however the provider's answers
 * arrive (repeats, a late callback, the poller racing the callback), a guest deleted
 * meanwhile, and what is refused: another event's guest, amounts out of limits, a card with
 * nothing owed, too many starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, guests, paymentCallbacks, payments } from '../src/db/schema';
import { HttpError } from '../src/lib/http-error';
import { inDays } from './api-client';
import { startPaymentsTest, type PaymentsTest } from './support/payment-fixtures';

let p: PaymentsTest;
let eventId: string;
let counter = 0;

/** An event in KES: single cards KES 5,000, double KES 8,000, a bundle of KES 12,000. */
async function pricedEvent(currency = 'KES') {
  const event = await p.api('POST', '/api/events', {
    name: `Harusi ${++counter}`,
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  const id = event.body.id as string;
  await p.api('POST', `/api/events/${id}/prices`, {
    cardType: 'single',
    amountMinor: 500_000,
    currency,
  });
  await p.api('POST', `/api/events/${id}/prices`, {
    cardType: 'double',
    amountMinor: 800_000,
    currency,
  });
  return id;
}

/** A guest of the event with their answer link's token. */
async function guest(event = eventId, fields: Record<string, unknown> = {}) {
  counter += 1;
  const created = await p.api('POST', `/api/events/${event}/guests`, {
    name: `Mgeni Number ${counter}`,
    phone: `+2547130000${String(counter).padStart(2, '0')}`,
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const link = await p.api('POST', `/api/events/${event}/guests/${created.body.id}/link`);
  return { id: created.body.id as string, token: link.body.token as string, eventId: event };
}

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await p.t.app.inject({
    method,
    url,
    remoteAddress: `10.3.${Math.floor(counter / 250)}.${counter % 250}`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

/** A number of its own for each payment unless one is given: one number gets 5 prompts an hour. */
let phones = 0;
const nextPhone = () => `0712 1${String(++phones).padStart(5, '0')}`;

const pay = (token: string, amountMinor: number, phone = nextPhone()) =>
  call('POST', `/api/invitations/${token}/payments`, { phone, amountMinor });

const paidOf = async (guestId: string) => {
  const [row] = await p.t.db
    .select({ paid: guests.paidMinor })
    .from(guests)
    .where(eq(guests.id, guestId));
  return row?.paid;
};

const outcomesOf = async (paymentId: string) =>
  (
    await p.t.db
      .select({ outcome: paymentCallbacks.outcome })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, paymentId))
  )
    .map((row) => row.outcome)
    .sort();

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  p = await startPaymentsTest();
  eventId = await pricedEvent();
});
afterAll(() => p.close());

describe("the answer page's money", () => {
  it("shows the card's price, what was paid and M-Pesa's limits, with the guest's phone", async () => {
    const g = await guest();
    const { status, body } = await call('GET', `/api/invitations/${g.token}`);
    expect(status).toBe(200);
    expect(body.payment).toEqual({
      currency: 'KES',
      amountDueMinor: 500_000,
      paidMinor: 0,
      balanceMinor: 500_000,
      provider: 'mpesa',
      phone: expect.stringMatching(/^\+2547130000\d\d$/),
      defaultCountry: 'KE',
      minAmountMinor: 100,
      // What the card still owes, below M-Pesa's KES 250,000 (decision 0059).
      maxAmountMinor: 500_000,
      stepMinor: 100,
    });
  });

  it("takes the bundle's price over the card type's", async () => {
    const bundle = await p.api('POST', `/api/events/${eventId}/bundles`, {
      name: `Family ${counter}`,
      amountMinor: 1_200_000,
      currency: 'KES',
      admissions: 4,
    });
    const g = await guest(eventId, { bundleId: bundle.body.id, admissions: 4 });
    const { body } = await call('GET', `/api/invitations/${g.token}`);
    expect(body.payment).toMatchObject({ amountDueMinor: 1_200_000, balanceMinor: 1_200_000 });
  });

  it('says nothing of money for a card without a price, and refuses to start a payment', async () => {
    const g = await guest(eventId, { cardType: 'family' });
    const { body } = await call('GET', `/api/invitations/${g.token}`);
    expect(body.payment).toBeNull();
    const started = await pay(g.token, 100_000);
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('Your card has no price: nothing is owed');
  });

  it('offers no provider for an event in a currency M-Pesa does not collect', async () => {
    const ugx = await pricedEvent('UGX');
    const g = await guest(ugx);
    const { body } = await call('GET', `/api/invitations/${g.token}`);
    expect(body.payment).toMatchObject({ currency: 'UGX', provider: null });
    const started = await pay(g.token, 100_000);
    expect(started.status).toBe(409);
    expect(started.body.message).toMatch(/^Paying by mobile money is not available/);
  });
});

describe('paying from the answer page', () => {
  it("prompts with the event's name, counts the payment once, and the guest shows paid", async () => {
    const g = await guest();
    const started = await pay(g.token, 500_000, '0712 000 099');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ status: 'pending', paidMinor: 0, balanceMinor: 500_000 });
    const push = p.fake.push();
    const [event] = await p.t.db.select().from(events).where(eq(events.id, eventId));
    expect(push.request).toMatchObject({
      PhoneNumber: '254712000099',
      Amount: 5000,
      AccountReference: event!.name.slice(0, 12),
      TransactionDesc: event!.name.slice(0, 13),
    });
    const progress = `/api/invitations/${g.token}/payments/${started.body.id}`;
    expect((await call('GET', progress)).body.status).toBe('pending');

    await p.fake.answer('approve');
    // Daraja repeats its callback, three times at once: nothing more counts.
    await Promise.all([p.fake.sendCallback(), p.fake.sendCallback(), p.fake.sendCallback()]);
    expect(await outcomesOf(started.body.id)).toEqual([
      'counted',
      'repeated',
      'repeated',
      'repeated',
    ]);
    expect(await paidOf(g.id)).toBe(500_000);
    expect((await call('GET', progress)).body).toEqual({
      id: started.body.id,
      status: 'succeeded',
      amountMinor: 500_000,
      currency: 'KES',
      providerReceipt: push.result!.receipt,
      failureReason: null,
      paidMinor: 500_000,
      balanceMinor: 0,
    });
    const page = await call('GET', `/api/invitations/${g.token}`);
    expect(page.body.payment).toMatchObject({ paidMinor: 500_000, balanceMinor: 0 });
    const list = await p.api(
      'GET',
      `/api/events/${eventId}/guests?filter=${encodeURIComponent('paymentStanding:in:paid')}`,
    );
    expect(list.body.items.map((row: { id: string }) => row.id)).toContain(g.id);

    // Paid in full: nothing more to pay.
    const again = await pay(g.token, 100_000);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your card is paid: nothing is owed');
  });

  it('counts a part payment once when the poller and the callback race', async () => {
    const g = await guest();
    const started = await pay(g.token, 200_000);
    expect(started.status).toBe(201);
    await p.fake.answer('approve', { callback: false });
    p.advance(20_000);
    await Promise.all([p.t.app.payments.pollDue(), p.fake.sendCallback()]);
    // The callback after the count (the poller's query has no receipt) only brings the receipt.
    await p.fake.sendCallback();
    expect(await paidOf(g.id)).toBe(200_000);
    const row = (await p.t.app.payments.getPayment(started.body.id))!;
    expect(row).toMatchObject({ status: 'succeeded', guestId: g.id, eventId });
    expect(row.providerReceipt).toBe(p.fake.push().result!.receipt);
    const page = await call('GET', `/api/invitations/${g.token}`);
    expect(page.body.payment).toMatchObject({ paidMinor: 200_000, balanceMinor: 300_000 });
  });

  it('counts a paid answer that comes after the payment expired, once', async () => {
    const g = await guest();
    const started = await pay(g.token, 100_000);
    p.advance(11 * 60_000);
    await p.fake.answer('approve', { callback: false });
    // Asked once more at its expiry: paid after all.
    await p.t.app.payments.pollDue();
    await p.fake.sendCallback();
    await p.fake.sendCallback();
    expect((await p.t.app.payments.getPayment(started.body.id))!.status).toBe('succeeded');
    expect(await paidOf(g.id)).toBe(100_000);
  });

  it('sends one prompt for two taps at once, and answers both with it', async () => {
    const g = await guest();
    const before = p.fake.pushes.length;
    const [first, second] = await Promise.all([pay(g.token, 100_000), pay(g.token, 100_000)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    expect(p.fake.pushes.length - before).toBe(1);
    // The core itself refuses a second push while one waits.
    const error = await failureOf(
      p.t.app.payments.startPush({
        type: 'events',
        eventId,
        guestId: g.id,
        phone: '+254712000099',
        amountMinor: 100_000,
        accountReference: 'X',
        description: 'X',
        createdBy: null,
      }),
    );
    expect(error.statusCode).toBe(409);
    await p.fake.answer('decline');
    expect(await paidOf(g.id)).toBe(0);
  });

  it('keeps the money of a guest deleted meanwhile on record, for nobody, without an error', async () => {
    const g = await guest();
    const started = await pay(g.token, 100_000);
    expect(started.status).toBe(201);
    const removed = await p.api('DELETE', `/api/events/${eventId}/guests/${g.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    const delivery = await p.fake.answer('approve');
    expect(delivery!.status).toBe(200);
    const row = (await p.t.app.payments.getPayment(started.body.id))!;
    expect(row).toMatchObject({
      status: 'succeeded',
      guestId: null,
      eventId,
      amountMinor: 100_000,
    });
    expect(await outcomesOf(started.body.id)).toEqual(['unmatched']);
  });

  it("never counts money in another currency than the event's", async () => {
    const g = await guest();
    const started = await pay(g.token, 100_000);
    // Only a person at the database can do this (a payment fixes the currency, 0047).
    await p.t.db.update(events).set({ currency: 'TZS' }).where(eq(events.id, eventId));
    try {
      await p.fake.answer('approve');
    } finally {
      await p.t.db.update(events).set({ currency: 'KES' }).where(eq(events.id, eventId));
    }
    expect(await paidOf(g.id)).toBe(0);
    const row = (await p.t.app.payments.getPayment(started.body.id))!;
    expect(row).toMatchObject({ status: 'succeeded', guestId: null });
  });

  it("refuses another event's guest, a deleted guest, and an event without prices", async () => {
    const other = await guest(await pricedEvent());
    const push = (input: { eventId: string; guestId: string }) =>
      failureOf(
        p.t.app.payments.startPush({
          type: 'events',
          ...input,
          phone: '+254712000099',
          amountMinor: 100_000,
          accountReference: 'X',
          description: 'X',
          createdBy: null,
        }),
      );
    const wrongEvent = await push({ eventId, guestId: other.id });
    expect(wrongEvent.statusCode).toBe(404);
    expect(wrongEvent.fieldErrors).toEqual({ guestId: ['Unknown guest'] });
    await p.api('DELETE', `/api/events/${other.eventId}/guests/${other.id}`);
    const deleted = await push({ eventId: other.eventId, guestId: other.id });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.fieldErrors).toEqual({ guestId: ['Unknown guest'] });

    const unpriced = await p.api('POST', '/api/events', {
      name: 'Bila bei',
      startsAt: inDays(30),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    });
    const free = await guest(unpriced.body.id);
    const noCurrency = await push({ eventId: unpriced.body.id, guestId: free.id });
    expect(noCurrency.statusCode).toBe(409);
    expect(noCurrency.message).toBe(
      'This event has no card prices yet, so there is nothing to pay',
    );
    const rows = await p.t.db.select().from(payments).where(eq(payments.guestId, other.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['less than M-Pesa takes', { phone: '0712000097', amountMinor: 50 }, 'amountMinor'],
    ['more than M-Pesa takes', { phone: '0712000097', amountMinor: 25_000_100 }, 'amountMinor'],
    ['cents', { phone: '0712000097', amountMinor: 100_050 }, 'amountMinor'],
    ['a fraction', { phone: '0712000097', amountMinor: 1000.5 }, 'amountMinor'],
    ['a negative amount', { phone: '0712000097', amountMinor: -100 }, 'amountMinor'],
    ['a number of another country', { phone: '+255754000111', amountMinor: 100_000 }, 'phone'],
    ['a landline', { phone: '020 2222222', amountMinor: 100_000 }, 'phone'],
  ])('refuses %s, naming the field, and starts nothing', async (_, input, field) => {
    const g = await guest();
    const before = p.fake.pushes.length;
    const { status, body } = await call('POST', `/api/invitations/${g.token}/payments`, input);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(p.fake.pushes.length).toBe(before);
    expect(await p.t.db.select().from(payments).where(eq(payments.guestId, g.id))).toEqual([]);
  });

  it("follows the guest's own payments only, and bounds the starts per link", async () => {
    const g = await guest();
    const other = await guest();
    const started = await pay(g.token, 100_000);
    for (const url of [
      `/api/invitations/${other.token}/payments/${started.body.id}`,
      `/api/invitations/${g.token}/payments/not-an-id`,
    ]) {
      const { status, body } = await call('GET', url);
      expect(status).toBe(404);
      expect(body.message).toBe('Payment not found');
    }
    // 20 starts an hour per link: the later taps answer the waiting payment, then 429.
    for (let i = 1; i < 20; i += 1) expect((await pay(g.token, 100_000)).status).toBe(200);
    const refused = await pay(g.token, 100_000);
    expect(refused.status).toBe(429);
    await p.fake.answer('cancel');
  });
});
