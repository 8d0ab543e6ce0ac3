/**
 * The invitation designs: browsing is public (the gallery at /event-templates), managing
 * them takes the EVENT_TEMPLATES privileges. A public call with a session cookie is read
 * as that user, so holders of READ_EVENT_TEMPLATES also see designs not yet published.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EVENT_TEMPLATE_ARTWORK_MAX_DATA_URL_LENGTH,
  createEventTemplateInputSchema,
  eventTemplateSchema,
  updateEventTemplateInputSchema,
  type EventTemplate,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { SessionPolicy } from '../../platform/auth';
import { PUBLIC, requires, type Actor } from '../../../lib/access';
import { notFound } from '../../../lib/http-error';
import { idParamsSchema } from '../../../lib/request-schemas';
import { ALL_RECORDS } from '../../../lib/scope';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { fileAnswer, noBodyAnswer } from '../../../lib/answer-schemas';
import { SESSION_COOKIE, resolveSession } from '../../platform/auth';
import {
  getEventTemplateArtwork,
  listEventTemplates,
  publishedOnly,
} from './event-templates-repository';
import {
  createEventTemplate,
  deleteEventTemplate,
  mustGetEventTemplate,
  seesHiddenTemplates,
  updateEventTemplate,
} from './event-templates-service';

type CreateInput = z.output<typeof createEventTemplateInputSchema>;
type UpdateInput = z.output<typeof updateEventTemplateInputSchema>;

/** An upload is a base64 data URL in JSON: room for the largest one, whatever BODY_LIMIT_BYTES says. */
const UPLOAD_BODY_LIMIT = EVENT_TEMPLATE_ARTWORK_MAX_DATA_URL_LENGTH + 64 * 1024;

/**
 * An SVG opened on its own is a document that could run script or load things; these
 * headers let it draw and nothing else. Raster images get them too: they cost nothing.
 */
const ARTWORK_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** A versioned URL (`?v=` the current version) never changes content: cache it for a year. */
function cacheControlOf(published: boolean, versioned: boolean): string {
  const audience = published ? 'public' : 'private';
  return versioned ? `${audience}, max-age=31536000, immutable` : `${audience}, max-age=300`;
}

export const eventTemplatesRoutes: FastifyPluginAsync<
  AppDeps & { sessionPolicy: SessionPolicy }
> = async (app, { db, sessionPolicy }) => {
  // Hooks added here apply to this plugin's routes only (Fastify encapsulation).
  app.addHook('onRoute', (route) => {
    if (route.method === 'POST' || route.method === 'PATCH') route.bodyLimit = UPLOAD_BODY_LIMIT;
  });
  /** The caller of a public route, when their session cookie is good; null for visitors. */
  const optionalActor = async (request: FastifyRequest): Promise<Actor | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && !request.actor) request.actor = await resolveSession(db, token, sessionPolicy);
    return request.actor;
  };
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.access?.kind !== 'public') return;
    // The answer depends on who asks (hidden designs): shared caches must keep them apart.
    reply.header('vary', 'Cookie');
    // Images look the caller up only for a design that is not published (see below).
    if (!request.routeOptions.url?.endsWith('/artwork')) await optionalActor(request);
  });

  registerResourceRoutes<EventTemplate, CreateInput, UpdateInput>(app, {
    path: '/api/event-templates',
    noun: 'Event template',
    tag: 'event-templates',
    item: eventTemplateSchema,
    createInput: createEventTemplateInputSchema,
    updateInput: updateEventTemplateInputSchema,
    access: {
      list: PUBLIC,
      read: PUBLIC,
      create: requires('ADD_EVENT_TEMPLATES'),
      update: requires('UPDATE_EVENT_TEMPLATES'),
      delete: requires('DELETE_EVENT_TEMPLATES'),
    },
    handlers: {
      list: async (actor, _params, query) =>
        listEventTemplates(db, query, publishedOnly(seesHiddenTemplates(actor))),
      get: async (actor, { id }) => mustGetEventTemplate(db, actor, id!),
      create: async (actor, _params, input) => createEventTemplate(db, actor, input),
      update: async (actor, { id }, input) => updateEventTemplate(db, actor, id!, input),
      remove: async (actor, { id }) => deleteEventTemplate(db, actor, id!),
    },
  });

  app.get(
    '/api/event-templates/:id/artwork',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['event-templates'],
        summary: 'The design as an image (SVG for the designs we ship, WebP for uploads)',
        params: idParamsSchema,
        // `v` only makes each version's URL new (see cacheControlOf).
        querystring: z.strictObject({ v: z.string().max(40).optional() }),
        response: {
          200: fileAnswer(['image/svg+xml', 'image/webp'], 'The design'),
          304: noBodyAnswer('The design the If-None-Match names is unchanged'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof idParamsSchema>;
      const { v } = request.query as { v?: string };
      // A gallery page loads many images: published ones need no session lookup.
      const artwork =
        (await getEventTemplateArtwork(db, id, publishedOnly(false))) ??
        (seesHiddenTemplates(await optionalActor(request))
          ? await getEventTemplateArtwork(db, id, ALL_RECORDS)
          : undefined);
      if (!artwork) throw notFound('Event template not found');
      const etag = `"${id}-${artwork.version}"`;
      reply
        .headers(ARTWORK_HEADERS)
        .header('etag', etag)
        .header('cache-control', cacheControlOf(artwork.published, v === String(artwork.version)));
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .header('content-type', artwork.type)
        .header('last-modified', artwork.updatedAt.toUTCString())
        .send(artwork.bytes);
    },
  );
};
