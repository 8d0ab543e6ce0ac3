/**
 * Message schedules through the API, and the scheduler firing them under a clock the
 * test moves: each due run queues one batch through the engine, exactly once.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, messageBatches, messageSchedules, messages } from '../src/db/schema';
import {
  runDueSchedules,
  startScheduler,
} from '../src/modules/platform/message-schedules/scheduler';
import type { Clock } from '../src/modules/platform/messaging';
import { apiAs } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { createUserWith, type TestApp } from './test-app';

const DAY = 86_400_000;
let t: TestApp;
let admin: AdminApi;

/** A clock the test sets; the scheduler reads nothing else for "now". */
let now = new Date();
const clock: Clock = { now: () => now };
const tick = () => runDueSchedules(t.db, t.app.messaging, clock, t.app.log);

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

/** An event starting at 14:00 in Nairobi (11:00 UTC), `days` from today. */
async function newEvent(days: number) {
  const startsAt = new Date(Date.now() + days * DAY);
  startsAt.setUTCHours(11, 0, 0, 0);
  const { status, body } = await admin('POST', '/api/events', {
    name: unique('Harusi'),
    startsAt: startsAt.toISOString(),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: string; startsAt: string; version: number };
}

/** Three guests who can get an SMS and one without a phone. */
async function addGuests(eventId: string) {
  const guests = [
    { name: 'Amina', phone: '0712000001' },
    { name: 'Baraka', phone: '0712000002' },
    { name: 'Chausiku', phone: '0712000003' },
    { name: 'Dalila' },
  ];
  const ids: string[] = [];
  for (const guest of guests) {
    const { status, body } = await admin('POST', `/api/events/${eventId}/guests`, guest);
    expect(status, JSON.stringify(body)).toBe(201);
    ids.push(body.id);
  }
  return ids;
}

/** An SMS with a mapped placeholder: sendable. */
async function newTemplate() {
  const created = await admin('POST', '/api/templates', {
    name: unique('Reminder'),
    channel: 'sms',
    audience: 'event-guests',
    body: 'Habari {guest_name}, tutaonana kesho!',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const mapped = await admin('PUT', `/api/templates/${created.body.id}/mappings`, {
    items: [{ placeholder: 'guest_name', field: 'guest_name', fallback: 'rafiki' }],
    version: created.body.version,
  });
  expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
  return { id: created.body.id as string, version: mapped.body.version as number };
}

let eventId: string;
let eventStart: Date;
let templateId: string;

useAdminApp(async (started) => {
  ({ t, admin } = started);
  const event = await newEvent(10);
  eventId = event.id;
  eventStart = new Date(event.startsAt);
  await addGuests(eventId);
  templateId = (await newTemplate()).id;
});

const scheduleInput = (timing: object, overrides: object = {}) => ({
  name: unique('Schedule'),
  templateId,
  contextId: eventId,
  filter: { name: 'all' },
  timing,
  timeZone: 'Africa/Nairobi',
  ...overrides,
});

async function createSchedule(timing: object, overrides: object = {}, as = admin) {
  const { status, body } = await as('POST', '/api/schedules', scheduleInput(timing, overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body as {
    id: string;
    name: string;
    version: number;
    timing: object;
    status: string;
    nextRunAt: string | null;
    lastRunAt: string | null;
    lastBatchId: string | null;
  };
}

const batchesOf = (scheduleId: string) =>
  t.db
    .select()
    .from(messageBatches)
    .where(eq(messageBatches.scheduleId, scheduleId))
    .orderBy(asc(messageBatches.createdAt));

const auditOf = (recordId: string) =>
  t.db
    .select({ actor: auditLog.actorUsername, action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.recordId, recordId), eq(auditLog.resource, 'schedules')))
    .orderBy(asc(auditLog.id));

const DAY_BEFORE_AT_10 = {
  kind: 'relative',
  amount: 1,
  unit: 'days',
  direction: 'before',
  time: '10:00',
};

describe('a schedule "1 day before the event at 10:00"', () => {
  let schedule: Awaited<ReturnType<typeof createSchedule>>;
  let dueAt: Date;

  it('runs at 10:00 the day before in the organiser’s zone', async () => {
    schedule = await createSchedule(DAY_BEFORE_AT_10);
    // 14:00 in Nairobi is 11:00 UTC; 10:00 there the day before is 07:00 UTC.
    dueAt = new Date(eventStart.getTime() - DAY);
    dueAt.setUTCHours(7, 0, 0, 0);
    expect(schedule).toMatchObject({
      templateId,
      audience: 'event-guests',
      contextId: eventId,
      filter: { name: 'all' },
      timing: DAY_BEFORE_AT_10,
      timeZone: 'Africa/Nairobi',
      status: 'active',
      nextRunAt: dueAt.toISOString(),
      lastRunAt: null,
      lastBatchId: null,
      createdBy: 'admin',
      version: 1,
    });
    expect((await admin('GET', `/api/schedules/${schedule.id}`)).body).toEqual(schedule);
    expect((await auditOf(schedule.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('does not fire before its time', async () => {
    now = new Date(dueAt.getTime() - 1000);
    await tick();
    expect(await batchesOf(schedule.id)).toEqual([]);
    expect((await admin('GET', `/api/schedules/${schedule.id}`)).body.status).toBe('active');
  });

  it('fires exactly once when the clock passes it: one batch to the guests it can reach', async () => {
    now = new Date(dueAt.getTime() + 1000);
    await tick();
    await tick();
    now = new Date(dueAt.getTime() + DAY);
    await tick();

    const batches = await batchesOf(schedule.id);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ templateId, contextId: eventId, total: 3, isTest: false });
    const sent = await t.db
      .select({ name: messages.recipientName, address: messages.address, body: messages.body })
      .from(messages)
      .where(eq(messages.batchId, batches[0]!.id))
      .orderBy(asc(messages.recipientName));
    expect(sent).toEqual([
      { name: 'Amina', address: '+254712000001', body: 'Habari Amina, tutaonana kesho!' },
      { name: 'Baraka', address: '+254712000002', body: 'Habari Baraka, tutaonana kesho!' },
      { name: 'Chausiku', address: '+254712000003', body: 'Habari Chausiku, tutaonana kesho!' },
    ]);

    const after = (await admin('GET', `/api/schedules/${schedule.id}`)).body;
    expect(after).toMatchObject({
      status: 'completed',
      nextRunAt: null,
      lastRunAt: new Date(dueAt.getTime() + 1000).toISOString(),
      lastBatchId: batches[0]!.id,
      version: 2,
    });
    const audit = await auditOf(schedule.id);
    expect(audit.at(-1)).toMatchObject({
      actor: 'scheduler',
      action: 'update',
      changes: {
        status: { before: 'active', after: 'completed' },
        batchId: { before: null, after: batches[0]!.id },
      },
    });
  });

  it('answers who it would reach now', async () => {
    const { status, body } = await admin('GET', `/api/schedules/${schedule.id}/reach`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      channel: 'sms',
      recipients: 3,
      skipped: [{ reason: 'no_phone', count: 1 }],
      sample: { recipientName: 'Amina', body: 'Habari Amina, tutaonana kesho!' },
    });
  });
});

describe('weekly schedules', () => {
  it('repeat every week at the wall-clock time until their last day', async () => {
    now = new Date();
    // Two Mondays from now at the latest: the until day is 15 days on.
    const until = new Date(Date.now() + 15 * DAY).toISOString().slice(0, 10);
    const schedule = await createSchedule({ kind: 'weekly', weekday: 1, time: '09:00', until });
    const first = new Date(schedule.nextRunAt!);
    expect(first.getUTCDay()).toBe(1);
    expect(first.getUTCHours()).toBe(6); // 09:00 in Nairobi
    expect(first.getTime()).toBeGreaterThan(Date.now());

    now = new Date(first.getTime() + 60_000);
    await tick();
    const second = new Date((await admin('GET', `/api/schedules/${schedule.id}`)).body.nextRunAt);
    expect(second.getTime() - first.getTime()).toBe(7 * DAY);
    expect(await batchesOf(schedule.id)).toHaveLength(1);

    // Left running unseen for three weeks: one catch-up run, not three, then it is over.
    now = new Date(second.getTime() + 21 * DAY);
    await tick();
    const last = (await admin('GET', `/api/schedules/${schedule.id}`)).body;
    expect(await batchesOf(schedule.id)).toHaveLength(2);
    expect(last).toMatchObject({ status: 'completed', nextRunAt: null });
  });
});

describe('pause, resume, cancel', () => {
  it('a paused schedule does not fire; resuming plans from now; cancelling ends it', async () => {
    now = new Date();
    const schedule = await createSchedule({ kind: 'weekly', weekday: 3, time: '18:00' });
    const path = `/api/schedules/${schedule.id}`;

    const paused = await admin('POST', `${path}/pause`, { version: 1 });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      status: 'paused',
      nextRunAt: schedule.nextRunAt,
      version: 2,
    });
    expect((await admin('POST', `${path}/pause`, { version: 2 })).body).toEqual({
      message: 'A paused schedule cannot be paused',
    });

    now = new Date(Date.parse(schedule.nextRunAt!) + 14 * DAY);
    await tick();
    expect(await batchesOf(schedule.id)).toEqual([]);

    expect((await admin('POST', `${path}/resume`, { version: 1 })).status).toBe(409);
    const resumed = await admin('POST', `${path}/resume`, { version: 2 });
    expect(resumed.status).toBe(200);
    expect(resumed.body.status).toBe('active');
    // Planned from the real now (the API's clock), the weeks missed while paused are skipped.
    expect(Date.parse(resumed.body.nextRunAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(resumed.body.nextRunAt)).toBeLessThanOrEqual(Date.now() + 7 * DAY);

    const cancelled = await admin('POST', `${path}/cancel`, { version: 3 });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', nextRunAt: null, version: 4 });
    now = new Date(Date.now() + 30 * DAY);
    await tick();
    expect(await batchesOf(schedule.id)).toEqual([]);
    expect((await admin('POST', `${path}/resume`, { version: 4 })).status).toBe(409);
    expect((await admin('PATCH', path, { name: 'Too late', version: 4 })).body.message).toBe(
      'A cancelled schedule cannot be changed',
    );

    const audit = await auditOf(schedule.id);
    expect(audit.map((a) => a.changes)).toMatchObject([
      {},
      { status: { before: 'active', after: 'paused' } },
      { status: { before: 'paused', after: 'active' } },
      { status: { before: 'active', after: 'cancelled' } },
    ]);
  });

  it('changing the timing plans again; renaming leaves the plan alone', async () => {
    // Three days from today in Nairobi (UTC+3, no summer time), so that both 18:00 and 20:30
    // of that day are ahead and the next runs fall on the same day: on today's weekday,
    // between the two times, the plans would be a week apart (the API plans from the real now).
    const weekday = (new Date(Date.now() + 3 * 3_600_000).getUTCDay() + 3) % 7;
    const schedule = await createSchedule({ kind: 'weekly', weekday, time: '18:00' });
    const path = `/api/schedules/${schedule.id}`;
    const renamed = await admin('PATCH', path, { name: 'Renamed', version: 1 });
    expect(renamed.body).toMatchObject({ name: 'Renamed', nextRunAt: schedule.nextRunAt });
    const retimed = await admin('PATCH', path, {
      timing: { kind: 'weekly', weekday, time: '20:30' },
      version: 2,
    });
    expect(retimed.status).toBe(200);
    expect(Date.parse(retimed.body.nextRunAt) - Date.parse(schedule.nextRunAt!)).toBe(150 * 60_000);
  });
});

describe('fixed times', () => {
  it('keep one spelling of the instant, so saving the same time again changes nothing', async () => {
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const template = await newTemplate();
    const schedule = await createSchedule(
      { kind: 'at', at: `${day}T10:00:00+03:00` },
      { templateId: template.id },
    );
    expect(schedule.timing).toEqual({ kind: 'at', at: `${day}T07:00:00.000Z` });
    expect(schedule.nextRunAt).toBe(`${day}T07:00:00.000Z`);
    const path = `/api/schedules/${schedule.id}`;
    await admin('POST', `${path}/pause`, { version: 1 });
    // The template can no longer be sent: a changed plan would be refused for it.
    await admin('PATCH', `/api/templates/${template.id}`, {
      body: 'Habari {guest_name}, meza {table}',
      version: template.version,
    });
    // Written as Nairobi's 10:00 again: the same plan, so nothing to check again.
    const saved = await admin('PATCH', path, {
      name: 'Renamed while paused',
      timing: { kind: 'at', at: `${day}T10:00:00+03:00` },
      version: 2,
    });
    expect(saved.status).toBe(200);
    expect((await auditOf(schedule.id)).at(-1)?.changes).toEqual({
      name: { before: schedule.name, after: 'Renamed while paused' },
    });
  });
});

describe('what the scheduler does when a run cannot go out', () => {
  it('pauses, with the reason in the audit log, when the creator lost the send privilege', async () => {
    const organiser = await createUserWith(t, [
      'ADD_SCHEDULES',
      'READ_SCHEDULES',
      'UPDATE_ATTENDEES',
      'READ_EVENTS',
    ]);
    const as = apiAs(t, organiser.cookie);
    now = new Date();
    const schedule = await createSchedule(DAY_BEFORE_AT_10, {}, as);
    // Their role loses UPDATE_ATTENDEES before the run.
    const { body: user } = await admin('GET', `/api/users/${organiser.id}`);
    const role = await admin('POST', '/api/roles', {
      name: unique('Schedules only'),
      privileges: ['ADD_SCHEDULES', 'READ_SCHEDULES'],
    });
    await admin('PATCH', `/api/users/${organiser.id}`, {
      roleIds: [role.body.id],
      version: user.version,
    });

    now = new Date(Date.parse(schedule.nextRunAt!) + 1000);
    await tick();
    expect(await batchesOf(schedule.id)).toEqual([]);
    const after = (await admin('GET', `/api/schedules/${schedule.id}`)).body;
    expect(after).toMatchObject({
      status: 'paused',
      lastRunAt: null,
      pausedReason: 'Sending to event guests needs UPDATE_ATTENDEES',
    });
    expect((await auditOf(schedule.id)).at(-1)).toMatchObject({
      actor: 'scheduler',
      changes: {
        status: { before: 'active', after: 'paused' },
        pausedReason: { after: 'Sending to event guests needs UPDATE_ATTENDEES' },
      },
    });
    // Resuming clears the reason (it fails again at the next run if nothing was fixed).
    const resumed = await admin('POST', `/api/schedules/${schedule.id}/resume`, {
      version: after.version,
    });
    expect(resumed.body).toMatchObject({ status: 'active', pausedReason: null });
  });

  it('pauses when the template gained a placeholder nobody mapped', async () => {
    const template = await newTemplate();
    now = new Date();
    const schedule = await createSchedule(DAY_BEFORE_AT_10, { templateId: template.id });
    const changed = await admin('PATCH', `/api/templates/${template.id}`, {
      body: 'Habari {guest_name}, meza {table}',
      version: template.version,
    });
    expect(changed.status).toBe(200);

    now = new Date(Date.parse(schedule.nextRunAt!) + 1000);
    await tick();
    expect(await batchesOf(schedule.id)).toEqual([]);
    expect((await admin('GET', `/api/schedules/${schedule.id}`)).body.status).toBe('paused');
    expect((await auditOf(schedule.id)).at(-1)?.changes).toMatchObject({
      pausedReason: { after: expect.stringContaining('{table}') },
    });
  });

  it('counts a run that reaches nobody as a run, without a batch', async () => {
    now = new Date();
    const schedule = await createSchedule(DAY_BEFORE_AT_10, { filter: { name: 'attending' } });
    now = new Date(Date.parse(schedule.nextRunAt!) + 1000);
    await tick();
    expect(await batchesOf(schedule.id)).toEqual([]);
    expect((await admin('GET', `/api/schedules/${schedule.id}`)).body).toMatchObject({
      status: 'completed',
      lastRunAt: now.toISOString(),
      lastBatchId: null,
    });
  });

  it('waits for an event moved later instead of firing at the old time', async () => {
    const event = await newEvent(12);
    await addGuests(event.id);
    now = new Date();
    const schedule = await createSchedule(DAY_BEFORE_AT_10, { contextId: event.id });
    const moved = new Date(Date.parse(event.startsAt) + 3 * DAY).toISOString();
    const saved = await admin('PATCH', `/api/events/${event.id}`, {
      startsAt: moved,
      version: event.version,
    });
    expect(saved.status).toBe(200);

    now = new Date(Date.parse(schedule.nextRunAt!) + 1000);
    await tick();
    expect(await batchesOf(schedule.id)).toEqual([]);
    const after = (await admin('GET', `/api/schedules/${schedule.id}`)).body;
    expect(Date.parse(after.nextRunAt) - Date.parse(schedule.nextRunAt!)).toBe(3 * DAY);
    expect(after.status).toBe('active');
  });

  it('follows an event moved earlier: re-planned at the next tick, fired once at the new time', async () => {
    const event = await newEvent(12);
    await addGuests(event.id);
    now = new Date();
    const schedule = await createSchedule(DAY_BEFORE_AT_10, { contextId: event.id });
    const path = `/api/schedules/${schedule.id}`;
    const saved = await admin('PATCH', `/api/events/${event.id}`, {
      startsAt: new Date(Date.parse(event.startsAt) - 2 * DAY).toISOString(),
      version: event.version,
    });
    expect(saved.status).toBe(200);
    const oldDue = Date.parse(schedule.nextRunAt!);
    const newDue = oldDue - 2 * DAY;

    now = new Date(newDue - 60_000);
    await tick();
    expect(await batchesOf(schedule.id)).toEqual([]);
    // The scheduler's bookkeeping, not an edit: same version, nothing in the audit log.
    expect((await admin('GET', path)).body).toMatchObject({
      status: 'active',
      nextRunAt: new Date(newDue).toISOString(),
      version: schedule.version,
    });
    expect((await auditOf(schedule.id)).map((a) => a.action)).toEqual(['create']);

    now = new Date(newDue + 1000);
    await tick();
    await tick();
    now = new Date(oldDue + 1000);
    await tick();
    expect(await batchesOf(schedule.id)).toHaveLength(1);
    expect((await admin('GET', path)).body).toMatchObject({
      status: 'completed',
      nextRunAt: null,
      lastRunAt: new Date(newDue + 1000).toISOString(),
    });
  });

  it('never fires one schedule twice, however many ticks race for it', async () => {
    now = new Date();
    const schedule = await createSchedule(DAY_BEFORE_AT_10);
    now = new Date(Date.parse(schedule.nextRunAt!) + 1000);
    await Promise.all([tick(), tick(), tick()]);
    expect(await batchesOf(schedule.id)).toHaveLength(1);
  });
});

describe('startScheduler', () => {
  it('ticks on its own until stopped', async () => {
    now = new Date();
    const schedule = await createSchedule(DAY_BEFORE_AT_10);
    now = new Date(Date.parse(schedule.nextRunAt!) + 1000);
    const scheduler = startScheduler({
      db: t.db,
      config: { SCHEDULER_INTERVAL_MS: 20 },
      clock,
      logger: t.app.log,
      messaging: t.app.messaging,
    });
    try {
      await expect
        .poll(async () => (await batchesOf(schedule.id)).length, { timeout: 10_000 })
        .toBe(1);
    } finally {
      await scheduler.stop();
    }
    const [row] = await t.db
      .select({ status: messageSchedules.status })
      .from(messageSchedules)
      .where(eq(messageSchedules.id, schedule.id));
    expect(row?.status).toBe('completed');
  });
});

describe('creating and reading', () => {
  it.each<[string, object, string, string]>([
    [
      'a fixed time already passed',
      { timing: { kind: 'at', at: '2020-01-01T10:00:00+03:00' } },
      'timing.at',
      '"On 1 Jan 2020 at 10:00" has already passed',
    ],
    [
      'a relative time before now',
      { timing: { kind: 'relative', amount: 30, unit: 'days', direction: 'before' } },
      'timing',
      '"30 days before the event" has already passed',
    ],
    [
      'a weekly run past its last day',
      { timing: { kind: 'weekly', weekday: 1, time: '09:00', until: '2020-01-01' } },
      'timing.until',
      'No run of "Every Monday at 09:00 until 1 Jan 2020" is left',
    ],
    [
      'an unknown template',
      { templateId: '00000000-0000-4000-8000-000000000000' },
      'templateId',
      'Unknown template',
    ],
    [
      'a filter the audience lacks',
      { filter: { name: 'vips' } },
      'filter.name',
      "Unknown recipient filter 'vips' (one of: all, not_invited, rsvp_pending, attending, still_to_pay, paid, selected)",
    ],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
  ])('refuses %s, naming the field', async (_, overrides, field, message) => {
    const { status, body } = await admin(
      'POST',
      '/api/schedules',
      scheduleInput(DAY_BEFORE_AT_10, overrides),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors[field]).toEqual([message]);
  });

  it('needs the audience’s send privilege and the event in scope', async () => {
    const noSend = await createUserWith(t, ['ADD_SCHEDULES', 'READ_EVENTS']);
    expect(
      (await apiAs(t, noSend.cookie)('POST', '/api/schedules', scheduleInput(DAY_BEFORE_AT_10)))
        .status,
    ).toBe(403);
    const outside = await createUserWith(t, ['ADD_SCHEDULES', 'UPDATE_ATTENDEES'], 'assigned');
    expect(
      (await apiAs(t, outside.cookie)('POST', '/api/schedules', scheduleInput(DAY_BEFORE_AT_10)))
        .status,
    ).toBe(404);
  });

  it('shows a user of scope `assigned` only the schedules they made', async () => {
    const organiser = await createUserWith(
      t,
      [
        'READ_SCHEDULES',
        'ADD_SCHEDULES',
        'READ_EVENTS',
        'ADD_EVENTS',
        'ADD_ATTENDEES',
        'UPDATE_ATTENDEES',
      ],
      'assigned',
    );
    const as = apiAs(t, organiser.cookie);
    const startsAt = new Date(Date.now() + 10 * DAY).toISOString();
    const event = await as('POST', '/api/events', {
      name: unique('Own event'),
      startsAt,
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    });
    expect(event.status).toBe(201);
    const own = await createSchedule(DAY_BEFORE_AT_10, { contextId: event.body.id }, as);
    const theirs = await createSchedule(DAY_BEFORE_AT_10);

    const list = await as('GET', '/api/schedules?size=100');
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([own.id]);
    expect((await as('GET', `/api/schedules/${theirs.id}`)).status).toBe(404);
    expect((await admin('GET', '/api/schedules?size=100')).body.total).toBeGreaterThan(1);
  });

  it('lists with the list convention: search, status filter, sort by next run', async () => {
    const { body } = await admin(
      'GET',
      '/api/schedules?filter=status:in:completed&sort=-lastRunAt&fields=id,status,lastRunAt',
    );
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'lastRunAt', 'status']);
      expect(item.status).toBe('completed');
    }
    expect((await admin('GET', '/api/schedules?sort=timing')).status).toBe(400);
  });

  it('deletes a schedule and keeps the batches it sent', async () => {
    now = new Date();
    const schedule = await createSchedule(DAY_BEFORE_AT_10);
    now = new Date(Date.parse(schedule.nextRunAt!) + 1000);
    await tick();
    const [batch] = await batchesOf(schedule.id);
    expect((await admin('DELETE', `/api/schedules/${schedule.id}`)).status).toBe(200);
    expect((await admin('GET', `/api/schedules/${schedule.id}`)).status).toBe(404);
    const [kept] = await t.db
      .select({ scheduleId: messageBatches.scheduleId })
      .from(messageBatches)
      .where(eq(messageBatches.id, batch!.id));
    expect(kept).toEqual({ scheduleId: null });
  });
});
