/**
 * Every API route declares the statuses it succeeds with and a schema for each (issue 27),
 * and the OpenAPI document states them: generated from the route registry, so a new route
 * without them fails here, named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredAnswer, successStatuses } from './support/answer-contract';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Operation = { responses: Record<string, { description: string; content?: object }> };

describe('route contract', () => {
  it('every route declares a success status with a schema', () => {
    const undeclared = t.app.routeRegistry
      .filter((route) => successStatuses(route).length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(
      undeclared,
      'routes without a success status and schema in schema.response (declare them as the others do)',
    ).toEqual([]);
    for (const route of t.app.routeRegistry) {
      for (const status of successStatuses(route)) {
        expect(
          declaredAnswer(route, Number(status)),
          `${route.method} ${route.url} ${status}`,
        ).toBeTruthy();
      }
    }
  });

  it('every route declares the error shape for 4xx and 5xx', () => {
    for (const route of t.app.routeRegistry) {
      expect(declaredAnswer(route, 400), `${route.method} ${route.url}`).toBeDefined();
      expect(declaredAnswer(route, 500), `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('the OpenAPI document states the statuses routes really answer with', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const responsesOf = (method: string, path: string) =>
      Object.keys(doc.paths[path]![method]!.responses);
    expect(responsesOf('post', '/api/signup')).toEqual(expect.arrayContaining(['201', '4XX']));
    expect(responsesOf('post', '/api/signup')).not.toContain('200');
    expect(responsesOf('post', '/api/pay/{token}/payments')).toEqual(
      expect.arrayContaining(['200', '201', '202']),
    );
    // A file is documented with its own content type, a 304 without any.
    const cardPng = doc.paths['/api/invitations/{token}/card.png']!.get!.responses;
    expect(Object.keys(cardPng['200']!.content ?? {})).toEqual(['image/png']);
    expect(cardPng['304']!.content).toBeUndefined();
    for (const route of t.app.routeRegistry) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const documented = Object.keys(
        doc.paths[path]?.[route.method.toLowerCase()]?.responses ?? {},
      );
      expect(documented, `${route.method} ${route.url}`).toEqual(
        expect.arrayContaining(successStatuses(route)),
      );
    }
  });
});
