import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  createOccasionInputSchema,
  occasionSchema,
  updateOccasionInputSchema,
  type Occasion,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { occasionsInScope } from './occasion-scope';
import { listOccasions } from './occasions-repository';
import {
  createOccasion,
  deleteOccasion,
  mustGetOccasion,
  updateOccasion,
} from './occasions-service';

type CreateInput = z.output<typeof createOccasionInputSchema>;
type UpdateInput = z.output<typeof updateOccasionInputSchema>;

export const occasionsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<Occasion, CreateInput, UpdateInput>(app, {
    path: '/api/occasions',
    noun: 'Occasion',
    tag: 'occasions',
    item: occasionSchema,
    createInput: createOccasionInputSchema,
    updateInput: updateOccasionInputSchema,
    access: {
      list: requires('READ_OCCASIONS'),
      read: requires('READ_OCCASIONS'),
      create: requires('ADD_OCCASIONS'),
      update: requires('UPDATE_OCCASIONS'),
      delete: requires('DELETE_OCCASIONS'),
    },
    handlers: {
      list: async (actor, _params, query) =>
        listOccasions(db, query, occasionsInScope(actorOf({ actor }), 'READ_OCCASIONS')),
      get: async (actor, { id }) => mustGetOccasion(db, actorOf({ actor }), 'READ_OCCASIONS', id!),
      create: async (actor, _params, input) => createOccasion(db, actor, input),
      update: async (actor, { id }, input) => updateOccasion(db, actor, id!, input),
      remove: async (actor, { id }) => deleteOccasion(db, actor, id!),
    },
  });
};
