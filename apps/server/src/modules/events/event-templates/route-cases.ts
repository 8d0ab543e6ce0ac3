/**
 * The authorization matrix's rows for the event templates gallery: public reads; writes need
 * the EVENT_TEMPLATES privileges and have no record scope. test/route-cases.ts gathers them
 * (decision 0066b).
 */
import {
  type Api,
  call,
  on,
  pngDataUrl,
  type RouteCase,
  unique,
  type Versioned,
} from '../../../../test/route-case';

async function newTemplate(admin: Api) {
  const { body } = await admin('POST', '/api/event-templates', {
    name: unique('Matrix design'),
    artwork: await pngDataUrl(),
  });
  return body as Versioned;
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  // Event templates (public gallery; writes need the EVENT_TEMPLATES privileges).
  'GET /api/event-templates': call('/api/event-templates'),
  'POST /api/event-templates': {
    prepare: async () => ({
      url: '/api/event-templates',
      body: { name: unique('Design'), artwork: await pngDataUrl() },
    }),
    success: 201,
  },
  'GET /api/event-templates/:id': on(newTemplate, (template) => ({
    url: `/api/event-templates/${template.id}`,
  })),
  'GET /api/event-templates/:id/artwork': on(newTemplate, (template) => ({
    url: `/api/event-templates/${template.id}/artwork`,
  })),
  'PATCH /api/event-templates/:id': on(newTemplate, (template) => ({
    url: `/api/event-templates/${template.id}`,
    body: { published: false, version: template.version },
  })),
  'DELETE /api/event-templates/:id': on(newTemplate, (template) => ({
    url: `/api/event-templates/${template.id}`,
  })),
};
