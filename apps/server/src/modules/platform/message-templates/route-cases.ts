/**
 * The authorization matrix's rows for message templates and their mappings (installation-wide:
 * no record scope). test/route-cases.ts gathers them (decision 0066b).
 */
import {
  call,
  GUEST_NAME_MAPPING,
  newMessageTemplate,
  on,
  type RouteCase,
  unique,
} from '../../../../test/route-case';

const templateUrl = (template: { id: string }, path = '') => `/api/templates/${template.id}${path}`;

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/templates': call('/api/templates'),
  'POST /api/templates': {
    prepare: async () => ({
      url: '/api/templates',
      body: {
        name: unique('Message'),
        channel: 'email',
        audience: 'event-guests',
        subject: 'For {guest_name}',
        body: 'Karibu {guest_name}',
      },
    }),
    success: 201,
  },
  'GET /api/templates/:id': on(newMessageTemplate, (template) => ({ url: templateUrl(template) })),
  'PATCH /api/templates/:id': on(newMessageTemplate, (template) => ({
    url: templateUrl(template),
    body: { body: 'Welcome {guest_name}', version: template.version },
  })),
  'DELETE /api/templates/:id': on(newMessageTemplate, (template) => ({
    url: templateUrl(template),
  })),
  'GET /api/templates/:id/mappings': on(newMessageTemplate, (template) => ({
    url: templateUrl(template, '/mappings'),
  })),
  'PUT /api/templates/:id/mappings': on(newMessageTemplate, (template) => ({
    url: templateUrl(template, '/mappings'),
    body: { items: GUEST_NAME_MAPPING, version: template.version },
  })),
};
