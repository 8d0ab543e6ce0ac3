/**
 * Messaging belongs to the app that built it (decision 0033): two apps in one process, each
 * with its own settings, and a batch queued in one wakes only its own workers. The second
 * app is built after the first, as a module-level "configured" would be overwritten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageBatches, messages } from '../src/db/schema';
import { runDueSchedules } from '../src/modules/platform/message-schedules/scheduler';
import { apiAs } from './api-client';
import { createEventWithGuests, createTemplate, mobile } from './support/messaging-fixtures';
import { ADMIN_PASSWORD, createTestApp, loginCookie, type TestApp } from './test-app';

type Side = {
  t: TestApp;
  admin: ReturnType<typeof apiAs>;
  cookie: string;
  /** How often the app's wake-up was notified: its delivery workers would have woken. */
  wakes: number;
};

async function side(env: Record<string, string>): Promise<Side> {
  const t = await createTestApp(env);
  const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  const built: Side = { t, admin: apiAs(t, cookie), cookie, wakes: 0 };
  t.app.messaging.wakeup.listen(() => (built.wakes += 1));
  return built;
}

let a: Side;
let b: Side;

beforeAll(async () => {
  a = await side({
    PUBLIC_BASE_URL: 'https://a.karamu.example',
    SMS_PRICE_PER_SEGMENT_MINOR: '80',
    SMS_PRICE_CURRENCY: 'KES',
  });
  b = await side({ PUBLIC_BASE_URL: 'https://b.karamu.example' });
});
afterAll(async () => {
  await a?.t.close();
  await b?.t.close();
});

/** An event of two guests and an SMS template with their link, in the side's app. */
async function eventAndTemplate(s: Side) {
  const { eventId } = await createEventWithGuests(s.t, s.cookie, [
    { name: 'Amina', phone: mobile(1) },
    { name: 'Baraka', phone: mobile(2) },
  ]);
  const templateId = await createTemplate(s.admin, {
    channel: 'sms',
    body: 'Habari {guest_name}: {rsvp_link}',
  });
  return { eventId, templateId };
}

describe('two apps in one process', () => {
  it('each has its own messaging', () => {
    expect(a.t.app.messaging).not.toBe(b.t.app.messaging);
    expect(a.t.app.messaging.settings.publicBaseUrl).toBe('https://a.karamu.example');
    expect(b.t.app.messaging.settings.publicBaseUrl).toBe('https://b.karamu.example');
  });

  it("a send queued in one wakes its own workers, not the other's", async () => {
    const { eventId, templateId } = await eventAndTemplate(a);
    const before = { a: a.wakes, b: b.wakes };
    const queued = await a.admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(201);
    expect(a.wakes).toBe(before.a + 1);
    expect(b.wakes).toBe(before.b);
  });

  it('the scheduler of the first app sends with its settings, though the second was built later', async () => {
    const { eventId, templateId } = await eventAndTemplate(a);
    const created = await a.admin('POST', '/api/schedules', {
      name: 'Reminder',
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
      timing: { kind: 'at', at: new Date(Date.now() + 3_600_000).toISOString() },
      timeZone: 'Africa/Nairobi',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The schedule's reach is an estimate: its cost uses the first app's SMS price.
    const reach = await a.admin('GET', `/api/schedules/${created.body.id}/reach`);
    expect(reach.status, JSON.stringify(reach.body)).toBe(200);
    expect(reach.body.cost).toEqual({ minor: 160, currency: 'KES' });

    const before = { a: a.wakes, b: b.wakes };
    const due = new Date(Date.parse(created.body.nextRunAt) + 1000);
    const handled = await runDueSchedules(
      a.t.db,
      a.t.app.messaging,
      { now: () => due },
      a.t.app.log,
    );
    expect(handled).toBe(1);
    const sent = await a.t.db
      .select({ body: messages.body })
      .from(messages)
      .innerJoin(messageBatches, eq(messageBatches.id, messages.batchId))
      .where(eq(messageBatches.scheduleId, created.body.id));
    // Links point at the first app's PUBLIC_BASE_URL; the batch woke only its workers.
    expect(sent).toHaveLength(2);
    for (const { body } of sent) expect(body).toContain('https://a.karamu.example/');
    expect(a.wakes).toBe(before.a + 1);
    expect(b.wakes).toBe(before.b);
  });
});
