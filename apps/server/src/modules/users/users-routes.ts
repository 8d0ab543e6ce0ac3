import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserInputSchema,
  updateUserInputSchema,
  type Page,
  type UserRecord,
} from '@karamu/shared';
import type { AppDeps } from '../../app-deps';
import { actorOf, requires } from '../../lib/access';
import { notFound } from '../../lib/http-error';
import { idParamsSchema, pageQuerySchema, toOffset } from '../../lib/request-schemas';
import { getUser, listUsers } from './users-repository';
import { createUser, deleteUser, updateUser } from './users-service';

export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/users',
    { config: { access: requires('READ_USERS') }, schema: { querystring: pageQuerySchema } },
    async (request): Promise<Page<UserRecord>> => {
      const { items, total } = await listUsers(db, toOffset(request.query));
      return { items, total, ...request.query };
    },
  );

  app.post(
    '/api/users',
    { config: { access: requires('ADD_USERS') }, schema: { body: createUserInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await createUser(db, actorOf(request), request.body)),
  );

  app.get(
    '/api/users/:id',
    { config: { access: requires('READ_USERS') }, schema: { params: idParamsSchema } },
    async (request) =>
      (await getUser(db, request.params.id)) ?? Promise.reject(notFound('User not found')),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access: requires('UPDATE_USERS') },
      schema: { params: idParamsSchema, body: updateUserInputSchema },
    },
    async (request) => updateUser(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    { config: { access: requires('DELETE_USERS') }, schema: { params: idParamsSchema } },
    async (request) => {
      await deleteUser(db, actorOf(request), request.params.id);
      return { message: 'User deleted' };
    },
  );
};
