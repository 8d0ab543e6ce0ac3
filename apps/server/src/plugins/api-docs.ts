/**
 * The OpenAPI document, generated from the same zod schemas that validate requests, at
 * `/api/docs/json`, and a browsable page at `/api/docs`. The API of an open-source product
 * is no secret, so both are public; what each route requires is stated in its description.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../lib/access';

export const API_DOCS_PREFIX = '/api/docs';

function describeAccess(access: RouteAccess | undefined): string {
  if (!access || access.kind === 'public') return 'Public.';
  if (access.kind === 'signed-in') return 'Requires a signed-in user.';
  const { allOf = [], anyOf = [] } = access.requirement;
  const parts = [
    ...(allOf.length ? [`all of ${allOf.join(', ')}`] : []),
    ...(anyOf.length ? [`any of ${anyOf.join(', ')}`] : []),
  ];
  return `Requires ${parts.join(' and ')}.`;
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Karamu API',
        description:
          'Events, guests, vendors and pledges. Sign in with POST /api/login; the session cookie goes along. ' +
          'State-changing calls need a JSON body or the X-Requested-With header. Lists take repeated ' +
          '`filter=field:operator:value` parameters, `page`, `size`, `sort` and `fields`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'karamu_session' } },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = (input.route.config as { access?: RouteAccess } | undefined)?.access;
      return {
        ...transformed,
        schema: { ...transformed.schema, description: describeAccess(access) },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
