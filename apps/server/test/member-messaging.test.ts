/**
 * Pledge reminders through the real routes and engine: the `occasion-members` audience's
 * filters, its fields in the occasion's currency, SMS through the worker to a local
 * provider speaking Africa's Talking's format, and who may message an occasion.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { messages } from '../src/db/schema';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import { createTemplate, useWorkerApp, waitForBatch } from './support/messaging-fixtures';
import { addMembers, newOccasion } from './support/pledge-fixtures';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let sms: FakeSmsProvider;
let admin: ReturnType<typeof apiAs>;

const REMINDER = 'Hujambo {member_name}, salio lako ni {balance} kwa {occasion_name}';
let occasionId: string;
let templateId: string;
let memberIds: Record<string, string>;

useWorkerApp(
  () => startFakeSmsProvider('africastalking'),
  (sms) => ({
    ...sms.env,
    PROVIDER_TIMEOUT_MS: '15000',
    WORKER_POLL_MS: '50',
    SMS_RATE_PER_SECOND: '100',
  }),
  async (started) => {
    ({ t, provider: sms, admin } = started);
    const occasion = await newOccasion(admin, { name: 'Harusi ya Neema' });
    occasionId = occasion.id;
    // KES minor units are cents: 1_000_000 is KES 10,000.00.
    const added = await addMembers(admin, occasion.id, [
      { name: 'Amina Hassan', phone: '+254712000001', pledged: 1_000_000, paid: 400_000 },
      { name: 'Baraka Otieno', phone: '+254712000002', pledged: 500_000, paid: 500_000 },
      { name: 'Chausiku Wanjiru', phone: '+254712000003', pledged: 250_000 },
      { name: 'Dalila Njeri', pledged: 100_000 },
      { name: 'Eliud Kiprop', phone: '+254712000005', pledged: 0 },
    ]);
    memberIds = Object.fromEntries(added.map((m) => [m.name.split(' ')[0], m.id]));
    templateId = await createTemplate(admin, {
      channel: 'sms',
      audience: 'occasion-members',
      body: REMINDER,
    });
  },
);

const estimate = (filter: object, as = admin) =>
  as('POST', '/api/message-batches/estimate', { templateId, contextId: occasionId, filter });

describe('the occasion-members audience', () => {
  it.each<[string, object, number, object[]]>([
    ['all members', { name: 'all' }, 4, [{ reason: 'no_phone', count: 1 }]],
    // Amina and Chausiku owe; Dalila owes too but has no phone.
    ['balance above 0', { name: 'with_balance' }, 2, [{ reason: 'no_phone', count: 1 }]],
    // Eliud pledged nothing and paid nothing: "nothing paid" is about payments.
    ['nothing paid yet', { name: 'nothing_paid' }, 2, [{ reason: 'no_phone', count: 1 }]],
    // Only Baraka: Eliud, who pledged nothing, has nothing paid in full.
    ['paid in full', { name: 'paid_in_full' }, 1, []],
  ])('%s reaches the right members', async (_, filter, recipients, skipped) => {
    const { status, body } = await estimate(filter);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.recipients).toBe(recipients);
    expect(body.skipped).toMatchObject(skipped);
  });

  it('hand-picked members: only those ids, and only of this occasion', async () => {
    const { body } = await estimate({
      name: 'selected',
      ids: [memberIds.Baraka, '00000000-0000-4000-8000-000000000000'],
    });
    expect(body).toMatchObject({
      recipients: 1,
      sample: { recipientName: 'Baraka Otieno' },
    });
  });

  it('refuses a filter the audience lacks, naming it', async () => {
    const { status, body } = await estimate({ name: 'attending' });
    expect(status).toBe(400);
    expect(body.fieldErrors['filter.name']).toEqual([
      "Unknown recipient filter 'attending' (one of: all, with_balance, nothing_paid, paid_in_full, selected)",
    ]);
  });

  it('previews the reminder with the balance in the occasion currency', async () => {
    const { body } = await estimate({ name: 'with_balance' });
    expect(body.sample).toEqual({
      recipientName: 'Amina Hassan',
      subject: null,
      body: 'Hujambo Amina Hassan, salio lako ni KES 6,000.00 kwa Harusi ya Neema',
    });
    // The amounts stay in the GSM alphabet: one SMS part each.
    expect(body.segments).toBe(2);
  });
});

describe('sending to "balance above 0"', () => {
  it('reaches exactly the members who owe, each with their own balance', async () => {
    const before = sms.accepted.length;
    const created = await admin('POST', '/api/message-batches', {
      templateId,
      contextId: occasionId,
      filter: { name: 'with_balance' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      total: 2,
      skipped: [{ reason: 'no_phone', count: 1 }],
    });

    const batch = await waitForBatch(admin, created.body.id);
    expect(batch).toMatchObject({
      audience: 'occasion-members',
      contextId: occasionId,
      counts: { sent: 2, failed: 0 },
    });
    expect(
      sms.accepted
        .slice(before)
        .map(({ to, body }) => ({ to, body }))
        .sort((a, b) => a.to.localeCompare(b.to)),
    ).toEqual([
      {
        to: '+254712000001',
        body: 'Hujambo Amina Hassan, salio lako ni KES 6,000.00 kwa Harusi ya Neema',
      },
      {
        to: '+254712000003',
        body: 'Hujambo Chausiku Wanjiru, salio lako ni KES 2,500.00 kwa Harusi ya Neema',
      },
    ]);
    // Each message is keyed by its member: a retry or a schedule re-run cannot double it.
    const rows = await t.db
      .select({ key: messages.recipientKey, status: messages.status })
      .from(messages)
      .where(eq(messages.batchId, created.body.id))
      .orderBy(asc(messages.recipientName));
    expect(rows).toEqual([
      { key: memberIds.Amina, status: 'sent' },
      { key: memberIds.Chausiku, status: 'sent' },
    ]);
  });
});

describe('each dashboard lists its own messages and schedules', () => {
  it('filters both lists by audience', async () => {
    const schedule = await admin('POST', '/api/schedules', {
      name: 'Monday reminders',
      templateId,
      contextId: occasionId,
      filter: { name: 'with_balance' },
      timing: { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true },
      timeZone: 'Africa/Nairobi',
    });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);
    const totals = async (path: string) =>
      Object.fromEntries(
        await Promise.all(
          ['occasion-members', 'event-guests'].map(async (audience) => {
            const { status, body } = await admin('GET', `${path}?filter=audience:in:${audience}`);
            expect(status, JSON.stringify(body)).toBe(200);
            return [audience, body.total];
          }),
        ),
      );
    expect(await totals('/api/messages')).toEqual({ 'occasion-members': 2, 'event-guests': 0 });
    expect(await totals('/api/schedules')).toEqual({ 'occasion-members': 1, 'event-guests': 0 });
    const refused = await admin('GET', '/api/messages?filter=audience:in:vendors');
    expect(refused.status).toBe(400);
  });
});

describe('who may message an occasion', () => {
  it('needs UPDATE_MEMBERS: without any send privilege the route refuses', async () => {
    const reader = await createUserWith(t, ['READ_MEMBERS', 'READ_OCCASIONS']);
    const { status } = await estimate({ name: 'all' }, apiAs(t, reader.cookie));
    expect(status).toBe(403);
  });

  it('needs UPDATE_MEMBERS: the guests’ send privilege is not enough for members', async () => {
    const guestSender = await createUserWith(t, ['UPDATE_ATTENDEES', 'READ_MEMBERS']);
    const as = apiAs(t, guestSender.cookie);
    const { status, body } = await estimate({ name: 'all' }, as);
    expect(status).toBe(403);
    expect(body.message).toBe('Sending to occasion members needs UPDATE_MEMBERS');
    const sent = await as('POST', '/api/message-batches', {
      templateId,
      contextId: occasionId,
      filter: { name: 'all' },
    });
    expect(sent.status).toBe(403);
  });

  it('a user of scope `assigned` messages their own occasion, not another’s (404)', async () => {
    const organiser = await createUserWith(
      t,
      ['UPDATE_MEMBERS', 'ADD_OCCASIONS', 'ADD_MEMBERS'],
      'assigned',
    );
    const as = apiAs(t, organiser.cookie);
    const theirs = await estimate({ name: 'with_balance' }, as);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Occasion not found');
    const sent = await as('POST', '/api/message-batches', {
      templateId,
      contextId: occasionId,
      filter: { name: 'with_balance' },
    });
    expect(sent.status).toBe(404);

    const own = await newOccasion(as, { name: 'Send-off ya Baba' });
    await addMembers(as, own.id, [{ name: 'Faraji', phone: '+254712000006', pledged: 300_000 }]);
    const ownEstimate = await as('POST', '/api/message-batches/estimate', {
      templateId,
      contextId: own.id,
      filter: { name: 'with_balance' },
    });
    expect(ownEstimate.status, JSON.stringify(ownEstimate.body)).toBe(200);
    expect(ownEstimate.body.sample.body).toBe(
      'Hujambo Faraji, salio lako ni KES 3,000.00 kwa Send-off ya Baba',
    );
  });

  it('an occasion that does not exist is 404', async () => {
    const { status, body } = await admin('POST', '/api/message-batches/estimate', {
      templateId,
      contextId: '00000000-0000-4000-8000-000000000000',
      filter: { name: 'all' },
    });
    expect(status).toBe(404);
    expect(body.message).toBe('Occasion not found');
  });
});
