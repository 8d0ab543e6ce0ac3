import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRoleInputSchema, updateRoleInputSchema, type Page, type Role } from '@karamu/shared';
import type { AppDeps } from '../../app-deps';
import { actorOf, requires } from '../../lib/access';
import { notFound } from '../../lib/http-error';
import { idParamsSchema, pageQuerySchema, toOffset } from '../../lib/request-schemas';
import { getRole, listRoles } from './roles-repository';
import { createRole, deleteRole, updateRole } from './roles-service';

export const rolesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/roles',
    { config: { access: requires('READ_ROLES') }, schema: { querystring: pageQuerySchema } },
    async (request): Promise<Page<Role>> => {
      const { items, total } = await listRoles(db, toOffset(request.query));
      return { items, total, ...request.query };
    },
  );

  app.post(
    '/api/roles',
    { config: { access: requires('ADD_ROLES') }, schema: { body: createRoleInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await createRole(db, actorOf(request), request.body)),
  );

  app.get(
    '/api/roles/:id',
    { config: { access: requires('READ_ROLES') }, schema: { params: idParamsSchema } },
    async (request) =>
      (await getRole(db, request.params.id)) ?? Promise.reject(notFound('Role not found')),
  );

  app.patch(
    '/api/roles/:id',
    {
      config: { access: requires('UPDATE_ROLES') },
      schema: { params: idParamsSchema, body: updateRoleInputSchema },
    },
    async (request) => updateRole(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/roles/:id',
    { config: { access: requires('DELETE_ROLES') }, schema: { params: idParamsSchema } },
    async (request) => {
      await deleteRole(db, actorOf(request), request.params.id);
      return { message: 'Role deleted' };
    },
  );
};
