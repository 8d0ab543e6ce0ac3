/** An event's to-dos as the API answers them, with the due day worked out in the event's zone. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Todo, TodoTeamMember } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { eventTeam, eventTodos, events, users } from '../../../db/schema';

const creator = alias(users, 'creator');
const assignee = alias(users, 'assignee');

/**
 * The day a to-do is due, in its event's zone: the fixed day, or the event's start day
 * (as the venue's calendar shows it) less the days before. Date arithmetic in PostgreSQL
 * counts calendar days, so "21 days before" is the same weekday however clocks change.
 */
export const dueDay = sql`coalesce(${eventTodos.dueOn}, ((${events.startsAt} at time zone ${events.timeZone})::date - ${eventTodos.daysBefore}))`;

/** `instant` as a calendar day in the event's zone. */
export const dayInEventZone = (instant: Date) =>
  sql`(${instant.toISOString()}::timestamptz at time zone ${events.timeZone})::date`;

const selectTodos = (db: Db, now: Date) =>
  db
    .select({
      todo: eventTodos,
      dueDate: sql<string>`to_char(${dueDay}, 'YYYY-MM-DD')`,
      overdue: sql<boolean>`${eventTodos.status} = 'open' and ${dueDay} < ${dayInEventZone(now)}`,
      assigneeName: assignee.name,
      createdBy: creator.username,
    })
    .from(eventTodos)
    .innerJoin(events, eq(events.id, eventTodos.eventId))
    .leftJoin(assignee, eq(assignee.id, eventTodos.assigneeId))
    .leftJoin(creator, eq(creator.id, eventTodos.createdBy));

type Row = Awaited<ReturnType<typeof selectTodos>>[number];

const toTodo = ({ todo, dueDate, overdue, assigneeName, createdBy }: Row): Todo => ({
  id: todo.id,
  eventId: todo.eventId,
  title: todo.title,
  notes: todo.notes,
  dueOn: todo.dueOn,
  daysBefore: todo.daysBefore,
  dueDate,
  overdue,
  assigneeId: todo.assigneeId,
  assigneeName,
  status: todo.status,
  doneAt: todo.doneAt?.toISOString() ?? null,
  remindedAt: todo.remindedAt?.toISOString() ?? null,
  created: todo.createdAt.toISOString(),
  updated: todo.updatedAt.toISOString(),
  createdBy,
  version: todo.version,
});

/** Every to-do of the event, soonest due first (open before done on the same day). */
export async function listTodos(db: Db, eventId: string, now: Date): Promise<Todo[]> {
  const rows = await selectTodos(db, now)
    .where(eq(eventTodos.eventId, eventId))
    .orderBy(asc(dueDay), asc(eventTodos.status), asc(eventTodos.createdAt), asc(eventTodos.id));
  return rows.map(toTodo);
}

export async function getTodo(
  db: Db,
  eventId: string,
  todoId: string,
  now: Date,
): Promise<Todo | undefined> {
  const [row] = await selectTodos(db, now).where(
    and(eq(eventTodos.id, todoId), eq(eventTodos.eventId, eventId)),
  );
  return row ? toTodo(row) : undefined;
}

export async function countTodos(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(eventTodos)
    .where(eq(eventTodos.eventId, eventId));
  return row?.total ?? 0;
}

/**
 * The event's team, who to-dos may be assigned to: its creator and the users on its
 * `event_team`, the same people an `assigned`-scope role lets see it. Disabled accounts
 * are left out: nobody can act on a reminder sent to them.
 */
export async function listTeam(db: Db, eventId: string): Promise<TodoTeamMember[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        sql`${users.id} in (select ${events.createdBy} from ${events} where ${events.id} = ${eventId} union select ${eventTeam.userId} from ${eventTeam} where ${eventTeam.eventId} = ${eventId})`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
