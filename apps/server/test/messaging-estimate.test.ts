/**
 * Before sending: who a filter reaches, who is skipped and why, SMS parts and cost in
 * integer minor units, a rendered sample; and the checks a send must pass (mapped
 * placeholders, a known filter, the event in the caller's reach). Also the test send.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { guests, messageBatches, messageOptOuts, messages } from '../src/db/schema';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  mobile,
  useWorkerApp,
  waitForBatch,
} from './support/messaging-fixtures';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let sms: FakeSmsProvider;
let admin: ReturnType<typeof apiAs>;
let cookie: string;
let eventId: string;
let smsTemplate: string;

useWorkerApp(
  () => startFakeSmsProvider('twilio'),
  (sms) => ({
    ...sms.env,
    PUBLIC_BASE_URL: 'https://karamu.example',
    PROVIDER_TIMEOUT_MS: '15000',
    WORKER_POLL_MS: '50',
    SMS_PRICE_PER_SEGMENT_MINOR: '80',
    SMS_PRICE_CURRENCY: 'KES',
  }),
  async (started) => {
    ({ t, provider: sms, cookie, admin } = started);
    ({ eventId } = await createEventWithGuests(t, cookie, [
      { name: 'Amina', phone: mobile(1), email: 'amina@example.com' },
      { name: 'Baraka', phone: mobile(2) },
      { name: 'Chausiku', email: 'chausiku@example.com' },
      { name: 'Daudi', phone: mobile(4) },
      { name: 'Eshe', phone: mobile(5) },
    ]));
    // Daudi's number is a Nairobi landline now (saved before the rules changed, say); Eshe opted out.
    await t.db.update(guests).set({ phone: '+254202222222' }).where(eq(guests.name, 'Daudi'));
    await t.db
      .insert(messageOptOuts)
      .values({ channel: 'sms', address: mobile(5), reason: 'STOP' });
    smsTemplate = await createTemplate(admin, {
      channel: 'sms',
      // 161 GSM characters once rendered for "Amina": two parts each.
      body: `{guest_name}: ${'x'.repeat(150)} {rsvp_link}`,
    });
  },
);

const estimate = (body: object) => admin('POST', '/api/message-batches/estimate', body);

describe('estimate', () => {
  it('counts recipients, skipped ones by reason, SMS parts and the cost in minor units', async () => {
    const guestsOfEvent = () =>
      t.db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(guests.id);
    const before = await guestsOfEvent();
    const { status, body } = await estimate({
      templateId: smsTemplate,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ channel: 'sms', recipients: 2 });
    expect(body.skipped).toEqual([
      { reason: 'no_phone', label: 'No phone number', count: 1 },
      { reason: 'not_mobile', label: 'Not a mobile number', count: 1 },
      { reason: 'opted_out', label: 'Opted out', count: 1 },
    ]);
    // Guests have their links from when they were stored (decision 0053): the preview shows
    // the guest's own, and each text is two parts.
    expect(body.segments).toBe(4);
    expect(body.cost).toEqual({ minor: 320, currency: 'KES' });
    expect(body.sample.recipientName).toBe('Amina');
    const amina = before.find((g) => g.name === 'Amina')!;
    expect(body.sample.body).toBe(
      `Amina: ${'x'.repeat(150)} https://karamu.example/i/${amina.rsvpToken}`,
    );
    // Nothing was written.
    expect(await guestsOfEvent()).toEqual(before);
  });

  it('applies the filters', async () => {
    const [baraka] = await t.db.select().from(guests).where(eq(guests.name, 'Baraka'));
    await t.db.update(guests).set({ rsvpStatus: 'accepted' }).where(eq(guests.id, baraka!.id));
    const count = async (filter: object) =>
      (await estimate({ templateId: smsTemplate, contextId: eventId, filter })).body.recipients;
    expect(await count({ name: 'attending' })).toBe(1);
    expect(await count({ name: 'rsvp_pending' })).toBe(1);
    expect(await count({ name: 'not_invited' })).toBe(2);
    expect(await count({ name: 'selected', ids: [baraka!.id] })).toBe(1);
    // An id that is not a guest of the event picks nobody.
    expect(await count({ name: 'selected', ids: ['00000000-0000-4000-8000-000000000000'] })).toBe(
      0,
    );
    await t.db.update(guests).set({ rsvpStatus: 'pending' }).where(eq(guests.id, baraka!.id));
  });

  it('counts e-mail recipients without cost or parts', async () => {
    const templateId = await createTemplate(admin, {
      channel: 'email',
      subject: 'Karibu {guest_name}',
      body: 'Habari {guest_name}',
    });
    const { body } = await estimate({ templateId, contextId: eventId, filter: { name: 'all' } });
    expect(body).toMatchObject({ channel: 'email', recipients: 2, segments: 0, cost: null });
    expect(body.skipped).toEqual([{ reason: 'no_email', label: 'No e-mail address', count: 3 }]);
    expect(body.sample).toEqual({
      recipientName: 'Amina',
      subject: 'Karibu Amina',
      body: 'Habari Amina',
    });
  });

  it('refuses an unknown filter, an unmapped template, and answers 404 for an event out of reach', async () => {
    const unknown = await estimate({
      templateId: smsTemplate,
      contextId: eventId,
      filter: { name: 'vips' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toHaveProperty(['filter.name']);

    const draft = await admin('POST', '/api/templates', {
      name: 'Unmapped draft',
      channel: 'sms',
      audience: 'event-guests',
      body: 'Hello {guest_name} at {venue}',
    });
    const unmapped = await estimate({
      templateId: draft.body.id,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.message).toBe(
      'Map every placeholder before sending: {guest_name}, {venue}',
    );

    const organiser = await createUserWith(t, ['UPDATE_ATTENDEES'], 'assigned');
    const outside = await apiAs(t, organiser.cookie)('POST', '/api/message-batches/estimate', {
      templateId: smsTemplate,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(outside.status).toBe(404);

    const reader = await createUserWith(t, ['READ_ATTENDEES']);
    const denied = await apiAs(t, reader.cookie)('POST', '/api/message-batches/estimate', {
      templateId: smsTemplate,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(denied.status).toBe(403);
  });
});

describe('a send with skipped recipients', () => {
  it('queues the reachable ones and keeps who was skipped and why', async () => {
    const created = await admin('POST', '/api/message-batches', {
      templateId: smsTemplate,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(created.status).toBe(201);
    expect(created.body.total).toBe(2);
    expect(created.body.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      'no_phone',
      'not_mobile',
      'opted_out',
    ]);
    const batch = await waitForBatch(admin, created.body.id);
    expect(batch.counts.sent).toBe(2);
    expect(sms.acceptedTo(mobile(5))).toBe(0);
    const [stored] = await t.db
      .select()
      .from(messageBatches)
      .where(eq(messageBatches.id, created.body.id));
    expect(stored!.skipped).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Eshe', reason: 'opted_out' })]),
    );
    // Sent with the guest's own link.
    const [amina] = await t.db.select().from(guests).where(eq(guests.name, 'Amina'));
    const [sent] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.batchId, created.body.id), eq(messages.recipientKey, amina!.id)));
    expect(sent!.body).toBe(
      `Amina: ${'x'.repeat(150)} https://karamu.example/i/${amina!.rsvpToken}`,
    );
    expect(sent!.segments).toBe(2);
  });
});

describe('test send', () => {
  it("goes to the caller's own phone, rendered for the first guest, and changes no guest", async () => {
    const before = await t.db.select().from(guests).where(eq(guests.eventId, eventId));
    const noPhone = await admin('POST', '/api/message-batches/test', {
      templateId: smsTemplate,
      contextId: eventId,
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.fieldErrors).toHaveProperty('channel');

    const profile = await admin('GET', '/api/profile');
    await admin('PATCH', '/api/profile', { phone: mobile(777), version: profile.body.version });
    const sent = await admin('POST', '/api/message-batches/test', {
      templateId: smsTemplate,
      contextId: eventId,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const batch = await waitForBatch(admin, sent.body.id);
    expect(batch).toMatchObject({ isTest: true, total: 1, counts: { sent: 1 } });
    expect(sms.acceptedTo(mobile(777))).toBe(1);
    const [message] = await t.db.select().from(messages).where(eq(messages.batchId, sent.body.id));
    expect(message!.body).toMatch(/^Amina: /);
    const after = await t.db.select().from(guests).where(eq(guests.eventId, eventId));
    expect(after.map((g) => g.invitationStatus)).toEqual(before.map((g) => g.invitationStatus));
  });
});
