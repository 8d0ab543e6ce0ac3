import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIONS, PRIVILEGES, grantOf } from '@karamu/shared';
import { requiresAnyOf } from '../../lib/access';

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

export const privilegesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/privileges',
    { config: { access: requiresAnyOf('READ_AUTHORITIES', 'READ_ROLES') } },
    async () => ({
      items: catalogue,
      total: catalogue.length,
    }),
  );
};
