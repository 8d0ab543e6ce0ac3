import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIONS, PRIVILEGES, grantOf } from '@karamu/shared';
import { requiresAnyOf } from '../../../lib/access';

/** The catalogue, with how each privilege is granted, for the roles screen. */
const catalogue = PRIVILEGES.map((value) => {
  const action = ACTIONS.find((a) => value.startsWith(`${a}_`));
  return {
    value,
    action: action ?? null,
    resource: action ? value.slice(action.length + 1) : null,
    grant: grantOf(value),
  };
});

const catalogueSchema = z.object({
  items: z.array(
    z.object({
      value: z.string(),
      action: z.string().nullable(),
      resource: z.string().nullable(),
      grant: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const privilegesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/privileges',
    {
      config: { access: requiresAnyOf('READ_AUTHORITIES', 'READ_ROLES') },
      schema: { response: { 200: catalogueSchema } },
    },
    async () => ({
      items: catalogue,
      total: catalogue.length,
    }),
  );
};
