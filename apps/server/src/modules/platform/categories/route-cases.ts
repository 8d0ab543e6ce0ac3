/**
 * The authorization matrix's rows for event and service categories (installation-wide: no
 * record scope). test/route-cases.ts gathers them (decision 0066b).
 */
import {
  type Api,
  call,
  on,
  type RouteCase,
  unique,
  type Versioned,
} from '../../../../test/route-case';

async function newCategory(admin: Api) {
  const { body } = await admin('POST', '/api/categories', {
    kind: 'event',
    name: unique('Matrix category'),
  });
  return body as Versioned;
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/categories': call('/api/categories'),
  'POST /api/categories': {
    prepare: async () => ({
      url: '/api/categories',
      body: { kind: 'service', name: unique('Category') },
    }),
    success: 201,
  },
  'GET /api/categories/:id': on(newCategory, (category) => ({
    url: `/api/categories/${category.id}`,
  })),
  'PATCH /api/categories/:id': on(newCategory, (category) => ({
    url: `/api/categories/${category.id}`,
    body: { description: 'Changed', version: category.version },
  })),
  'DELETE /api/categories/:id': on(newCategory, (category) => ({
    url: `/api/categories/${category.id}`,
  })),
};
