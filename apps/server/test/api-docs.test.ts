import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('OpenAPI document', () => {
  it('describes every API route, with its schemas and required privileges, without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    type Operation = {
      description?: string;
      parameters: { name: string }[];
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.app.routeRegistry) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        doc.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
    const createEvent = doc.paths['/api/events']!.post!;
    expect(createEvent.description).toBe('Requires all of ADD_EVENTS.');
    expect(createEvent.requestBody.content['application/json']!.schema.required).toEqual(
      expect.arrayContaining(['name', 'startsAt', 'timeZone', 'defaultCountry']),
    );
    const listEvents = doc.paths['/api/events']!.get!;
    expect(listEvents.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['filter', 'page', 'size', 'sort', 'fields']),
    );
  });

  it('serves a browsable page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger');
  });
});
