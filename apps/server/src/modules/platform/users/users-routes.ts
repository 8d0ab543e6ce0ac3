import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  createUserInputSchema,
  updateUserInputSchema,
  type CreateUserValues,
  type UpdateUserValues,
  type UserRecord,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { listUsers } from './users-repository';
import { usersInScope } from './users-scope';
import { createUser, deleteUser, mustGetUser, updateUser } from './users-service';

const userSchema = z.looseObject({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  version: z.number(),
}) as unknown as z.ZodType<UserRecord>;

export const usersRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  registerResourceRoutes<UserRecord, CreateUserValues, UpdateUserValues>(app, {
    path: '/api/users',
    noun: 'User',
    tag: 'users',
    item: userSchema,
    createInput: createUserInputSchema,
    updateInput: updateUserInputSchema,
    access: {
      list: requires('READ_USERS'),
      read: requires('READ_USERS'),
      create: requires('ADD_USERS'),
      update: requires('UPDATE_USERS'),
      delete: requires('DELETE_USERS'),
    },
    handlers: {
      list: async (actor, _params, query) =>
        listUsers(db, query, usersInScope(actorOf({ actor }), 'READ_USERS')),
      get: async (actor, { id }) =>
        mustGetUser(db, id!, usersInScope(actorOf({ actor }), 'READ_USERS')),
      create: async (actor, _params, input) => createUser(db, actor, input),
      update: async (actor, { id }, input) =>
        updateUser(db, actor, id!, input, config.MESSAGES_DAILY_CAP_PER_USER),
      remove: async (actor, { id }) => deleteUser(db, actor, id!),
    },
  });
};
