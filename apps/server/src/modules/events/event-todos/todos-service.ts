/** Adding, changing and removing an event's to-dos: each one transaction with its audit entry. */
import { eq } from 'drizzle-orm';
import {
  MAX_TODOS_PER_EVENT,
  TODO_DUE_WINDOW_DAYS,
  starterChecklistFor,
  type createTodoInputSchema,
  type EventRecord,
  type Privilege,
  type Todo,
  type TodoList,
  type updateTodoInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { eventTodos } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { mustGetEvent } from '../events';
import { countTodos, getTodo, listTeam, listTodos } from './todos-repository';

const RESOURCE = 'todos';
type CreateTodo = z.output<typeof createTodoInputSchema>;
type UpdateTodo = z.output<typeof updateTodoInputSchema>;

const DAY_MS = 86_400_000;

/** `instant` as a calendar day (yyyy-MM-dd) where the clocks of `timeZone` show it. */
function dayInZone(instant: Date, timeZone: string): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** A fixed due day near the event: a slip of the year is refused rather than kept. */
function assertDueInWindow(event: EventRecord, dueOn: string | null | undefined) {
  if (!dueOn) return;
  const offset = daysFrom(dayInZone(new Date(event.startsAt), event.timeZone), dueOn);
  if (offset < -TODO_DUE_WINDOW_DAYS.before || offset > TODO_DUE_WINDOW_DAYS.after) {
    const message = `Due date must be within ${TODO_DUE_WINDOW_DAYS.before / 365} years before and ${TODO_DUE_WINDOW_DAYS.after / 365} year after the event`;
    throw badRequest(message, { dueOn: [message] });
  }
}

async function assertOnTeam(db: Db, eventId: string, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  const team = await listTeam(db, eventId);
  if (!team.some((member) => member.id === assigneeId)) {
    const message = "The assignee must be on the event's team (its creator or a team member)";
    throw badRequest(message, { assigneeId: [message] });
  }
}

async function assertRoomFor(db: Db, eventId: string, adding: number) {
  if ((await countTodos(db, eventId)) + adding > MAX_TODOS_PER_EVENT) {
    const message = `An event can have at most ${MAX_TODOS_PER_EVENT} to-dos`;
    throw badRequest(message, { title: [message] });
  }
}

/** The to-do, if its event is in the actor's scope for `privilege`; otherwise 404. */
export async function mustGetTodo(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  eventId: string,
  todoId: string,
): Promise<Todo> {
  await mustGetEvent(db, actor, privilege, eventId);
  const todo = await getTodo(db, eventId, todoId, new Date());
  if (!todo) throw notFound('To-do not found');
  return todo;
}

export async function getTodoList(db: Db, actor: Actor, eventId: string): Promise<TodoList> {
  const event = await mustGetEvent(db, actor, 'READ_TODOS', eventId);
  const now = new Date();
  return {
    items: await listTodos(db, eventId, now),
    team: await listTeam(db, eventId),
    categoryName: event.categoryName,
    today: dayInZone(now, event.timeZone),
  };
}

async function insertTodos(
  tx: Db,
  actor: Actor,
  eventId: string,
  inputs: readonly CreateTodo[],
): Promise<Todo[]> {
  const rows = await tx
    .insert(eventTodos)
    .values(
      inputs.map((input) => ({
        eventId,
        title: input.title,
        notes: input.notes ?? null,
        dueOn: input.dueOn ?? null,
        daysBefore: input.dueOn ? null : (input.daysBefore ?? null),
        assigneeId: input.assigneeId ?? null,
        status: input.status,
        doneAt: input.status === 'done' ? new Date() : null,
        createdBy: actor.userId,
      })),
    )
    .returning({ id: eventTodos.id });
  const created: Todo[] = [];
  for (const row of rows) {
    const todo = (await getTodo(tx, eventId, row.id, new Date()))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: todo.id,
      after: todo,
    });
    created.push(todo);
  }
  return created;
}

export async function createTodo(
  db: Db,
  actor: Actor,
  eventId: string,
  input: CreateTodo,
): Promise<Todo> {
  return db.transaction(async (tx) => {
    const event = await mustGetEvent(tx, actor, 'ADD_TODOS', eventId);
    assertDueInWindow(event, input.dueOn);
    await assertOnTeam(tx, eventId, input.assigneeId);
    await assertRoomFor(tx, eventId, 1);
    const [created] = await insertTodos(tx, actor, eventId, [input]);
    return created!;
  });
}

/**
 * Where a starter item falls for an event `daysLeft` days away: its usual time before the
 * event, or today when that time has passed (a checklist added 40 days before a wedding
 * must not open with eight overdue items). An event already past gets them due today.
 */
function starterDue(daysBefore: number, daysLeft: number, today: string) {
  if (daysLeft < 0) return { dueOn: today, daysBefore: null };
  return { dueOn: null, daysBefore: Math.min(daysBefore, daysLeft) };
}

/**
 * Adds the starter checklist of the event's category (decision 0049), every item due
 * relative to the event, none before today, and unassigned, in one transaction. Adding it
 * twice adds it twice: the organiser sees the list and deletes what they do not want.
 */
export async function addStarterChecklist(
  db: Db,
  actor: Actor,
  eventId: string,
  now: Date,
): Promise<{ items: Todo[] }> {
  return db.transaction(async (tx) => {
    const event = await mustGetEvent(tx, actor, 'ADD_TODOS', eventId);
    const starter = starterChecklistFor(event.categoryName);
    await assertRoomFor(tx, eventId, starter.length);
    const today = dayInZone(now, event.timeZone);
    const daysLeft = daysFrom(today, dayInZone(new Date(event.startsAt), event.timeZone));
    const items = await insertTodos(
      tx,
      actor,
      eventId,
      starter.map((item) => ({
        title: item.title,
        ...starterDue(item.daysBefore, daysLeft, today),
        notes: null,
        status: 'open' as const,
      })),
    );
    return { items };
  });
}

/** The due columns after a change: naming one kind of due day clears the other. */
function nextDue(before: Todo, fields: Pick<UpdateTodo, 'dueOn' | 'daysBefore'>) {
  const dueOn = fields.dueOn !== undefined ? fields.dueOn : before.dueOn;
  const daysBefore = fields.daysBefore !== undefined ? fields.daysBefore : before.daysBefore;
  if (fields.dueOn != null) return { dueOn: fields.dueOn, daysBefore: null };
  if (fields.daysBefore != null) return { dueOn: null, daysBefore: fields.daysBefore };
  if (dueOn == null && daysBefore == null) {
    const message = 'Give a due date or days before the event';
    throw badRequest(message, { dueOn: [message] });
  }
  return { dueOn, daysBefore };
}

export async function updateTodo(
  db: Db,
  actor: Actor,
  eventId: string,
  todoId: string,
  input: UpdateTodo,
): Promise<Todo> {
  const { version, dueOn, daysBefore, ...fields } = input;
  return db.transaction(async (tx) => {
    const event = await mustGetEvent(tx, actor, 'UPDATE_TODOS', eventId);
    const before = await getTodo(tx, eventId, todoId, new Date());
    if (!before) throw notFound('To-do not found');
    assertVersion(before, version);
    const due = nextDue(before, { dueOn, daysBefore });
    if (dueOn != null) assertDueInWindow(event, dueOn);
    await assertOnTeam(tx, eventId, fields.assigneeId);
    const statusChanged = fields.status !== undefined && fields.status !== before.status;
    return updateVersioned(tx, actor, {
      table: eventTodos,
      id: todoId,
      version,
      set: {
        ...fields,
        ...due,
        ...(statusChanged ? { doneAt: fields.status === 'done' ? new Date() : null } : {}),
      },
      resource: RESOURCE,
      before,
      reread: () => getTodo(tx, eventId, todoId, new Date()),
    });
  });
}

export async function deleteTodo(db: Db, actor: Actor, eventId: string, todoId: string) {
  await db.transaction(async (tx) => {
    const before = await mustGetTodo(tx, actor, 'DELETE_TODOS', eventId, todoId);
    await tx.delete(eventTodos).where(eq(eventTodos.id, todoId));
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: RESOURCE,
      recordId: todoId,
      before,
    });
  });
}
