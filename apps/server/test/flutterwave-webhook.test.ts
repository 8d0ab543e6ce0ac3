/**
 * Flutterwave end to end through the payments core (decisions 0042, 0046): prompts sent to
 * a local Flutterwave, its webhooks posted over HTTP to the route, each confirmed by a
 * status query and counted once on a real database. Forged, malformed, replayed, late,
 * missing and unknown webhooks, and a provider that is down, each end in a clear state.
 *
 * The app is built from the environment the local Flutterwave gives (PAYMENT_PROVIDER and
 * the FLW_* variables), as a real server selects its provider, and listens on 127.0.0.1 so
 * the fake posts its webhooks over HTTP.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { contributions, members, occasions, paymentCallbacks, payments } from '../src/db/schema';
import { HttpError } from '../src/lib/http-error';
import type { PaymentsCore } from '../src/modules/platform/payments/payments-core';
import { FLUTTERWAVE_WEBHOOK_PATH } from '../src/modules/platform/payments/providers/flutterwave-routes';
import { startFakeFlutterwave, type FakeFlutterwave } from './support/fake-flutterwave';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let db: Db;
let fake: FakeFlutterwave;
let core: PaymentsCore;
let app: FastifyInstance;
let now = Date.now();
let occasionId: string;
let phoneCounter = 0;

async function occasionIn(currency: string): Promise<string> {
  const [occasion] = await db
    .insert(occasions)
    .values({
      name: `Sherehe (${currency})`,
      startsAt: new Date(now + 30 * 86_400_000),
      timeZone: 'Africa/Nairobi',
      currency,
      defaultCountry: 'KE',
    })
    .returning({ id: occasions.id });
  return occasion!.id;
}

async function newMember(inOccasion = occasionId, phone?: string): Promise<string> {
  phoneCounter += 1;
  const [member] = await db
    .insert(members)
    .values({
      occasionId: inOccasion,
      name: `Member ${phoneCounter}`,
      phone: phone ?? `+2547120${String(phoneCounter).padStart(5, '0')}`,
      pledgedMinor: 1_000_000,
      accountCode: `KRM${phoneCounter}`,
    })
    .returning({ id: members.id, phone: members.phone });
  return member!.id;
}

async function push(memberId: string, amountMinor = 150_000, inOccasion = occasionId) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  return core.startPush({
    type: 'occasions',
    occasionId: inOccasion,
    memberId,
    phone: member!.phone!,
    amountMinor,
    accountReference: member!.accountCode!,
    description: 'Harusi ya Amina',
    createdBy: null,
  });
}

const paymentOf = async (id: string) => (await core.getPayment(id))!;
const paidOf = async (memberId: string) =>
  (await db.select().from(members).where(eq(members.id, memberId)))[0]!.paidMinor;
const contributionsOf = (memberId: string) =>
  db.select().from(contributions).where(eq(contributions.memberId, memberId));
const callbacksOf = (paymentId: string) =>
  db
    .select({ outcome: paymentCallbacks.outcome })
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.paymentId, paymentId));
const countCallbacks = async () =>
  Number((await db.select({ n: sql<number>`count(*)` }).from(paymentCallbacks))[0]!.n);

const post = (headers: Record<string, string>, body: string) =>
  app.inject({ method: 'POST', url: FLUTTERWAVE_WEBHOOK_PATH, headers, payload: body });

beforeAll(async () => {
  fake = await startFakeFlutterwave();
  // Short enough that a lost answer does not hold a test long, long enough that a busy
  // machine answering slowly is not taken for one.
  t = await createTestApp({ ...fake.env, PROVIDER_TIMEOUT_MS: '5000' }, { now: () => now });
  ({ db, app } = t);
  core = app.payments;
  await app.listen({ port: 0, host: '127.0.0.1' });
  fake.setWebhookUrl(
    `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${FLUTTERWAVE_WEBHOOK_PATH}`,
  );
  occasionId = await occasionIn('KES');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a paid prompt', () => {
  it('counts once when Flutterwave confirms, however often the webhook comes', async () => {
    const memberId = await newMember();
    const payment = await push(memberId);
    expect(payment).toMatchObject({ status: 'pending', providerRequestId: payment.id });
    expect(fake.charge(payment.id)).toMatchObject({ amount: 1500, currency: 'KES' });

    const charge = fake.approve(payment.id);
    expect(await fake.sendWebhook(payment.id, { times: 3 })).toEqual([200, 200, 200]);

    expect(await paymentOf(payment.id)).toMatchObject({
      status: 'succeeded',
      providerReceipt: charge.flwRef,
      amountMinor: 150_000,
    });
    expect(await paidOf(memberId)).toBe(150_000);
    expect(await contributionsOf(memberId)).toEqual([
      expect.objectContaining({
        amountMinor: 150_000,
        method: 'mobile_money',
        reference: charge.flwRef,
      }),
    ]);
    // Kept as received, each one: the first counted, the others found it final.
    expect((await callbacksOf(payment.id)).map((c) => c.outcome).sort()).toEqual([
      'counted',
      'repeated',
      'repeated',
    ]);
  });

  it('waits for a webhook that comes before the payer approved, and counts the late one', async () => {
    const memberId = await newMember();
    const payment = await push(memberId);
    // The right hash, the charge still pending at Flutterwave: nothing to count yet.
    const early = fake.webhookRequest(payment.id);
    expect((await post(early.headers, early.body)).json()).toEqual({
      message: 'Received: unconfirmed',
    });
    expect((await paymentOf(payment.id)).status).toBe('pending');

    fake.approve(payment.id);
    await fake.sendWebhook(payment.id);
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
    expect(await paidOf(memberId)).toBe(150_000);
  });

  it('finds the prompt whose id a crash kept from being stored, by phone and amount', async () => {
    const memberId = await newMember();
    const payment = await push(memberId);
    // As if the process stopped after Flutterwave took the charge, before the id was saved.
    await db.update(payments).set({ providerRequestId: null }).where(eq(payments.id, payment.id));
    fake.approve(payment.id);
    await fake.sendWebhook(payment.id);
    expect(await paymentOf(payment.id)).toMatchObject({
      status: 'succeeded',
      providerRequestId: payment.id,
    });
    expect(await paidOf(memberId)).toBe(150_000);
  });

  it('is settled by the poller when Flutterwave never calls back', async () => {
    const memberId = await newMember();
    const payment = await push(memberId);
    fake.approve(payment.id);
    now += 60_000;
    await core.pollDue();
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
    expect(await paidOf(memberId)).toBe(150_000);
  });
});

describe('webhooks that count nothing', () => {
  it('answers a forged or missing hash 401 and keeps nothing', async () => {
    const memberId = await newMember();
    const payment = await push(memberId);
    fake.approve(payment.id);
    const before = await countCallbacks();
    const forged = fake.webhookRequest(payment.id, { forge: true });
    const answer = await post(forged.headers, forged.body);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      message: 'This webhook does not carry the Flutterwave secret hash',
    });
    const { 'verif-hash': _, ...unsigned } = fake.webhookRequest(payment.id).headers;
    expect((await post(unsigned, forged.body)).statusCode).toBe(401);
    expect(await countCallbacks()).toBe(before);
    expect((await paymentOf(payment.id)).status).toBe('pending');
  });

  it('keeps a malformed body or another event with the right hash, and answers 200', async () => {
    const headers = fake.webhookRequest(fake.charges[0]!.txRef).headers;
    for (const body of ['{"event":"charge.completed","data":', '{"event":"transfer.completed"}']) {
      const answer = await post(headers, body);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: 'Ignored: not a charge.completed with a tx_ref' });
    }
    const kept = await db
      .select({ body: paymentCallbacks.body, outcome: paymentCallbacks.outcome })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.outcome, 'ignored'));
    expect(kept).toHaveLength(2);
    expect(kept).toEqual(
      expect.arrayContaining([
        { body: { unreadable: '{"event":"charge.completed","data":' }, outcome: 'ignored' },
        { body: { event: 'transfer.completed' }, outcome: 'ignored' },
      ]),
    );
  });

  it('does not count a replayed success for a payment Flutterwave declined', async () => {
    const memberId = await newMember();
    const payment = await push(memberId);
    // Captured while the charge looked successful, replayed after Flutterwave declined it.
    const replay = JSON.parse(fake.webhookRequest(payment.id).body);
    replay.data.status = 'successful';
    fake.decline(payment.id, 'Insufficient funds in wallet');
    await fake.sendWebhook(payment.id);
    expect(await paymentOf(payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Insufficient funds in wallet',
    });
    const answer = await post(fake.webhookRequest(payment.id).headers, JSON.stringify(replay));
    expect(answer.json()).toEqual({ message: 'Received: repeated' });
    expect(await contributionsOf(memberId)).toEqual([]);
  });

  it('records a webhook about a tx_ref of no payment of ours as unknown', async () => {
    const { headers } = fake.webhookRequest(fake.charges[0]!.txRef);
    const body = JSON.stringify({ event: 'charge.completed', data: { tx_ref: 'someone-else' } });
    expect((await post(headers, body)).json()).toEqual({ message: 'Received: unknown' });
  });

  it('refuses a body over 64 KiB', async () => {
    const { headers } = fake.webhookRequest(fake.charges[0]!.txRef);
    const body = JSON.stringify({ event: 'charge.completed', padding: 'x'.repeat(70_000) });
    expect((await post(headers, body)).statusCode).toBe(413);
  });
});

describe('Flutterwave down', () => {
  it('leaves the payment pending on a webhook it cannot confirm, until a later question', async () => {
    const memberId = await newMember();
    const payment = await push(memberId);
    fake.approve(payment.id);
    fake.setMode('down', 1);
    await fake.sendWebhook(payment.id);
    expect((await paymentOf(payment.id)).status).toBe('pending');
    now += 60_000;
    await core.pollDue();
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
    expect(await paidOf(memberId)).toBe(150_000);
  });

  it('keeps a prompt whose charge met a 5xx pending by its tx_ref, and expires it when Flutterwave knows nothing of it', async () => {
    const memberId = await newMember();
    fake.setMode('server-error', 1);
    const started = await push(memberId);
    // The charge may have been taken: not failed, no "nothing was charged".
    expect(started).toMatchObject({
      status: 'pending',
      providerRequestId: started.id,
      unconfirmed: true,
    });
    now += 60_000;
    await core.pollDue();
    expect((await paymentOf(started.id)).status).toBe('pending');
    now += 10 * 60_000;
    await core.pollDue();
    expect(await paymentOf(started.id)).toMatchObject({
      status: 'expired',
      failureReason: 'No answer within 10 minutes',
    });
    expect(await paidOf(memberId)).toBe(0);
  });

  it('counts a charge whose answer never came (timed out) once the payer approves', async () => {
    const memberId = await newMember();
    fake.setMode('lost-answer', 1);
    const started = await push(memberId);
    expect(started).toMatchObject({ status: 'pending', unconfirmed: true });
    expect(fake.charge(started.id)).toMatchObject({ amount: 1500 });
    fake.approve(started.id);
    await fake.sendWebhook(started.id);
    expect((await paymentOf(started.id)).status).toBe('succeeded');
    expect(await paidOf(memberId)).toBe(150_000);
  });

  it('counts a late webhook for a prompt that expired while unanswered', async () => {
    const memberId = await newMember();
    const started = await push(memberId);
    now += 11 * 60_000;
    await core.pollDue();
    expect((await paymentOf(started.id)).status).toBe('expired');
    fake.approve(started.id);
    await fake.sendWebhook(started.id);
    expect(await paymentOf(started.id)).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(await paidOf(memberId)).toBe(150_000);
  });

  it('fails, never counts, a payment whose verified amount it cannot read once it expires', async () => {
    const memberId = await newMember();
    const started = await push(memberId);
    fake.approve(started.id).amount = 1500.005;
    now += 60_000;
    await core.pollDue();
    expect((await paymentOf(started.id)).status).toBe('pending');
    now += 10 * 60_000;
    await core.pollDue();
    expect(await paymentOf(started.id)).toMatchObject({
      status: 'failed',
      failureReason: `Flutterwave reported 1500.005 KES for ${started.id}, which is not an amount of that currency: not counted, check it with Flutterwave`,
    });
    expect(await paidOf(memberId)).toBe(0);
  });

  it('answers 503 "nothing was charged" when Flutterwave turns the charge away (429)', async () => {
    const memberId = await newMember();
    fake.setMode('rate-limited', 1);
    const failure = push(memberId);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/cannot be reached just now, so nothing was charged/),
    });
    const [row] = await db.select().from(payments).where(eq(payments.memberId, memberId));
    expect(row).toMatchObject({ status: 'failed' });
  });
});

describe('refused before any prompt', () => {
  it('refuses cents in shillings and a number of another country, naming the field', async () => {
    const memberId = await newMember();
    await expect(push(memberId, 150_050)).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { amountMinor: [expect.stringMatching(/whole amounts of KES/)] },
    });
    const requests = fake.requests.length;
    await db.update(members).set({ phone: '+256772123456' }).where(eq(members.id, memberId));
    await expect(push(memberId)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/KES mobile money takes numbers starting \+254/),
    });
    expect(fake.requests.length).toBe(requests);
  });

  it("names limits in the currency's own unit (UGX has no cents) and the provider by its name", async () => {
    const ugandan = await occasionIn('UGX');
    const memberId = await newMember(ugandan, '+256772123456');
    await expect(push(memberId, 400, ugandan)).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { amountMinor: ['Amount must be between UGX 500 and UGX 5,000,000'] },
    });
    const american = await occasionIn('USD');
    await expect(push(await newMember(american), 150_000, american)).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { amountMinor: ['Flutterwave does not collect USD'] },
    });
  });
});

describe('not configured', () => {
  it('answers 404', async () => {
    const bare = await createTestApp();
    const { headers, body } = fake.webhookRequest(fake.charges[0]!.txRef);
    const answer = await bare.app.inject({
      method: 'POST',
      url: FLUTTERWAVE_WEBHOOK_PATH,
      headers,
      payload: body,
    });
    expect(answer.statusCode).toBe(404);
    await bare.close();
  });
});
