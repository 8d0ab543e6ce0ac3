import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  createRoleInputSchema,
  roleScopeSchema,
  updateRoleInputSchema,
  type CreateRoleInput,
  type Role,
  type UpdateRoleInput,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { requires } from '../../../lib/access';
import { notFound } from '../../../lib/http-error';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { getRole, listRoles } from './roles-repository';
import { createRole, deleteRole, updateRole } from './roles-service';

const roleSchema: z.ZodType<Role> = z.object({
  id: z.string(),
  name: z.string(),
  scope: roleScopeSchema,
  privileges: z.array(z.object({ value: z.string() })),
  created: z.string(),
  updated: z.string(),
  version: z.number(),
}) as z.ZodType<Role>;

export const rolesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<Role, CreateRoleInput, UpdateRoleInput>(app, {
    path: '/api/roles',
    noun: 'Role',
    tag: 'roles',
    item: roleSchema,
    createInput: createRoleInputSchema as z.ZodType<CreateRoleInput>,
    updateInput: updateRoleInputSchema as z.ZodType<UpdateRoleInput>,
    access: {
      list: requires('READ_ROLES'),
      read: requires('READ_ROLES'),
      create: requires('ADD_ROLES'),
      update: requires('UPDATE_ROLES'),
      delete: requires('DELETE_ROLES'),
    },
    handlers: {
      list: async (_actor, _params, query) => listRoles(db, query),
      get: async (_actor, { id }) =>
        (await getRole(db, id!)) ?? Promise.reject(notFound('Role not found')),
      create: async (actor, _params, input) => createRole(db, actor, input),
      update: async (actor, { id }, input) => updateRole(db, actor, id!, input),
      remove: async (actor, { id }) => deleteRole(db, actor, id!),
    },
  });
};
