/**
 * An event's card prices and bundles (decision 0047): PRICES and BUNDLES privileges on an
 * event in the actor's scope, one currency per event, bad input refused with a 4xx naming
 * the field and nothing written, and a guest's amount due and payment standing on the
 * guests list (sorted and filtered), never rewriting what was recorded as paid.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPrices, events, guests } from '../src/db/schema';
import { apiAs, inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;
let serial = 0;

useAdminApp((started) => ({ t, admin } = started));

async function newEvent() {
  const { body } = await admin('POST', '/api/events', {
    name: `Priced event ${++serial}`,
    startsAt: inDays(40),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  return body.id as string;
}

const eventCurrency = async (eventId: string) =>
  (await t.db.select({ currency: events.currency }).from(events).where(eq(events.id, eventId)))[0]!
    .currency;

describe('prices', () => {
  it('sets, reads, changes and deletes a price per card type; the first sets the currency', async () => {
    const eventId = await newEvent();
    expect(await eventCurrency(eventId)).toBeNull();
    const single = await admin('POST', `/api/events/${eventId}/prices`, {
      cardType: 'single',
      amountMinor: 150_000,
      currency: 'kes',
    });
    expect(single.status).toBe(201);
    expect(single.body).toMatchObject({
      cardType: 'single',
      amountMinor: 150_000,
      currency: 'KES',
    });
    expect(await eventCurrency(eventId)).toBe('KES');

    const again = await admin('POST', `/api/events/${eventId}/prices`, {
      cardType: 'single',
      amountMinor: 1,
      currency: 'KES',
    });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors.cardType).toBeDefined();

    const changed = await admin('PATCH', `/api/events/${eventId}/prices/${single.body.id}`, {
      amountMinor: 200_000,
      currency: 'KES',
      version: single.body.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.amountMinor).toBe(200_000);
    const stale = await admin('PATCH', `/api/events/${eventId}/prices/${single.body.id}`, {
      amountMinor: 1,
      currency: 'KES',
      version: single.body.version,
    });
    expect(stale.status).toBe(409);

    const list = await admin('GET', `/api/events/${eventId}/prices`);
    expect(list.body.items).toHaveLength(1);

    expect((await admin('DELETE', `/api/events/${eventId}/prices/${single.body.id}`)).status).toBe(
      200,
    );
    // Nothing priced or paid: the currency may be chosen again.
    expect(await eventCurrency(eventId)).toBeNull();
  });

  it('refuses negative, fractional, other-currency and unknown-currency amounts, writing nothing', async () => {
    const eventId = await newEvent();
    const post = (body: object) => admin('POST', `/api/events/${eventId}/prices`, body);
    const negative = await post({ cardType: 'single', amountMinor: -1, currency: 'KES' });
    expect(negative.status).toBe(400);
    expect(negative.body.fieldErrors.amountMinor).toEqual(['Amount cannot be negative']);
    const fractional = await post({ cardType: 'single', amountMinor: 10.5, currency: 'KES' });
    expect(fractional.status).toBe(400);
    expect(fractional.body.fieldErrors.amountMinor).toEqual([
      'Amount must be a whole number of minor units',
    ]);
    const unknown = await post({ cardType: 'single', amountMinor: 100, currency: 'XYZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.currency).toEqual(['Unknown currency']);
    const badType = await post({ cardType: 'vip', amountMinor: 100, currency: 'KES' });
    expect(badType.status).toBe(400);
    expect(badType.body.fieldErrors.cardType).toBeDefined();
    expect(await t.db.select().from(eventPrices).where(eq(eventPrices.eventId, eventId))).toEqual(
      [],
    );
    expect(await eventCurrency(eventId)).toBeNull();

    expect((await post({ cardType: 'single', amountMinor: 100, currency: 'KES' })).status).toBe(
      201,
    );
    const other = await post({ cardType: 'double', amountMinor: 100, currency: 'UGX' });
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors.currency).toEqual(["This event's prices are in KES"]);
    const otherBundle = await admin('POST', `/api/events/${eventId}/bundles`, {
      name: 'Family of 4',
      amountMinor: 100,
      currency: 'USD',
      admissions: 4,
    });
    expect(otherBundle.status).toBe(400);
    expect(otherBundle.body.fieldErrors.currency).toBeDefined();
    const list = await admin('GET', `/api/events/${eventId}/prices`);
    expect(list.body.items.map((p: { cardType: string }) => p.cardType)).toEqual(['single']);
    expect((await admin('GET', `/api/events/${eventId}/bundles`)).body.items).toEqual([]);
  });
});

describe('bundles and amounts due', () => {
  it("puts guests on a bundle of their event, refuses another event's, and answers what each owes", async () => {
    const eventId = await newEvent();
    const otherEventId = await newEvent();
    await admin('POST', `/api/events/${eventId}/prices`, {
      cardType: 'single',
      amountMinor: 100_000,
      currency: 'KES',
    });
    await admin('POST', `/api/events/${eventId}/prices`, {
      cardType: 'double',
      amountMinor: 180_000,
      currency: 'KES',
    });
    const family = await admin('POST', `/api/events/${eventId}/bundles`, {
      name: 'Family of 4',
      amountMinor: 300_000,
      currency: 'KES',
      admissions: 4,
    });
    expect(family.status).toBe(201);
    const sameName = await admin('POST', `/api/events/${eventId}/bundles`, {
      name: 'family OF 4',
      amountMinor: 1,
      currency: 'KES',
      admissions: 1,
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.fieldErrors.name).toBeDefined();
    const foreign = await admin('POST', `/api/events/${otherEventId}/bundles`, {
      name: 'Elsewhere',
      amountMinor: 5,
      currency: 'KES',
      admissions: 2,
    });

    const guest = async (body: object) =>
      (await admin('POST', `/api/events/${eventId}/guests`, body)).body as {
        id: string;
        version: number;
      };
    const ann = await guest({ name: 'Ann', cardType: 'single' });
    const ben = await guest({ name: 'Ben', cardType: 'double' });
    await guest({ name: 'Cat', cardType: 'family' });
    const dan = await guest({ name: 'Dan', cardType: 'single', bundleId: family.body.id });

    const wrong = await admin('POST', `/api/events/${eventId}/guests`, {
      name: 'Eve',
      bundleId: foreign.body.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.bundleId).toEqual(["Bundle must be one of this event's bundles"]);
    const wrongPatch = await admin('PATCH', `/api/events/${eventId}/guests/${ann.id}`, {
      bundleId: foreign.body.id,
      version: ann.version,
    });
    expect(wrongPatch.status).toBe(400);

    // What was paid is recorded (by payments), never derived from today's price.
    await t.db.update(guests).set({ paidMinor: 100_000 }).where(eq(guests.id, ann.id));
    await t.db.update(guests).set({ paidMinor: 50_000 }).where(eq(guests.id, ben.id));

    const list = await admin('GET', `/api/events/${eventId}/guests?sort=amountDueMinor`);
    expect(list.status).toBe(200);
    const byName = Object.fromEntries(
      list.body.items.map((g: { name: string }) => [g.name, g]),
    ) as Record<string, Record<string, unknown>>;
    expect(byName.Ann).toMatchObject({
      amountDueMinor: 100_000,
      paidMinor: 100_000,
      paymentStanding: 'paid',
      currency: 'KES',
    });
    expect(byName.Ben).toMatchObject({
      amountDueMinor: 180_000,
      paidMinor: 50_000,
      paymentStanding: 'part_paid',
    });
    expect(byName.Cat).toMatchObject({ amountDueMinor: null, paymentStanding: null });
    expect(byName.Dan).toMatchObject({
      amountDueMinor: 300_000,
      paymentStanding: 'unpaid',
      bundleId: family.body.id,
      bundleName: 'Family of 4',
    });
    expect(list.body.items.map((g: { name: string }) => g.name)).toEqual([
      'Ann',
      'Ben',
      'Dan',
      'Cat',
    ]);

    const standing = async (values: string) =>
      (
        await admin(
          'GET',
          `/api/events/${eventId}/guests?filter=${encodeURIComponent(`paymentStanding:in:${values}`)}`,
        )
      ).body as { items: { name: string }[]; total: number };
    expect((await standing('paid')).items.map((g) => g.name)).toEqual(['Ann']);
    expect((await standing('part_paid')).items.map((g) => g.name)).toEqual(['Ben']);
    expect((await standing('unpaid')).items.map((g) => g.name)).toEqual(['Dan']);
    expect((await standing('part_paid,unpaid')).total).toBe(2);
    const badFilter = await admin(
      'GET',
      `/api/events/${eventId}/guests?filter=${encodeURIComponent('paymentStanding:in:owing')}`,
    );
    expect(badFilter.status).toBe(400);

    // A higher price changes what Ann owes, not what she paid: she is now part paid.
    const prices = await admin(
      'GET',
      `/api/events/${eventId}/prices?filter=${encodeURIComponent('cardType:in:single')}`,
    );
    const single = prices.body.items[0];
    await admin('PATCH', `/api/events/${eventId}/prices/${single.id}`, {
      amountMinor: 120_000,
      currency: 'KES',
      version: single.version,
    });
    const annNow = await admin('GET', `/api/events/${eventId}/guests/${ann.id}`);
    expect(annNow.body).toMatchObject({
      amountDueMinor: 120_000,
      paidMinor: 100_000,
      paymentStanding: 'part_paid',
    });

    // A bundle with guests on it is not deleted: what they owe would silently change.
    const busy = await admin('DELETE', `/api/events/${eventId}/bundles/${family.body.id}`);
    expect(busy.status).toBe(409);
    const bundle = await admin('GET', `/api/events/${eventId}/bundles/${family.body.id}`);
    expect(bundle.body.guestCount).toBe(1);
    const danNow = await admin('GET', `/api/events/${eventId}/guests/${dan.id}`);
    await admin('PATCH', `/api/events/${eventId}/guests/${dan.id}`, {
      bundleId: null,
      version: danNow.body.version,
    });
    expect((await admin('DELETE', `/api/events/${eventId}/bundles/${family.body.id}`)).status).toBe(
      200,
    );
    // Prices and payments remain: the currency stays.
    expect(await eventCurrency(eventId)).toBe('KES');
  });

  it('changes a bundle; an amount needs its currency', async () => {
    const eventId = await newEvent();
    const created = await admin('POST', `/api/events/${eventId}/bundles`, {
      name: 'Couple',
      amountMinor: 2_000,
      currency: 'UGX',
      admissions: 2,
    });
    expect(created.body.currency).toBe('UGX');
    const noCurrency = await admin('PATCH', `/api/events/${eventId}/bundles/${created.body.id}`, {
      amountMinor: 3_000,
      version: created.body.version,
    });
    expect(noCurrency.status).toBe(400);
    expect(noCurrency.body.fieldErrors.currency).toEqual(['Currency is required with an amount']);
    const renamed = await admin('PATCH', `/api/events/${eventId}/bundles/${created.body.id}`, {
      name: 'Couple (table of 2)',
      amountMinor: 3_000,
      currency: 'UGX',
      version: created.body.version,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Couple (table of 2)',
      amountMinor: 3_000,
      admissions: 2,
    });
  });
});

describe('access', () => {
  it('needs the privilege, and a user whose scope is assigned sees only their events', async () => {
    const eventId = await newEvent();
    const reader = await createUserWith(t, ['READ_PRICES', 'READ_BUNDLES'], 'assigned');
    const asReader = apiAs(t, reader.cookie);
    expect((await asReader('GET', `/api/events/${eventId}/prices`)).status).toBe(404);
    await admin('PUT', `/api/events/${eventId}/team`, { userIds: [reader.id] });
    expect((await asReader('GET', `/api/events/${eventId}/prices`)).status).toBe(200);
    expect((await asReader('GET', `/api/events/${eventId}/bundles`)).status).toBe(200);
    const write = await asReader('POST', `/api/events/${eventId}/prices`, {
      cardType: 'single',
      amountMinor: 1,
      currency: 'KES',
    });
    expect(write.status).toBe(403);
  });
});
