/**
 * The outbound gate on mobile-money prompts (issue 27, decision 0059), through both public
 * routes that send them (the answer page and the pay link) against the local Daraja: the
 * amount at most what the card or pledge owes (a pledge more only when its occasion allows
 * it), five prompts an hour to one number whichever link sends them, an hourly allowance
 * per event and per occasion, and the prompt's text the event's or occasion's name, never
 * the guest's or member's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema';
import { issuePayTokens } from '../src/modules/pledges/pay-links';
import { inDays } from './api-client';
import { createMember } from './support/pledges-http';
import { newOccasion, startPaymentsTest, type PaymentsTest } from './support/payment-fixtures';

/** Small, so the allowance is reached with a handful of guests; above the phone's five. */
const PER_EVENT = 6;

let p: PaymentsTest;
let counter = 0;

beforeAll(async () => {
  p = await startPaymentsTest({ PAYMENT_PROMPTS_PER_HOUR_PER_EVENT: String(PER_EVENT) });
});
afterAll(() => p.close());

/** A number nobody else in this file prompts. */
const newPhone = () => `+25471${String(++counter).padStart(7, '0')}`;

/** An event whose single cards cost `priceMinor` (KES 1,000 unless told). */
async function pricedEvent(name = `Harusi ${++counter}`, priceMinor = 100_000) {
  const event = await p.api('POST', '/api/events', {
    name,
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const price = await p.api('POST', `/api/events/${event.body.id}/prices`, {
    cardType: 'single',
    amountMinor: priceMinor,
    currency: 'KES',
  });
  expect(price.status, JSON.stringify(price.body)).toBe(201);
  return event.body.id as string;
}

/** A guest of `eventId` (a single card) and their answer link's token. */
async function guestToken(eventId: string, name = `Mgeni ${++counter}`) {
  const created = await p.api('POST', `/api/events/${eventId}/guests`, { name });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const link = await p.api('POST', `/api/events/${eventId}/guests/${created.body.id}/link`);
  return { id: created.body.id as string, token: link.body.token as string };
}

/** A member who pledged KES 10,000, with their pay link's token. */
async function memberToken(occasionId: string, name = `Mwanachama ${++counter}`) {
  const member = (await createMember(p.api, occasionId, name, { pledgedMinor: 1_000_000 })) as {
    id: string;
  };
  const tokens = await issuePayTokens(p.t.db, [member.id]);
  return { id: member.id, token: tokens.get(member.id)! };
}

/** A tap on "Pay": each from an address of its own, so no per-address limit interferes. */
async function start(path: string, phone: string, amountMinor: number) {
  counter += 1;
  const response = await p.t.app.inject({
    method: 'POST',
    url: `${path}/payments`,
    remoteAddress: `10.9.${Math.floor(counter / 250)}.${counter % 250}`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { phone, amountMinor },
  });
  return {
    status: response.statusCode,
    body: response.json(),
    retryAfter: response.headers['retry-after'],
  };
}

const answerPage = (token: string) => `/api/invitations/${token}`;
const payLink = (token: string) => `/api/pay/${token}`;

/** A tap for more than is owed: 400 naming `amountMinor` with `message`, and no prompt sent. */
async function expectAmountRefused(path: string, amountMinor: number, message: string) {
  const before = p.fake.pushes.length;
  const refused = await start(path, newPhone(), amountMinor);
  expect(refused.status).toBe(400);
  expect(refused.body.fieldErrors).toEqual({ amountMinor: [message] });
  expect(p.fake.pushes.length).toBe(before);
}

describe('the amount a prompt may ask for', () => {
  it('refuses KES 250,000 on a KES 1,000 card, naming the amount allowed, and prompts nobody', async () => {
    const g = await guestToken(await pricedEvent());
    const before = p.fake.pushes.length;
    await expectAmountRefused(
      answerPage(g.token),
      25_000_000,
      'You can pay at most KES 1,000.00: what this card still owes',
    );
    expect(await p.t.db.select().from(payments).where(eq(payments.guestId, g.id))).toEqual([]);

    // The page offers no more than that, and the card's price itself goes through.
    const page = await p.t.app.inject({ method: 'GET', url: answerPage(g.token) });
    expect(page.json().payment).toMatchObject({ balanceMinor: 100_000, maxAmountMinor: 100_000 });
    expect((await start(answerPage(g.token), newPhone(), 100_000)).status).toBe(201);
    expect(p.fake.pushes.length).toBe(before + 1);
  });

  it("refuses more than a pledge's balance unless its occasion allows overpayment", async () => {
    const occasion = await newOccasion(p);
    const m = await memberToken(occasion.id);
    await expectAmountRefused(
      payLink(m.token),
      1_200_000,
      'You can pay at most KES 10,000.00: what this pledge still owes',
    );
    expect((await p.t.app.inject({ method: 'GET', url: payLink(m.token) })).json()).toMatchObject({
      balanceMinor: 1_000_000,
      maxAmountMinor: 1_000_000,
    });

    const current = await p.api('GET', `/api/occasions/${occasion.id}`);
    expect(current.body.allowOverpayment).toBe(false);
    const allowed = await p.api('PATCH', `/api/occasions/${occasion.id}`, {
      allowOverpayment: true,
      version: current.body.version,
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.allowOverpayment).toBe(true);
    // Now up to M-Pesa's own maximum.
    expect((await p.t.app.inject({ method: 'GET', url: payLink(m.token) })).json()).toMatchObject({
      maxAmountMinor: 25_000_000,
    });
    const more = await start(payLink(m.token), newPhone(), 1_200_000);
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    expect(p.fake.push().request).toMatchObject({ Amount: 12_000 });
  });

  it('refuses an allowOverpayment that is not true or false, naming the field', async () => {
    const occasion = await newOccasion(p);
    const current = await p.api('GET', `/api/occasions/${occasion.id}`);
    const { status, body } = await p.api('PATCH', `/api/occasions/${occasion.id}`, {
      allowOverpayment: 'yes',
      version: current.body.version,
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors)).toEqual(['allowOverpayment']);
  });
});

describe('how many prompts go out', () => {
  it('sends one number at most 5 prompts an hour from 8 answer links, the rest 429 with Retry-After', async () => {
    const eventId = await pricedEvent();
    const guests = [];
    for (let i = 0; i < 8; i += 1) guests.push(await guestToken(eventId));
    const phone = newPhone();
    const before = p.fake.pushes.length;
    const answers = [];
    for (const g of guests) answers.push(await start(answerPage(g.token), phone, 100_000));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(p.fake.pushes.length - before).toBe(5);
    const refused = answers[5]!;
    expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toMatch(
      /^This number has had 5 payment prompts in the last hour: to protect it from unwanted prompts, no more are sent to it for now\. Try again in 60 minutes\.$/,
    );
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['phone']);
    expect(await p.t.db.select().from(payments).where(eq(payments.payerPhone, phone))).toHaveLength(
      5,
    );

    // The pay link counts with the answer links: the same number is refused there too.
    const m = await memberToken((await newOccasion(p)).id);
    expect((await start(payLink(m.token), phone, 100_000)).status).toBe(429);
    // Another number is not.
    expect((await start(answerPage(guests[5]!.token), newPhone(), 100_000)).status).toBe(201);

    // An hour on, the number may be prompted again.
    p.advance(3_600_000);
    expect((await start(payLink(m.token), phone, 100_000)).status).toBe(201);
  });

  it('lets two taps at once on two links slip no sixth prompt to one number', async () => {
    const eventId = await pricedEvent();
    const phone = newPhone();
    for (let i = 0; i < 4; i += 1) {
      const g = await guestToken(eventId);
      expect((await start(answerPage(g.token), phone, 100_000)).status).toBe(201);
    }
    const [a, b] = [await guestToken(eventId), await guestToken(eventId)];
    const both = await Promise.all([
      start(answerPage(a.token), phone, 100_000),
      start(answerPage(b.token), phone, 100_000),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 429]);
    expect(await p.t.db.select().from(payments).where(eq(payments.payerPhone, phone))).toHaveLength(
      5,
    );
  });

  it("bounds an event's prompts an hour, whoever pays, and frees them as the hour passes", async () => {
    const eventId = await pricedEvent();
    const guests = [];
    for (let i = 0; i <= PER_EVENT; i += 1) guests.push(await guestToken(eventId));
    const before = p.fake.pushes.length;
    for (const g of guests.slice(0, PER_EVENT)) {
      expect((await start(answerPage(g.token), newPhone(), 100_000)).status).toBe(201);
    }
    const refused = await start(answerPage(guests[PER_EVENT]!.token), newPhone(), 100_000);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeDefined();
    expect(refused.body.message).toMatch(
      /^Many payments for this event were started in the last hour, and prompts for it are paused for now: nothing was charged\. Try again in \d+ minutes?\.$/,
    );
    expect(p.fake.pushes.length - before).toBe(PER_EVENT);
    // Another event is not held back by this one.
    const other = await guestToken(await pricedEvent());
    expect((await start(answerPage(other.token), newPhone(), 100_000)).status).toBe(201);

    p.advance(3_600_000);
    expect((await start(answerPage(guests[PER_EVENT]!.token), newPhone(), 100_000)).status).toBe(
      201,
    );
  });

  it("bounds an occasion's prompts an hour from its pay links", async () => {
    const occasion = await newOccasion(p);
    const members = [];
    for (let i = 0; i <= PER_EVENT; i += 1) members.push(await memberToken(occasion.id));
    for (const m of members.slice(0, PER_EVENT)) {
      expect((await start(payLink(m.token), newPhone(), 100_000)).status).toBe(201);
    }
    const refused = await start(payLink(members[PER_EVENT]!.token), newPhone(), 100_000);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Many payments for this occasion were started/);
  });
});

describe("a prompt's text", () => {
  it("carries the event's name cut to M-Pesa's bounds, never the guest's name", async () => {
    const eventId = await pricedEvent('Harusi ya Neema na Juma, Mombasa');
    const g = await guestToken(eventId, 'Lipa faini ya KRA sasa');
    expect((await start(answerPage(g.token), newPhone(), 100_000)).status).toBe(201);
    const { request } = p.fake.push();
    expect(request).toMatchObject({
      AccountReference: 'Harusi ya Ne',
      TransactionDesc: 'Harusi ya Nee',
    });
    expect(JSON.stringify(request)).not.toMatch(/Lipa|faini|KRA/);
  });

  it("carries the member's account code and the occasion's name, never the member's name", async () => {
    const occasion = await newOccasion(p);
    const m = await memberToken(occasion.id, 'Tuma pesa kwa 0700');
    const page = (await p.t.app.inject({ method: 'GET', url: payLink(m.token) })).json();
    expect((await start(payLink(m.token), newPhone(), 100_000)).status).toBe(201);
    const { request } = p.fake.push();
    expect(request).toMatchObject({
      AccountReference: page.accountCode,
      // The occasion's name as pledges-http makes it: "Michango ya harusi".
      TransactionDesc: 'Michango ya h',
    });
    expect(JSON.stringify(request)).not.toMatch(/Tuma|pesa kwa/);
  });
});
