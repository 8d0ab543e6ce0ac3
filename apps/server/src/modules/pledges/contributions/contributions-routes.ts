import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  contributionSchema,
  createContributionInputSchema,
  updateContributionInputSchema,
  type Contribution,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { contributions } from '../../../db/schema';
import { actorOf, requires } from '../../../lib/access';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { occasionIdInScope } from '../occasions';
import { listContributions } from './contributions-repository';
import {
  createContribution,
  deleteContribution,
  mustGetContribution,
  updateContribution,
} from './contributions-service';

type CreateInput = z.output<typeof createContributionInputSchema>;
type UpdateInput = z.output<typeof updateContributionInputSchema>;

export const contributionsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<Contribution, CreateInput, UpdateInput>(app, {
    path: '/api/contributions',
    noun: 'Contribution',
    tag: 'contributions',
    item: contributionSchema,
    createInput: createContributionInputSchema,
    updateInput: updateContributionInputSchema,
    access: {
      list: requires('READ_CONTRIBUTIONS'),
      read: requires('READ_CONTRIBUTIONS'),
      create: requires('ADD_CONTRIBUTIONS'),
      update: requires('UPDATE_CONTRIBUTIONS'),
      delete: requires('DELETE_CONTRIBUTIONS'),
    },
    handlers: {
      list: async (actor, _params, query) =>
        listContributions(
          db,
          query,
          occasionIdInScope(actorOf({ actor }), 'READ_CONTRIBUTIONS', contributions.occasionId),
        ),
      get: async (actor, { id }) =>
        mustGetContribution(db, actorOf({ actor }), 'READ_CONTRIBUTIONS', id!),
      create: async (actor, _params, input) => createContribution(db, actor, input),
      update: async (actor, { id }, input) => updateContribution(db, actor, id!, input),
      remove: async (actor, { id }) => deleteContribution(db, actor, id!),
    },
  });
};
