/**
 * "Every Monday until the balance is 0": a weekly schedule to the members whose balance
 * is above 0 that ends by itself once nobody owes, under a clock the test moves. Also
 * schedules relative to an occasion's date.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { runDueSchedules } from '../src/modules/platform/message-schedules/scheduler';
import type { Clock } from '../src/modules/platform/messaging';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { batchesOf } from './support/schedule-batches';
import { createTemplate } from './support/messaging-fixtures';
import { addMembers, newOccasion } from './support/pledge-fixtures';
import { contribute } from './support/pledges-http';
import type { TestApp } from './test-app';

const DAY = 86_400_000;
let t: TestApp;
let admin: AdminApi;
let templateId: string;

/** A clock the test sets; the scheduler reads nothing else for "now". */
let now = new Date();
const clock: Clock = { now: () => now };
const tick = () => runDueSchedules(t.db, t.app.messaging, clock, t.app.log);

useAdminApp(async (started) => {
  ({ t, admin } = started);
  templateId = await createTemplate(admin, {
    channel: 'sms',
    audience: 'occasion-members',
    body: 'Hujambo {member_name}, salio lako ni {balance} kwa {occasion_name}',
  });
});

const EVERY_MONDAY_UNTIL_PAID = {
  kind: 'weekly',
  weekday: 1,
  time: '09:00',
  untilNobodyLeft: true,
} as const;

async function createSchedule(occasionId: string, timing: object) {
  const { status, body } = await admin('POST', '/api/schedules', {
    name: 'Kumbusho la michango',
    templateId,
    contextId: occasionId,
    filter: { name: 'with_balance' },
    timing,
    timeZone: 'Africa/Nairobi',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: string; nextRunAt: string; timing: object; audience: string };
}

const getSchedule = async (id: string) => (await admin('GET', `/api/schedules/${id}`)).body;

describe('every Monday at 09:00 until nobody is left, to "balance above 0"', () => {
  it('reminds whoever still owes each week, then completes without a batch', async () => {
    const occasion = await newOccasion(admin);
    const [amina, baraka] = await addMembers(admin, occasion.id, [
      { name: 'Amina', phone: '+254712000001', pledged: 1_000_000, paid: 400_000 },
      { name: 'Baraka', phone: '+254712000002', pledged: 250_000 },
      { name: 'Chausiku', phone: '+254712000003', pledged: 500_000, paid: 500_000 },
    ]);
    now = new Date();
    const schedule = await createSchedule(occasion.id, EVERY_MONDAY_UNTIL_PAID);
    expect(schedule).toMatchObject({
      audience: 'occasion-members',
      timing: EVERY_MONDAY_UNTIL_PAID,
    });
    const first = new Date(schedule.nextRunAt);
    expect(first.getUTCDay()).toBe(1);
    expect(first.getUTCHours()).toBe(6); // 09:00 in Nairobi

    // Week 1: the two who owe.
    now = new Date(first.getTime() + 60_000);
    await tick();
    expect(await batchesOf(t.db, schedule.id)).toEqual([
      [
        'Hujambo Amina, salio lako ni KES 6,000.00 kwa Harusi ya Neema',
        'Hujambo Baraka, salio lako ni KES 2,500.00 kwa Harusi ya Neema',
      ],
    ]);
    expect(await getSchedule(schedule.id)).toMatchObject({
      status: 'active',
      nextRunAt: new Date(first.getTime() + 7 * DAY).toISOString(),
    });

    // Amina pays the rest; week 2 reaches Baraka alone.
    await contribute(admin, amina!.id, 600_000);
    now = new Date(first.getTime() + 7 * DAY + 60_000);
    await tick();
    expect((await batchesOf(t.db, schedule.id)).at(-1)).toEqual([
      'Hujambo Baraka, salio lako ni KES 2,500.00 kwa Harusi ya Neema',
    ]);

    // Baraka pays in two parts; nobody owes by week 3: the run ends the schedule.
    await contribute(admin, baraka!.id, 200_000);
    await contribute(admin, baraka!.id, 50_000);
    now = new Date(first.getTime() + 14 * DAY + 60_000);
    await tick();
    expect(await batchesOf(t.db, schedule.id)).toHaveLength(2);
    const after = await getSchedule(schedule.id);
    expect(after).toMatchObject({
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
      changes: {
        status: { before: 'active', after: 'completed' },
        outcome: { after: 'Nobody is left: the filter picks no recipient' },
      },
    });

    // Completed is the end: later ticks send nothing.
    now = new Date(first.getTime() + 21 * DAY + 60_000);
    await tick();
    expect(await batchesOf(t.db, schedule.id)).toHaveLength(2);
  });

  it('runs on while someone still owes, even when no SMS can reach them', async () => {
    const occasion = await newOccasion(admin, { name: 'Send-off' });
    await addMembers(admin, occasion.id, [{ name: 'Dalila (no phone)', pledged: 100_000 }]);
    now = new Date();
    const schedule = await createSchedule(occasion.id, EVERY_MONDAY_UNTIL_PAID);
    now = new Date(Date.parse(schedule.nextRunAt) + 60_000);
    await tick();
    expect(await batchesOf(t.db, schedule.id)).toEqual([]);
    expect(await getSchedule(schedule.id)).toMatchObject({
      status: 'active',
      lastRunAt: now.toISOString(),
      nextRunAt: new Date(Date.parse(schedule.nextRunAt) + 7 * DAY).toISOString(),
    });
  });

  it('without the option, a week with nobody to remind is just a run', async () => {
    const occasion = await newOccasion(admin, { name: 'Paid up' });
    await addMembers(admin, occasion.id, [
      { name: 'Eliud', phone: '+254712000005', pledged: 100_000, paid: 100_000 },
    ]);
    now = new Date();
    const { untilNobodyLeft: _, ...everyMonday } = EVERY_MONDAY_UNTIL_PAID;
    const schedule = await createSchedule(occasion.id, everyMonday);
    now = new Date(Date.parse(schedule.nextRunAt) + 60_000);
    await tick();
    expect(await getSchedule(schedule.id)).toMatchObject({ status: 'active' });
  });

  it('reads "until nobody is left" in the refusal of a last day already gone', async () => {
    const occasion = await newOccasion(admin);
    const { status, body } = await admin('POST', '/api/schedules', {
      name: 'Too late',
      templateId,
      contextId: occasion.id,
      filter: { name: 'with_balance' },
      timing: { ...EVERY_MONDAY_UNTIL_PAID, until: '2020-01-01' },
      timeZone: 'Africa/Nairobi',
    });
    expect(status).toBe(400);
    expect(body.fieldErrors['timing.until']).toEqual([
      'No run of "Every Monday at 09:00 until nobody is left (at the latest 1 Jan 2020)" is left',
    ]);
  });
});

describe('schedules relative to the occasion', () => {
  it('run at 10:00 the day before in the zone, and follow the occasion when it moves', async () => {
    const occasion = await newOccasion(admin, { days: 20 });
    await addMembers(admin, occasion.id, [
      { name: 'Faraji', phone: '+254712000006', pledged: 100_000 },
    ]);
    now = new Date();
    const schedule = await createSchedule(occasion.id, {
      kind: 'relative',
      amount: 1,
      unit: 'days',
      direction: 'before',
      time: '10:00',
    });
    // 14:00 in Nairobi is 11:00 UTC; 10:00 there the day before is 07:00 UTC.
    const startsAt = Date.parse(occasion.startsAt);
    const dayBefore = new Date(startsAt - DAY);
    dayBefore.setUTCHours(7, 0, 0, 0);
    expect(schedule.nextRunAt).toBe(dayBefore.toISOString());

    // The occasion moves two days earlier: the next tick re-plans from its new date.
    const moved = await admin('PATCH', `/api/occasions/${occasion.id}`, {
      startsAt: new Date(startsAt - 2 * DAY).toISOString(),
      version: occasion.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    now = new Date(dayBefore.getTime() - 3 * DAY);
    await tick();
    expect((await getSchedule(schedule.id)).nextRunAt).toBe(
      new Date(dayBefore.getTime() - 2 * DAY).toISOString(),
    );
  });
});
