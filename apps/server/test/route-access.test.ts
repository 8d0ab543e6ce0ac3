/**
 * Every API route declares who may call it, and the declaration is what the server
 * enforces: generated from the route registry, so a new route gets its rows by itself.
 */
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerAuth } from '../src/modules/platform/auth/auth-plugin';
import { apiAs } from './api-client';
import { cookies } from './route-case';
import { ROUTE_CASES } from './route-cases';
import { answerMismatch } from './support/answer-contract';
import { ADMIN_PASSWORD, asWebApp, createUserWith, loginCookie, type TestApp } from './test-app';
import { useTestApp } from './support/admin-app';

let t: TestApp;
let nobody: string;
useTestApp(
  async (started) => {
    t = started;
    nobody = (await createUserWith(t, [])).cookie;
  },
  // Every row signs in fresh users: lift the per-address sign-in limit for this file.
  { LOGIN_MAX_ATTEMPTS_PER_IP: '100000' },
);

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
});

describe('authorization matrix: privilege and scope -> success; scope assigned -> 404', () => {
  const registryKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

  it('has a row for every registered route, and none for a route that is gone', () => {
    const registered = t.app.routeRegistry.map(registryKey).sort();
    expect(Object.keys(ROUTE_CASES).sort()).toEqual(registered);
  });

  it.each(Object.keys(ROUTE_CASES))('%s', async (key) => {
    const route = t.app.routeRegistry.find((r) => registryKey(r) === key);
    if (!route) throw new Error(`${key} is not registered`);
    const routeCase = ROUTE_CASES[key]!;
    const admin = apiAs(t, await loginCookie(t.app, 'admin', ADMIN_PASSWORD));
    const needed =
      route.access.kind === 'privileged'
        ? [
            ...(route.access.requirement.allOf ?? []),
            ...(route.access.requirement.anyOf ?? []).slice(0, 1),
          ]
        : [];

    const callAs = async (scope: 'all' | 'assigned') => {
      const holder =
        route.access.kind === 'public' ? undefined : await createUserWith(t, needed, scope);
      if (holder) cookies.set(holder.id, holder.cookie);
      const prepared = await routeCase.prepare({
        admin,
        t,
        self: apiAs(t, holder?.cookie),
        selfId: holder?.id ?? '',
      });
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: prepared.url,
        headers: {
          ...asWebApp(holder?.cookie),
          ...(prepared.raw ? { 'content-type': prepared.raw.contentType } : {}),
        },
        ...(prepared.raw ? { payload: prepared.raw.payload } : {}),
        ...(prepared.body !== undefined ? { payload: prepared.body as object } : {}),
      });
      return response;
    };

    const allowed = await callAs('all');
    expect(allowed.statusCode, `${key}: ${allowed.body}`).toBe(routeCase.success);
    // The success answer is the one the route declares (issue 27).
    expect(answerMismatch(route, allowed), `${key}: ${allowed.body.slice(0, 300)}`).toBeUndefined();
    if (routeCase.scoped) {
      const outside = await callAs('assigned');
      expect(outside.statusCode, `${key} outside scope: ${outside.body}`).toBe(404);
      expect(answerMismatch(route, outside), `${key} outside scope`).toBeUndefined();
    }
  });
});
