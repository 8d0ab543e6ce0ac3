/**
 * Limits and the absence of a provider: the daily cap refuses a batch whole; with nothing
 * configured messages wait, queued, and go out once each when a provider is configured; a provider that does not answer times out and
 * the message goes again under the same key; batches and messages are seen through scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { guests, messages } from '../src/db/schema';
import { systemClock } from '../src/modules/platform/messaging';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  guestRows,
  mobile,
  startWorker,
  waitForBatch,
} from './support/messaging-fixtures';
import { ADMIN_PASSWORD, createTestApp, createUserWith, loginCookie } from './test-app';

async function setUp(env: Record<string, string>) {
  const t = await createTestApp({ WORKER_POLL_MS: '50', ...env });
  const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  return { t, cookie, admin: apiAs(t, cookie), worker: startWorker(t) };
}

type Setup = Awaited<ReturnType<typeof setUp>>;
const tearDown = async ({ t, worker }: Setup) => {
  await worker.stop();
  await t.close();
};

describe('with no provider configured', () => {
  let s: Setup;
  let sms: FakeSmsProvider;
  beforeAll(async () => {
    s = await setUp({});
    sms = await startFakeSmsProvider('africastalking');
  });
  afterAll(async () => {
    await tearDown(s);
    await sms.close();
  });

  it('says so, keeps messages waiting, and sends each once when a provider is configured', async () => {
    const status = await s.admin('GET', '/api/profile/sending');
    expect(status.body.delivery).toEqual({
      providers: { sms: false, email: false },
      publicBaseUrl: 'http://127.0.0.1:3000',
      publicBaseUrlIsLocal: true,
      smsPriceCurrency: null,
    });

    const { eventId } = await createEventWithGuests(s.t, s.cookie, guestRows(3));
    const templateId = await createTemplate(s.admin, {
      channel: 'sms',
      body: 'Karibu {guest_name}',
    });
    const created = await s.admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(created.status).toBe(201);
    // The worker has no SMS lane: nothing claims them, nothing pretends to send them.
    const list = await s.admin('GET', `/api/messages?filter=batchId:in:${created.body.id}`);
    expect(list.body.items).toHaveLength(3);
    for (const item of list.body.items) {
      expect(item).toMatchObject({ status: 'queued', error: null, provider: null, sentAt: null });
    }
    const rows = await s.t.db.select().from(guests).where(eq(guests.eventId, eventId));
    expect(rows.every((g) => g.invitationStatus === 'not_sent')).toBe(true);

    // The server restarts with a provider: a worker with it sends what waited, once each.
    await s.worker.stop();
    s.worker = startWorker(
      s.t,
      systemClock,
      loadConfig({ ...sms.env, WORKER_POLL_MS: '50', LOG_LEVEL: 'silent' }),
    );
    const batch = await waitForBatch(s.admin, created.body.id);
    expect(batch.counts).toMatchObject({ sent: 3, queued: 0, not_sent: 0 });
    expect(sms.accepted.map((m) => m.body).sort()).toEqual(
      rows.map((g) => `Karibu ${g.name}`).sort(),
    );
    expect(sms.repeats).toBe(0);
  });
});

describe('the daily cap', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp({ MESSAGES_DAILY_CAP_PER_USER: '5' });
  });
  afterAll(async () => tearDown(s));

  it('refuses a batch that would pass it, whole, and counts what was queued today', async () => {
    const { eventId } = await createEventWithGuests(s.t, s.cookie, guestRows(6));
    const templateId = await createTemplate(s.admin, {
      channel: 'sms',
      body: 'Karibu {guest_name}',
    });
    const send = (filter: object) =>
      s.admin('POST', '/api/message-batches', { templateId, contextId: eventId, filter });
    const tooMany = await send({ name: 'all' });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toMatch(
      /^Sending 6 more messages would pass your daily limit of 5 \(0 queued today\)\. Try again in \d+ minutes?\.$/,
    );
    expect(await s.t.db.select().from(messages)).toHaveLength(0);

    const rows = await s.t.db.select().from(guests).where(eq(guests.eventId, eventId));
    const four = rows.slice(0, 4).map((g) => g.id);
    expect((await send({ name: 'selected', ids: four })).status).toBe(201);
    const again = await send({ name: 'selected', ids: rows.slice(4).map((g) => g.id) });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /Sending 2 more messages would pass your daily limit of 5 \(4 queued today\)/,
    );
    expect((await send({ name: 'selected', ids: [rows[4]!.id] })).status).toBe(201);
  });
});

describe('a provider that does not answer', () => {
  let s: Setup;
  let sms: FakeSmsProvider;
  beforeAll(async () => {
    sms = await startFakeSmsProvider('twilio');
    s = await setUp({ ...sms.env, PROVIDER_TIMEOUT_MS: '1500', MESSAGE_RETRY_BASE_MS: '20' });
  });
  afterAll(async () => {
    await tearDown(s);
    await sms.close();
  });

  it('times out, and the message goes again with the same key and is sent once', async () => {
    sms.setMode('hang', 1);
    const { eventId } = await createEventWithGuests(s.t, s.cookie, [
      { name: 'Zawadi', phone: mobile(42) },
    ]);
    const templateId = await createTemplate(s.admin, {
      channel: 'sms',
      body: 'Karibu {guest_name}',
    });
    const created = await s.admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    const batch = await waitForBatch(s.admin, created.body.id);
    expect(batch.counts.sent).toBe(1);
    const [message] = await s.t.db
      .select()
      .from(messages)
      .where(eq(messages.batchId, created.body.id));
    expect(message!.attempts).toBeGreaterThanOrEqual(2);
    expect(message!.error).toBeNull();
    expect(sms.acceptedTo(mobile(42))).toBe(1);
    expect(sms.accepted.find((m) => m.to === mobile(42))!.idempotencyKey).toBe(message!.id);
  });
});

describe('scope', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp({});
  });
  afterAll(async () => tearDown(s));

  it("shows a sender their own batches and messages; READ_MESSAGES of scope all shows everyone's", async () => {
    const organiser = await createUserWith(
      s.t,
      ['ADD_EVENTS', 'READ_EVENTS', 'READ_ATTENDEES', 'ADD_ATTENDEES', 'UPDATE_ATTENDEES'],
      'assigned',
    );
    const theirs = apiAs(s.t, organiser.cookie);
    const { eventId: adminEvent } = await createEventWithGuests(s.t, s.cookie, guestRows(2, 100));
    const { eventId: ownEvent } = await createEventWithGuests(
      s.t,
      organiser.cookie,
      guestRows(2, 200),
    );
    const templateId = await createTemplate(s.admin, {
      channel: 'sms',
      body: 'Karibu {guest_name}',
    });
    const adminBatch = await s.admin('POST', '/api/message-batches', {
      templateId,
      contextId: adminEvent,
      filter: { name: 'all' },
    });
    const ownBatch = await theirs('POST', '/api/message-batches', {
      templateId,
      contextId: ownEvent,
      filter: { name: 'all' },
    });
    expect(ownBatch.status, JSON.stringify(ownBatch.body)).toBe(201);

    const listed = await theirs('GET', '/api/message-batches');
    expect(listed.body.items.map((b: { id: string }) => b.id)).toEqual([ownBatch.body.id]);
    expect((await theirs('GET', `/api/message-batches/${adminBatch.body.id}`)).status).toBe(404);
    expect((await theirs('POST', `/api/message-batches/${adminBatch.body.id}/cancel`)).status).toBe(
      404,
    );
    expect((await theirs('GET', '/api/messages')).status).toBe(403);

    const auditor = await createUserWith(s.t, ['READ_MESSAGES'], 'assigned');
    const audited = await apiAs(s.t, auditor.cookie)('GET', '/api/messages');
    expect(audited.body.total).toBe(0);
    const all = await s.admin('GET', '/api/message-batches');
    expect(all.body.total).toBe(2);
  });
});

describe("the provider's rate limit", () => {
  let s: Setup;
  let sms: FakeSmsProvider;
  beforeAll(async () => {
    sms = await startFakeSmsProvider('africastalking');
    s = await setUp({ ...sms.env, PROVIDER_TIMEOUT_MS: '15000', SMS_RATE_PER_SECOND: '5' });
  });
  afterAll(async () => {
    await tearDown(s);
    await sms.close();
  });

  it('holds sends to SMS_RATE_PER_SECOND after a burst of one second', async () => {
    const { eventId } = await createEventWithGuests(s.t, s.cookie, guestRows(15, 300));
    const templateId = await createTemplate(s.admin, {
      channel: 'sms',
      body: 'Karibu {guest_name}',
    });
    const started = Date.now();
    const created = await s.admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    const batch = await waitForBatch(s.admin, created.body.id);
    expect(batch.counts.sent).toBe(15);
    // Five at once, then five a second: the last ten need two seconds at least.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(sms.accepted).toHaveLength(15);
  });
});
