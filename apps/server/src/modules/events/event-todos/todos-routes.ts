/**
 * `/api/events/:id/todos`: an event's to-dos (decision 0049). Each route needs its TODOS
 * privilege on an event in the actor's scope, as guests do.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTodoInputSchema,
  todoListSchema,
  todoSchema,
  updateTodoInputSchema,
  type Todo,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import {
  addStarterChecklist,
  createTodo,
  deleteTodo,
  getTodoList,
  mustGetTodo,
  updateTodo,
} from './todos-service';

type CreateInput = z.output<typeof createTodoInputSchema>;
type UpdateInput = z.output<typeof updateTodoInputSchema>;

const eventParamsSchema = z.strictObject({ id: z.uuid('must be a UUID') });

export const todosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  // The whole list at once (an event holds a few hundred at most), with who may be assigned.
  app.get(
    '/api/events/:id/todos',
    {
      config: { access: requires('READ_TODOS') },
      schema: {
        tags: ['todos'],
        summary: "An event's to-dos, soonest due first, and its team",
        params: eventParamsSchema,
        response: { 200: todoListSchema },
      },
    },
    async (request) => getTodoList(db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/events/:id/todos/starter-checklist',
    {
      config: { access: requires('ADD_TODOS') },
      schema: {
        tags: ['todos'],
        summary: "Add the starter checklist of the event's category",
        params: eventParamsSchema,
        response: { 201: z.object({ items: z.array(todoSchema) }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addStarterChecklist(db, actorOf(request), request.params.id, new Date(now()))),
  );

  registerResourceRoutes<Todo, CreateInput, UpdateInput>(app, {
    path: '/api/events/:id/todos',
    idParam: 'todoId',
    parentParams: eventParamsSchema,
    noun: 'To-do',
    tag: 'todos',
    item: todoSchema,
    createInput: createTodoInputSchema,
    updateInput: updateTodoInputSchema,
    access: {
      read: requires('READ_TODOS'),
      create: requires('ADD_TODOS'),
      update: requires('UPDATE_TODOS'),
      delete: requires('DELETE_TODOS'),
    },
    handlers: {
      get: async (actor, { id, todoId }) =>
        mustGetTodo(db, actorOf({ actor }), 'READ_TODOS', id!, todoId!),
      create: async (actor, { id }, input) => createTodo(db, actor, id!, input),
      update: async (actor, { id, todoId }, input) => updateTodo(db, actor, id!, todoId!, input),
      remove: async (actor, { id, todoId }) => deleteTodo(db, actor, id!, todoId!),
    },
  });
};
