/**
 * Enquiries (decision 0039): the storefront's public form, bounded per client address and
 * per phone (429 with Retry-After), and the vendor's own list and status changes
 * (`signed-in`, ownership-checked: 404 outside, decision 0036).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEnquiryInputSchema,
  enquiryListQuerySchema,
  enquirySchema,
  updateEnquiryInputSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { Messaging } from '../../platform/messaging';
import { PUBLIC, SIGNED_IN, actorOf } from '../../../lib/access';
import { messageAnswerSchema } from '../../../lib/answer-schemas';
import { pageSchemaOf } from '../../../lib/resource-routes';
import { idParamsSchema } from '../../../lib/request-schemas';
import { tooManyRequests } from '../../../lib/too-many-requests';
import { WindowCounter } from '../../../lib/window-counter';
import { createEnquiry, listEnquiries, updateEnquiry } from './vendor-enquiries-service';

/** A person enquires of a few vendors an hour; more from one address or phone is a flood. */
export const ENQUIRIES_PER_ADDRESS_PER_HOUR = 10;
export const ENQUIRIES_PER_PHONE_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export const vendorEnquiriesRoutes: FastifyPluginAsyncZod<
  AppDeps & { messaging: Messaging }
> = async (app, { db, messaging }) => {
  const tags = ['vendor enquiries'];
  const byAddress = new WindowCounter(ENQUIRIES_PER_ADDRESS_PER_HOUR, HOUR_MS);
  const byPhone = new WindowCounter(ENQUIRIES_PER_PHONE_PER_HOUR, HOUR_MS);

  app.post(
    '/api/public/vendors/:id/enquiries',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        params: idParamsSchema,
        body: createEnquiryInputSchema,
        response: { 201: messageAnswerSchema },
      },
    },
    async (request, reply) => {
      const wait = Math.max(
        byAddress.retryAfterMs(request.ip),
        byPhone.retryAfterMs(request.body.phone),
      );
      if (wait > 0) throw tooManyRequests('Too many enquiries sent.', wait);
      byAddress.hit(request.ip);
      byPhone.hit(request.body.phone);
      const sent = await createEnquiry(db, request.params.id, request.body, messaging);
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/api/vendors/:id/enquiries',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: enquiryListQuerySchema,
        response: { 200: pageSchemaOf(enquirySchema) },
      },
    },
    async (request) => listEnquiries(db, actorOf(request), request.params.id, request.query),
  );

  app.patch(
    '/api/vendor-enquiries/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateEnquiryInputSchema,
        response: { 200: enquirySchema },
      },
    },
    async (request) => updateEnquiry(db, actorOf(request), request.params.id, request.body),
  );
};
