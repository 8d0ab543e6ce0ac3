/**
 * Every API route declares who may call it, and the declaration is what the server
 * enforces: generated from the route registry, so a new route gets its rows by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { PRIVILEGES, meetsRequirement } from '@karamu/shared';
import { registerAuth } from '../src/modules/auth/auth-plugin';
import { asWebApp, createTestApp, createUserWith, type TestApp } from './test-app';

let t: TestApp;
let nobody: string;
beforeAll(async () => {
  t = await createTestApp();
  nobody = (await createUserWith(t, [])).cookie;
});
afterAll(async () => t.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, SAMPLE_ID);

describe('route registry', () => {
  it('covers the API and lists each route once', () => {
    const names = t.app.routeRegistry.map((r) => `${r.method} ${r.url}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/me', 'GET /logout', 'GET /api/roles']),
    );
  });

  it('refuses to register an API route that declares no access', async () => {
    const app = Fastify();
    registerAuth(app, {
      db: t.db,
      sessionPolicy: { idleTimeoutMs: 1, absoluteTimeoutMs: 1 },
    });
    expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });
});

describe('access matrix', () => {
  const guarded = () => t.app.routeRegistry.filter((r) => r.access.kind !== 'public');

  it('answers 401 to every guarded route without a session', async () => {
    const rows = guarded();
    expect(rows.length).toBeGreaterThan(5);
    for (const route of rows) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        headers: asWebApp(),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to every privileged route for a user without its privileges', async () => {
    for (const route of guarded()) {
      if (route.access.kind !== 'privileged') continue;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        headers: asWebApp(nobody),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets through a user holding exactly what each privileged route requires', async () => {
    for (const route of guarded()) {
      if (route.access.kind !== 'privileged') continue;
      const requirement = route.access.requirement;
      const needed = [...(requirement.allOf ?? []), ...(requirement.anyOf ?? []).slice(0, 1)];
      expect(meetsRequirement(needed, requirement)).toBe(true);
      const holder = await createUserWith(
        t,
        PRIVILEGES.filter((p) => needed.includes(p)),
      );
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        headers: asWebApp(holder.cookie),
      });
      // Past the guard: the handler answers (404 for the sample id, 400 for a missing body).
      expect([200, 400, 404], `${route.method} ${route.url}`).toContain(response.statusCode);
    }
  });
});
