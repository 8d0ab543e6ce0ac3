/**
 * "Remind until paid" for an event's guests (decision 0051): `{amount_due}` and
 * `{pay_link}` as the real audience reads them from the database (card type price, bundle
 * price, part paid, no price), the filters "Still to pay for their card" and "Paid for
 * their card", and a weekly schedule to those who owe that ends by itself once everyone
 * has paid, under a clock the test moves.
 *
 * Guests' payments are set on `guests.paid_minor` directly, as a settled payment leaves it.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, guests, messageBatches, messages } from '../src/db/schema';
import { eventGuestsAudience } from '../src/modules/events/guest-messaging';
import { runDueSchedules } from '../src/modules/platform/message-schedules/scheduler';
import type { Clock } from '../src/modules/platform/messaging';
import { inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { batchesOf } from './support/schedule-batches';
import { createTemplate } from './support/messaging-fixtures';
import type { TestApp } from './test-app';

const DAY = 86_400_000;
const BASE = 'https://karamu.example';
let t: TestApp;
let admin: AdminApi;

/** A clock the test sets; the scheduler reads nothing else for "now". */
let now = new Date();
const clock: Clock = { now: () => now };
const tick = () => runDueSchedules(t.db, t.app.messaging, clock, t.app.log);

useAdminApp((started) => ({ t, admin } = started), { PUBLIC_BASE_URL: BASE });

let serial = 0;

type GuestSpec = {
  name: string;
  phone?: string;
  cardType: 'single' | 'double' | 'family';
  bundle?: boolean;
  paidMinor?: number;
};

/**
 * An event in KES with single cards at KES 1,500.00, double cards free, no price for
 * family cards, and a "Family of 4" bundle at KES 8,000.00; its guests by first name.
 */
async function pricedEvent(specs: readonly GuestSpec[]) {
  const event = await admin('POST', '/api/events', {
    name: `Harusi ${++serial}`,
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const eventId: string = event.body.id;
  for (const [cardType, amountMinor] of [
    ['single', 150_000],
    ['double', 0],
  ] as const) {
    const price = await admin('POST', `/api/events/${eventId}/prices`, {
      cardType,
      amountMinor,
      currency: 'KES',
    });
    expect(price.status, JSON.stringify(price.body)).toBe(201);
  }
  const bundle = await admin('POST', `/api/events/${eventId}/bundles`, {
    name: 'Family of 4',
    amountMinor: 800_000,
    currency: 'KES',
    admissions: 4,
  });
  expect(bundle.status, JSON.stringify(bundle.body)).toBe(201);

  const ids: Record<string, string> = {};
  for (const { bundle: onBundle, paidMinor, ...guest } of specs) {
    const created = await admin('POST', `/api/events/${eventId}/guests`, {
      ...guest,
      ...(onBundle ? { bundleId: bundle.body.id } : {}),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids[guest.name.split(' ')[0]!] = created.body.id;
    if (paidMinor) await setPaid(created.body.id, paidMinor);
  }
  return { eventId, ids };
}

const setPaid = (guestId: string, paidMinor: number) =>
  t.db.update(guests).set({ paidMinor }).where(eq(guests.id, guestId));

/** Whom the audience picks for `filter`, with the two payment fields, as a send reads them. */
async function picked(eventId: string, filter: string) {
  const recipients = await eventGuestsAudience.listRecipients(
    t.db,
    eventId,
    { name: filter },
    // As a send: guests without an answer link get one, so every pay link is a real one.
    { publicBaseUrl: BASE, links: 'issue' },
  );
  return recipients.map(({ name, fields }) => ({
    name,
    amount_due: fields.amount_due,
    pay_link: fields.pay_link,
  }));
}

const tokenOf = async (guestId: string) =>
  (await t.db.select({ token: guests.rsvpToken }).from(guests).where(eq(guests.id, guestId)))[0]!
    .token;

describe('amount due and pay link', () => {
  it('read the bundle’s price, else the card type’s, less what was paid; empty without a price', async () => {
    const { eventId, ids } = await pricedEvent([
      { name: 'Amina Hassan', cardType: 'single' },
      { name: 'Baraka Otieno', cardType: 'single', bundle: true, paidMinor: 300_000 },
      { name: 'Chausiku Wanjiru', cardType: 'double' },
      { name: 'Dalila Njeri', cardType: 'family' },
      { name: 'Eliud Kiprop', cardType: 'single', paidMinor: 200_000 },
    ]);
    const answerLink = async (name: string) => `${BASE}/i/${await tokenOf(ids[name]!)}`;
    // Read first: it gives the guests their links, which answerLink then looks up.
    const all = await picked(eventId, 'all');
    expect(all).toEqual([
      { name: 'Amina Hassan', amount_due: 'KES 1,500.00', pay_link: await answerLink('Amina') },
      // The bundle's KES 8,000.00 replaces the single card's price; KES 3,000.00 is paid.
      { name: 'Baraka Otieno', amount_due: 'KES 5,000.00', pay_link: await answerLink('Baraka') },
      // A free card owes nothing.
      { name: 'Chausiku Wanjiru', amount_due: 'KES 0.00', pay_link: await answerLink('Chausiku') },
      // No price for family cards: nothing known to owe, and no "KES 0.00" to mislead.
      { name: 'Dalila Njeri', amount_due: '', pay_link: await answerLink('Dalila') },
      // Paid more than the price: nothing left, never a negative amount.
      { name: 'Eliud Kiprop', amount_due: 'KES 0.00', pay_link: await answerLink('Eliud') },
    ]);
  });

  it('renders in a message with the template’s fallback for a guest without a price', async () => {
    const { eventId, ids } = await pricedEvent([
      { name: 'Faraji Mwangi', phone: '0712000006', cardType: 'family' },
    ]);
    const created = await admin('POST', '/api/templates', {
      name: `Fallback ${serial}`,
      channel: 'sms',
      audience: 'event-guests',
      body: 'Habari {guest_name}, kadi yako: {amount_due}',
    });
    const mapped = await admin('PUT', `/api/templates/${created.body.id}/mappings`, {
      items: [
        { placeholder: 'guest_name', field: 'guest_name', fallback: null },
        { placeholder: 'amount_due', field: 'amount_due', fallback: 'hakuna deni' },
      ],
      version: created.body.version,
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const estimate = await admin('POST', '/api/message-batches/estimate', {
      templateId: created.body.id,
      contextId: eventId,
      filter: { name: 'selected', ids: [ids.Faraji] },
    });
    expect(estimate.body.sample.body).toBe('Habari Faraji Mwangi, kadi yako: hakuna deni');
  });
});

describe('the payment filters', () => {
  it('pick exactly the guests who owe, and those who have paid, in the database', async () => {
    const { eventId, ids } = await pricedEvent([
      { name: 'Amina', phone: '0712000001', cardType: 'single' },
      { name: 'Baraka', phone: '0712000002', cardType: 'single', bundle: true, paidMinor: 1 },
      { name: 'Chausiku', phone: '0712000003', cardType: 'double' },
      { name: 'Dalila', phone: '0712000004', cardType: 'family' },
      { name: 'Eliud', phone: '0712000005', cardType: 'single', paidMinor: 150_000 },
      { name: 'Gabriel', cardType: 'single', paidMinor: 149_999 },
    ]);
    const names = async (filter: string) => (await picked(eventId, filter)).map((r) => r.name);
    // Unpaid and part paid (one cent short is still short), with or without a phone.
    expect(await names('still_to_pay')).toEqual(['Amina', 'Baraka', 'Gabriel']);
    // The free card counts as paid, as on the guests list; Dalila has no price: in neither.
    expect(await names('paid')).toEqual(['Chausiku', 'Eliud']);

    // The guests list's standings pick the same people.
    const standing = async (values: string) =>
      (
        await admin(
          'GET',
          `/api/events/${eventId}/guests?sort=name&filter=${encodeURIComponent(`paymentStanding:in:${values}`)}`,
        )
      ).body.items.map((g: { name: string }) => g.name);
    expect(await standing('unpaid,part_paid')).toEqual(await names('still_to_pay'));
    expect(await standing('paid')).toEqual(await names('paid'));

    // What a send would reach: the two with phones; Gabriel has none.
    const templateId = await createTemplate(admin, {
      channel: 'sms',
      body: '{guest_name}, bado {amount_due}: {pay_link}',
    });
    const estimate = await admin('POST', '/api/message-batches/estimate', {
      templateId,
      contextId: eventId,
      filter: { name: 'still_to_pay' },
    });
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(200);
    expect(estimate.body).toMatchObject({
      recipients: 2,
      skipped: [{ reason: 'no_phone', count: 1 }],
      sample: {
        recipientName: 'Amina',
        body: `Amina, bado KES 1,500.00: ${BASE}/i/${await tokenOf(ids.Amina!)}`,
      },
    });
  });
});

describe('every Monday at 09:00 until nobody is left, to "Still to pay for their card"', () => {
  it('reminds whoever still owes each week, then completes without a batch', async () => {
    const { eventId, ids } = await pricedEvent([
      { name: 'Amina', phone: '0712000011', cardType: 'single' },
      { name: 'Baraka', phone: '0712000012', cardType: 'single', bundle: true, paidMinor: 300_000 },
      { name: 'Chausiku', phone: '0712000013', cardType: 'double' },
      { name: 'Dalila', phone: '0712000014', cardType: 'family' },
    ]);
    const templateId = await createTemplate(admin, {
      channel: 'sms',
      body: 'Habari {guest_name}, bado {amount_due} kwa kadi yako: {pay_link}',
    });
    const timing = { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true } as const;
    now = new Date();
    const created = await admin('POST', '/api/schedules', {
      name: 'Kumbusho la kadi',
      templateId,
      contextId: eventId,
      filter: { name: 'still_to_pay' },
      timing,
      timeZone: 'Africa/Nairobi',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const schedule = created.body as { id: string; nextRunAt: string };
    const first = new Date(schedule.nextRunAt);
    expect(first.getUTCDay()).toBe(1);
    expect(first.getUTCHours()).toBe(6); // 09:00 in Nairobi

    // Week 1: the two who owe, each with their own amount and link (made by the send).
    now = new Date(first.getTime() + 60_000);
    await tick();
    const link = async (name: string) => `${BASE}/i/${await tokenOf(ids[name]!)}`;
    expect(await batchesOf(t.db, schedule.id)).toEqual([
      [
        `Habari Amina, bado KES 1,500.00 kwa kadi yako: ${await link('Amina')}`,
        `Habari Baraka, bado KES 5,000.00 kwa kadi yako: ${await link('Baraka')}`,
      ],
    ]);

    // Amina pays; week 2 reaches Baraka alone.
    await setPaid(ids.Amina!, 150_000);
    now = new Date(first.getTime() + 7 * DAY + 60_000);
    await tick();
    expect((await batchesOf(t.db, schedule.id)).at(-1)).toEqual([
      `Habari Baraka, bado KES 5,000.00 kwa kadi yako: ${await link('Baraka')}`,
    ]);

    // Baraka pays the rest; nobody owes by week 3: the run ends the schedule.
    await setPaid(ids.Baraka!, 800_000);
    now = new Date(first.getTime() + 14 * DAY + 60_000);
    await tick();
    expect(await batchesOf(t.db, schedule.id)).toHaveLength(2);
    expect((await admin('GET', `/api/schedules/${schedule.id}`)).body).toMatchObject({
      status: 'completed',
      nextRunAt: null,
      lastRunAt: now.toISOString(),
    });
    const [audit] = await t.db
      .select({ actor: auditLog.actorUsername, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, schedule.id), eq(auditLog.resource, 'schedules')))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.slice(-1));
    expect(audit).toMatchObject({
      actor: 'scheduler',
      changes: { status: { before: 'active', after: 'completed' } },
    });

    // Completed is the end: later ticks send nothing, and the free and unpriced cards
    // were never reminded.
    now = new Date(first.getTime() + 21 * DAY + 60_000);
    await tick();
    expect(await batchesOf(t.db, schedule.id)).toHaveLength(2);
    const reminded = await t.db
      .selectDistinct({ name: messages.recipientName })
      .from(messages)
      .innerJoin(messageBatches, eq(messageBatches.id, messages.batchId))
      .where(eq(messageBatches.scheduleId, schedule.id))
      .orderBy(asc(messages.recipientName));
    expect(reminded.map((r) => r.name)).toEqual(['Amina', 'Baraka']);
  });
});
