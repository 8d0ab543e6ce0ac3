/**
 * The one authentication and authorization hook. Every API route must declare
 * `config.access`; registering one without it throws, so a forgotten guard cannot ship.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meetsRequirement } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { PUBLIC, type RouteAccess } from '../../../lib/access';
import { isApiPath } from '../../../lib/api-paths';
import { ERROR_ANSWERS } from '../../../lib/answer-schemas';
import { API_DOCS_PREFIX } from '../../../plugins/api-docs';
import { forbidden, unauthorized } from '../../../lib/http-error';
import { SESSION_COOKIE, resolveSession, type SessionPolicy } from './sessions';

export type RegisteredRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  /** The declared answers by status (`schema.response`): the contract test walks them. */
  response: Readonly<Record<string, unknown>>;
};

export function registerAuth(
  app: FastifyInstance,
  { db, sessionPolicy }: { db: Db; sessionPolicy: SessionPolicy },
): RegisteredRoute[] {
  const registry: RegisteredRoute[] = [];
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    // The documentation plugin's own routes: public by decision, and not API calls that
    // the authorization matrix should walk (the docs test checks them).
    if (route.url === API_DOCS_PREFIX || route.url.startsWith(`${API_DOCS_PREFIX}/`)) {
      route.config = { ...route.config, access: PUBLIC };
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    // The error shape is the same on every route: declared once here, under any a route
    // declares for a status of its own (a sheet import's 400 with its problems).
    const response = { ...ERROR_ANSWERS, ...(route.schema?.response as object | undefined) };
    route.schema = { ...route.schema, response };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registry.push({ method, url: route.url, access, response });
    }
  });

  // onRequest, before the body is read: an upload without a session or privilege is
  // refused without receiving its megabytes (issue 13).
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    request.actor = token ? await resolveSession(db, token, sessionPolicy) : null;
    if (!request.actor) throw unauthorized();
    if (
      access.kind === 'privileged' &&
      !meetsRequirement(request.actor.privileges, access.requirement)
    ) {
      throw forbidden();
    }
  });

  return registry;
}
