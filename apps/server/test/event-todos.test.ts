/**
 * Event to-dos (decision 0049) through the API on a real embedded database: due days fixed
 * or relative to the event (following it when it moves), the team rule for assignees, the
 * starter checklist, refusals that write nothing, record scope through the event, and the
 * reminder tick under a clock the test sets: one reminder per due day, again once when
 * the due day changes, none for a done to-do, and (decision 0059) only to the team's proven
 * phones, on the event owner's allowance.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { Todo, TodoList } from '@karamu/shared';
import { categories, eventTodos, messageBatches, messages, users } from '../src/db/schema';
import { runDueTodoReminders } from '../src/modules/events/event-todos';
import type { Clock } from '../src/modules/platform/messaging';
import { apiAs } from './api-client';
import { createUserWith, type TestApp } from './test-app';
import { useAdminApp } from './support/admin-app';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let adminId: string;

/** 2027-03-20 10:00 in Nairobi (UTC+3): the events of this file start then unless moved. */
const EVENT_START = '2027-03-20T10:00:00+03:00';

let now = new Date('2027-01-01T00:00:00Z');
const clock: Clock = { now: () => now };
const tick = () => runDueTodoReminders(t.db, t.app.messaging, clock, t.app.log);

useAdminApp(async (started) => {
  ({ t, admin } = started);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  adminId = row!.id;
  // A proven phone: reminders go only to the number its holder proved (decision 0059).
  await t.db
    .update(users)
    .set({ phone: '+254711000001', verifiedPhone: '+254711000001' })
    .where(eq(users.id, adminId));
});

let counter = 0;
async function newEvent(api = admin, extra: Record<string, unknown> = {}) {
  const { status, body } = await api('POST', '/api/events', {
    name: `To-do event ${++counter}`,
    startsAt: EVENT_START,
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
    ...extra,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: string; version: number };
}

async function addTodo(eventId: string, body: Record<string, unknown>, api = admin) {
  const response = await api('POST', `/api/events/${eventId}/todos`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Todo;
}

const list = async (eventId: string, api = admin) =>
  (await api('GET', `/api/events/${eventId}/todos`)).body as TodoList;

const todoCount = async (eventId: string) =>
  (await t.db.select({ n: count() }).from(eventTodos).where(eq(eventTodos.eventId, eventId)))[0]!.n;

describe('due days', () => {
  it('keeps a fixed day and counts a relative one back from the start day in the event zone', async () => {
    const event = await newEvent();
    await addTodo(event.id, { title: 'Book the venue', daysBefore: 21 });
    await addTodo(event.id, { title: 'Print the cards', dueOn: '2027-03-01' });
    const { items } = await list(event.id);
    expect(items.map((todo) => [todo.title, todo.dueDate])).toEqual([
      ['Book the venue', '2027-02-27'],
      ['Print the cards', '2027-03-01'],
    ]);
  });

  it('moves relative to-dos with their event, in the event zone', async () => {
    const event = await newEvent();
    await addTodo(event.id, { title: 'Relative', daysBefore: 7 });
    await addTodo(event.id, { title: 'Fixed', dueOn: '2027-03-01' });
    // 01:30 on 1 April in Nairobi is still 31 March in UTC: the zone decides the day.
    const moved = await admin('PATCH', `/api/events/${event.id}`, {
      startsAt: '2027-04-01T01:30:00+03:00',
      version: event.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const byTitle = Object.fromEntries((await list(event.id)).items.map((x) => [x.title, x]));
    expect(byTitle.Relative!.dueDate).toBe('2027-03-25');
    expect(byTitle.Fixed!.dueDate).toBe('2027-03-01');
  });

  it('switches between fixed and relative, one at a time', async () => {
    const event = await newEvent();
    const todo = await addTodo(event.id, { title: 'Switch', daysBefore: 10 });
    const fixed = await admin('PATCH', `/api/events/${event.id}/todos/${todo.id}`, {
      dueOn: '2027-02-02',
      version: todo.version,
    });
    expect(fixed.body).toMatchObject({ dueOn: '2027-02-02', daysBefore: null });
    const cleared = await admin('PATCH', `/api/events/${event.id}/todos/${todo.id}`, {
      dueOn: null,
      version: (fixed.body as Todo).version,
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.fieldErrors).toHaveProperty('dueOn');
  });

  it('marks an open to-do whose day has passed as overdue, and a done one not', async () => {
    const event = await newEvent(admin, {
      startsAt: new Date(Date.now() + 86_400_000 * 10).toISOString(),
    });
    const late = await addTodo(event.id, { title: 'Late', daysBefore: 30 });
    await addTodo(event.id, { title: 'Done late', daysBefore: 30, status: 'done' });
    const { items } = await list(event.id);
    expect(items.find((x) => x.id === late.id)!.overdue).toBe(true);
    expect(items.find((x) => x.title === 'Done late')).toMatchObject({ overdue: false });
    expect(items.find((x) => x.title === 'Done late')!.doneAt).not.toBeNull();
  });
});

describe('bad input writes nothing', () => {
  it.each([
    ['a due day years from the event', { title: 'x', dueOn: '2031-01-01' }, 'dueOn'],
    ['a due day out of every bound', { title: 'x', dueOn: '0000-01-01' }, 'dueOn'],
    ['too many days before', { title: 'x', daysBefore: 5000 }, 'daysBefore'],
    ['a fraction of a day', { title: 'x', daysBefore: 1.5 }, 'daysBefore'],
    ['negative days', { title: 'x', daysBefore: -1 }, 'daysBefore'],
    ['both kinds of due day', { title: 'x', dueOn: '2027-03-01', daysBefore: 3 }, 'dueOn'],
    ['no due day', { title: 'x' }, 'dueOn'],
    ['no title', { title: ' ', daysBefore: 3 }, 'title'],
    ['an unknown status', { title: 'x', daysBefore: 3, status: 'later' }, 'status'],
  ])('refuses %s', async (_name, body, field) => {
    const event = await newEvent();
    const response = await admin('POST', `/api/events/${event.id}/todos`, body);
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty(field);
    expect(await todoCount(event.id)).toBe(0);
  });

  it('assigns only to the event creator or its team, naming assigneeId otherwise', async () => {
    const event = await newEvent();
    const outsider = await createUserWith(t, ['READ_TODOS']);
    const refused = await admin('POST', `/api/events/${event.id}/todos`, {
      title: 'Not theirs',
      daysBefore: 3,
      assigneeId: outsider.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toHaveProperty('assigneeId');
    expect(await todoCount(event.id)).toBe(0);

    const todo = await addTodo(event.id, { title: 'Mine', daysBefore: 3, assigneeId: adminId });
    const moved = await admin('PATCH', `/api/events/${event.id}/todos/${todo.id}`, {
      assigneeId: outsider.id,
      title: 'Changed',
      version: todo.version,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors).toHaveProperty('assigneeId');
    const [row] = await t.db.select().from(eventTodos).where(eq(eventTodos.id, todo.id));
    expect(row).toMatchObject({ title: 'Mine', assigneeId: adminId, version: 1 });

    const team = await admin('PUT', `/api/events/${event.id}/team`, { userIds: [outsider.id] });
    expect(team.status).toBe(200);
    expect((await list(event.id)).team.map((member) => member.id).sort()).toEqual(
      [adminId, outsider.id].sort(),
    );
    const assigned = await admin('PATCH', `/api/events/${event.id}/todos/${todo.id}`, {
      assigneeId: outsider.id,
      version: todo.version,
    });
    expect(assigned.status).toBe(200);
  });

  it('answers 404 for a to-do of another event, changing nothing', async () => {
    const [first, second] = [await newEvent(), await newEvent()];
    const todo = await addTodo(second.id, { title: 'Second', daysBefore: 3 });
    const path = `/api/events/${first.id}/todos/${todo.id}`;
    expect((await admin('GET', path)).status).toBe(404);
    expect((await admin('PATCH', path, { title: 'Hijack', version: 1 })).status).toBe(404);
    expect((await admin('DELETE', path)).status).toBe(404);
    const [row] = await t.db.select().from(eventTodos).where(eq(eventTodos.id, todo.id));
    expect(row!.title).toBe('Second');
  });

  it('answers 409 to a stale version', async () => {
    const event = await newEvent();
    const todo = await addTodo(event.id, { title: 'Once', daysBefore: 3 });
    const path = `/api/events/${event.id}/todos/${todo.id}`;
    expect((await admin('PATCH', path, { status: 'done', version: 1 })).status).toBe(200);
    expect((await admin('PATCH', path, { title: 'Stale', version: 1 })).status).toBe(409);
  });
});

describe('record scope', () => {
  it('follows the event: an assigned-scope user sees the to-dos of their own events only', async () => {
    const organiser = await createUserWith(
      t,
      ['READ_EVENTS', 'ADD_EVENTS', 'READ_TODOS', 'ADD_TODOS', 'UPDATE_TODOS', 'DELETE_TODOS'],
      'assigned',
    );
    const api = apiAs(t, organiser.cookie);
    const theirs = await newEvent(api);
    const todo = await addTodo(
      theirs.id,
      { title: 'Theirs', daysBefore: 3, assigneeId: organiser.id },
      api,
    );
    expect((await list(theirs.id, api)).items.map((x) => x.id)).toEqual([todo.id]);

    const adminsEvent = await newEvent();
    const adminsTodo = await addTodo(adminsEvent.id, { title: 'Admin', daysBefore: 3 });
    expect((await api('GET', `/api/events/${adminsEvent.id}/todos`)).status).toBe(404);
    const path = `/api/events/${adminsEvent.id}/todos/${adminsTodo.id}`;
    expect((await api('PATCH', path, { title: 'x', version: 1 })).status).toBe(404);
    expect((await api('DELETE', path)).status).toBe(404);
    expect(
      (await api('POST', `/api/events/${adminsEvent.id}/todos`, { title: 'x', daysBefore: 1 }))
        .status,
    ).toBe(404);
    expect(await todoCount(adminsEvent.id)).toBe(1);
  });

  it('needs the privilege: a reader cannot add', async () => {
    const reader = await createUserWith(t, ['READ_EVENTS', 'READ_TODOS']);
    const event = await newEvent();
    const api = apiAs(t, reader.cookie);
    expect((await api('GET', `/api/events/${event.id}/todos`)).status).toBe(200);
    expect(
      (await api('POST', `/api/events/${event.id}/todos`, { title: 'x', daysBefore: 1 })).status,
    ).toBe(403);
  });
});

describe('starter checklist', () => {
  it("adds the category's list in one go, every item relative and editable", async () => {
    // Seeded at first start with the event designs.
    const [category] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`lower(${categories.name}) = 'wedding' and ${categories.kind} = 'event'`);
    const event = await newEvent(admin, { categoryId: category!.id });
    const added = await admin('POST', `/api/events/${event.id}/todos/starter-checklist`);
    expect(added.status).toBe(201);
    const items = (added.body as { items: Todo[] }).items;
    expect(items.map((x) => x.title)).toContain('Book the venue');
    expect(items.every((x) => x.daysBefore !== null && x.dueOn === null)).toBe(true);
    expect((await list(event.id)).categoryName).toBe('Wedding');
    const edited = await admin('PATCH', `/api/events/${event.id}/todos/${items[0]!.id}`, {
      title: 'Agree the budget (done with the family)',
      version: items[0]!.version,
    });
    expect(edited.status).toBe(200);
  });

  it('puts nothing in the past: items whose usual time has gone are due today', async () => {
    const [category] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`lower(${categories.name}) = 'wedding' and ${categories.kind} = 'event'`);
    // 40 days from today, as the app's own clock counts (the checklist's wedding list
    // starts 26 weeks before).
    const startsAt = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const event = await newEvent(admin, { categoryId: category!.id, startsAt });
    const added = await admin('POST', `/api/events/${event.id}/todos/starter-checklist`);
    const { items } = added.body as { items: Todo[] };
    const { today } = await list(event.id);
    expect(items.filter((x) => x.overdue)).toEqual([]);
    expect(items.every((x) => x.dueDate >= today)).toBe(true);
    const dueToday = items.filter((x) => x.dueDate === today);
    const stillAhead = items.filter((x) => x.dueDate > today);
    expect(dueToday.map((x) => x.title)).toContain('Book the venue');
    expect(stillAhead.map((x) => x.title)).toContain('Agree the seating plan');
    // Still relative: they follow the event when it moves.
    expect(items.every((x) => x.daysBefore !== null)).toBe(true);
  });

  it('gives an event without a category the general list', async () => {
    const event = await newEvent();
    const added = await admin('POST', `/api/events/${event.id}/todos/starter-checklist`);
    expect((added.body as { items: Todo[] }).items.length).toBeGreaterThan(0);
  });
});

describe('reminders', () => {
  const reminders = async (todoId: string) =>
    t.db
      .select({ address: messages.address, body: messages.body, audience: messageBatches.audience })
      .from(messages)
      .innerJoin(messageBatches, eq(messageBatches.id, messages.batchId))
      .where(like(messages.recipientKey, `todo:${todoId}:%`));

  it('reminds the assignee once from 08:00 the day before, and once more when the due day changes', async () => {
    const event = await newEvent();
    const todo = await addTodo(event.id, {
      title: 'Pay the caterer',
      dueOn: '2027-03-10',
      assigneeId: adminId,
    });
    const done = await addTodo(event.id, {
      title: 'Already done',
      dueOn: '2027-03-10',
      assigneeId: adminId,
      status: 'done',
    });
    const unassigned = await addTodo(event.id, { title: 'Nobody', dueOn: '2027-03-10' });

    // 07:59 in Nairobi on 9 March: not yet.
    now = new Date('2027-03-09T04:59:00Z');
    await tick();
    expect(await reminders(todo.id)).toHaveLength(0);

    now = new Date('2027-03-09T05:00:00Z');
    await tick();
    await tick();
    now = new Date('2027-03-12T05:00:00Z');
    await tick();
    const sent = await reminders(todo.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ address: '+254711000001', audience: 'todo-reminders' });
    expect(sent[0]!.body).toContain('Pay the caterer');
    expect(sent[0]!.body).toContain('10 Mar 2027');
    expect(await reminders(done.id)).toHaveLength(0);
    expect(await reminders(unassigned.id)).toHaveLength(0);
    const [row] = await t.db.select().from(eventTodos).where(eq(eventTodos.id, todo.id));
    expect(row).toMatchObject({ remindedFor: '2027-03-10' });
    expect(row!.remindedAt?.toISOString()).toBe('2027-03-09T05:00:00.000Z');

    // A new due day is a new reminder, once.
    const current = (await list(event.id)).items.find((x) => x.id === todo.id)!;
    const moved = await admin('PATCH', `/api/events/${event.id}/todos/${todo.id}`, {
      dueOn: '2027-03-15',
      version: current.version,
    });
    expect(moved.status).toBe(200);
    await tick();
    expect(await reminders(todo.id)).toHaveLength(1);
    now = new Date('2027-03-14T06:00:00Z');
    await tick();
    await tick();
    expect(await reminders(todo.id)).toHaveLength(2);
  });

  it('reminds a relative to-do again when its event moves', async () => {
    const event = await newEvent();
    const todo = await addTodo(event.id, { title: 'Relative', daysBefore: 1, assigneeId: adminId });
    now = new Date('2027-03-19T06:00:00Z');
    await tick();
    expect(await reminders(todo.id)).toHaveLength(1);
    const moved = await admin('PATCH', `/api/events/${event.id}`, {
      startsAt: '2027-03-27T10:00:00+03:00',
      version: event.version,
    });
    expect(moved.status).toBe(200);
    await tick();
    expect(await reminders(todo.id)).toHaveLength(1);
    now = new Date('2027-03-26T06:00:00Z');
    await tick();
    await tick();
    expect(await reminders(todo.id)).toHaveLength(2);
  });

  it('reminds once when two ticks run at the same time', async () => {
    const event = await newEvent();
    const todo = await addTodo(event.id, {
      title: 'Both ticks',
      dueOn: '2027-03-05',
      assigneeId: adminId,
    });
    now = new Date('2027-03-04T06:00:00Z');
    await Promise.all([tick(), tick()]);
    expect(await reminders(todo.id)).toHaveLength(1);
  });

  it('sends no SMS to a phone its holder has not proven (decision 0059)', async () => {
    const event = await newEvent();
    const todo = await addTodo(event.id, {
      title: 'Unproven',
      dueOn: '2027-04-10',
      assigneeId: adminId,
    });
    // The profile's phone changed since it was proven: anyone can type any number there.
    await t.db.update(users).set({ phone: '+254711000999' }).where(eq(users.id, adminId));
    try {
      now = new Date('2027-04-09T06:00:00Z');
      await tick();
    } finally {
      await t.db.update(users).set({ phone: '+254711000001' }).where(eq(users.id, adminId));
    }
    const sms = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(like(messages.recipientKey, `todo:${todo.id}:%`), eq(messages.channel, 'sms')));
    expect(sms).toHaveLength(0);
    // Handled for that due day all the same: not tried again every tick.
    const [row] = await t.db.select().from(eventTodos).where(eq(eventTodos.id, todo.id));
    expect(row).toMatchObject({ remindedFor: '2027-04-10' });
  });

  /** A user whose phone is proven, as a code would leave it: to put on an event's team. */
  async function helperWithProvenPhone(phone: string) {
    const helper = await createUserWith(t, ['READ_TODOS']);
    await t.db.update(users).set({ phone, verifiedPhone: phone }).where(eq(users.id, helper.id));
    return helper;
  }

  const smsOf = (todoId: string) =>
    t.db
      .select({ address: messages.address, createdBy: messages.createdBy })
      .from(messages)
      .where(and(like(messages.recipientKey, `todo:${todoId}:%`), eq(messages.channel, 'sms')));

  it("reminds only the event's team: nobody taken off it since (decision 0059)", async () => {
    const event = await newEvent();
    const stays = await helperWithProvenPhone('+254711000002');
    const leaves = await helperWithProvenPhone('+254711000003');
    const team = (userIds: string[]) => admin('PUT', `/api/events/${event.id}/team`, { userIds });
    expect((await team([stays.id, leaves.id])).status).toBe(200);
    const kept = await addTodo(event.id, {
      title: 'Still ours',
      dueOn: '2027-06-10',
      assigneeId: stays.id,
    });
    const orphaned = await addTodo(event.id, {
      title: 'No longer theirs',
      dueOn: '2027-06-10',
      assigneeId: leaves.id,
    });
    // Taken off the team after the to-do was assigned: the assignment stays, the reminder does not.
    expect((await team([stays.id])).status).toBe(200);
    now = new Date('2027-06-09T06:00:00Z');
    await tick();
    expect(await smsOf(kept.id)).toEqual([{ address: '+254711000002', createdBy: adminId }]);
    expect(await reminders(orphaned.id)).toHaveLength(0);
  });

  it("spends the event owner's SMS allowance, not the assignee's: with none left, no SMS", async () => {
    const event = await newEvent();
    const helper = await helperWithProvenPhone('+254711000004');
    expect(
      (await admin('PUT', `/api/events/${event.id}/team`, { userIds: [helper.id] })).status,
    ).toBe(200);
    const todo = await addTodo(event.id, {
      title: 'On the owner',
      dueOn: '2027-07-10',
      assigneeId: helper.id,
    });
    const [owner] = await t.db
      .select({ allowance: users.smsDailyAllowance })
      .from(users)
      .where(eq(users.id, adminId));
    // The assignee may send plenty; the owner, whose notice it is, may send no SMS today.
    await t.db.update(users).set({ smsDailyAllowance: 0 }).where(eq(users.id, adminId));
    try {
      now = new Date('2027-07-09T06:00:00Z');
      await tick();
    } finally {
      await t.db
        .update(users)
        .set({ smsDailyAllowance: owner!.allowance })
        .where(eq(users.id, adminId));
    }
    expect(await smsOf(todo.id)).toHaveLength(0);
    // Refused, and handled for that due day all the same: not tried again every tick.
    const [row] = await t.db.select().from(eventTodos).where(eq(eventTodos.id, todo.id));
    expect(row).toMatchObject({ remindedFor: '2027-07-10' });
  });

  it("reminds at most once a UTC day however often the due day changes, on the owner's allowance", async () => {
    const event = await newEvent();
    const todo = await addTodo(event.id, {
      title: 'Moving target',
      dueOn: '2027-05-10',
      assigneeId: adminId,
    });
    now = new Date('2027-05-09T06:00:00Z');
    await tick();
    expect(await reminders(todo.id)).toHaveLength(1);
    for (const dueOn of ['2027-05-09', '2027-05-08', '2027-05-07']) {
      const current = (await list(event.id)).items.find((x) => x.id === todo.id)!;
      const moved = await admin('PATCH', `/api/events/${event.id}/todos/${todo.id}`, {
        dueOn,
        version: current.version,
      });
      expect(moved.status).toBe(200);
      now = new Date(now.getTime() + 3_600_000);
      await tick();
    }
    expect(await reminders(todo.id)).toHaveLength(1);
    // The next UTC day, the day it is due for now is reminded, once.
    now = new Date('2027-05-10T00:30:00Z');
    await tick();
    await tick();
    const sent = await reminders(todo.id);
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.body).join('\n')).toContain('was due on Fri, 7 May 2027');
    const spent = await t.db
      .select({ createdBy: messages.createdBy })
      .from(messages)
      .where(like(messages.recipientKey, `todo:${todo.id}:%`));
    // The event's owner (here the admin who made it) spends for its reminders.
    expect(spent.map((m) => m.createdBy)).toEqual([adminId, adminId]);
  });

  it('sends nothing for the to-dos of a cancelled event', async () => {
    const event = await newEvent();
    const todo = await addTodo(event.id, {
      title: 'Cancelled',
      dueOn: '2027-03-10',
      assigneeId: adminId,
    });
    const cancelled = await admin('PATCH', `/api/events/${event.id}`, {
      status: 'cancelled',
      version: event.version,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    now = new Date('2027-03-12T06:00:00Z');
    await tick();
    expect(await reminders(todo.id)).toHaveLength(0);
  });
});
