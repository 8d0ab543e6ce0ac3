/**
 * `/api/events/:eventId/vendors`: an event's vendors picked from the directory. Reading
 * needs READ_EVENTS and changing UPDATE_EVENTS, on an event in the actor's scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventVendorSchema, linkEventVendorInputSchema } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { getEventVendors, linkEventVendor, unlinkEventVendor } from './event-vendors-service';

const eventParams = z.strictObject({ eventId: z.uuid('must be a UUID') });
const linkParams = eventParams.extend({ vendorId: z.uuid('must be a UUID') }).strict();

export const eventVendorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  app.get(
    '/api/events/:eventId/vendors',
    {
      config: { access: requires('READ_EVENTS') },
      schema: {
        tags: ['events'],
        summary: "An event's vendors",
        params: eventParams,
        response: { 200: z.object({ items: z.array(eventVendorSchema) }) },
      },
    },
    async (request) => ({
      items: await getEventVendors(db, actorOf(request), request.params.eventId, new Date(now())),
    }),
  );

  app.post(
    '/api/events/:eventId/vendors',
    {
      config: { access: requires('UPDATE_EVENTS') },
      schema: {
        tags: ['events'],
        summary:
          'Ask a published vendor (and maybe one of its services) to be an event vendor: a booking it confirms',
        params: eventParams,
        body: linkEventVendorInputSchema,
        response: { 201: eventVendorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await linkEventVendor(
            db,
            actorOf(request),
            request.params.eventId,
            request.body,
            new Date(now()),
          ),
        ),
  );

  app.delete(
    '/api/events/:eventId/vendors/:vendorId',
    {
      config: { access: requires('UPDATE_EVENTS') },
      schema: {
        tags: ['events'],
        summary: 'Remove a vendor from an event',
        params: linkParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { eventId, vendorId } = request.params;
      await unlinkEventVendor(db, actorOf(request), eventId, vendorId);
      return { message: 'Vendor removed' };
    },
  );
};
