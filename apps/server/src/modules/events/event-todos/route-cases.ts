/**
 * The authorization matrix's rows for event to-dos: every record is a to-do of a new event of
 * the admin's, so a holder of scope `assigned` gets 404 (`scoped`), as for guests. event-
 * todos.test.ts covers the rest of the scope rule. test/route-cases.ts gathers them (decision
 * 0066b).
 */
import { type Api, newEvent, type RouteCase } from '../../../../test/route-case';

let counter = 0;

async function newTodo(admin: Api) {
  const event = await newEvent(admin);
  const { body } = await admin('POST', `/api/events/${event.id}/todos`, {
    title: `Matrix to-do ${++counter}`,
    daysBefore: 7,
  });
  return { url: `/api/events/${event.id}/todos/${body.id}`, version: body.version as number };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/events/:id/todos': {
    prepare: async ({ admin }) => ({ url: `/api/events/${(await newEvent(admin)).id}/todos` }),
    success: 200,
    scoped: true,
  },
  'POST /api/events/:id/todos': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/todos`,
      body: { title: 'Book the venue', daysBefore: 21 },
    }),
    success: 201,
    scoped: true,
  },
  'POST /api/events/:id/todos/starter-checklist': {
    prepare: async ({ admin }) => ({
      url: `/api/events/${(await newEvent(admin)).id}/todos/starter-checklist`,
    }),
    success: 201,
    scoped: true,
  },
  'GET /api/events/:id/todos/:todoId': {
    prepare: async ({ admin }) => ({ url: (await newTodo(admin)).url }),
    success: 200,
    scoped: true,
  },
  'PATCH /api/events/:id/todos/:todoId': {
    prepare: async ({ admin }) => {
      const todo = await newTodo(admin);
      return { url: todo.url, body: { status: 'done', version: todo.version } };
    },
    success: 200,
    scoped: true,
  },
  'DELETE /api/events/:id/todos/:todoId': {
    prepare: async ({ admin }) => ({ url: (await newTodo(admin)).url }),
    success: 200,
    scoped: true,
  },
};
