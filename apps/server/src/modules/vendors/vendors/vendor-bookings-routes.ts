/**
 * `/api/vendors/:id/bookings`: the organisers' booking requests of one of the caller's own
 * vendors, and the owner's answer (decision 0060). Signed in and ownership-checked like the
 * rest of the vendor dashboard (404 outside, decision 0036).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerBookingInputSchema,
  vendorBookingSchema,
  vendorBookingsPageSchema,
  vendorBookingsQuerySchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, SIGNED_IN } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { answerBooking, listVendorBookings } from './vendor-bookings-service';

const bookingParams = idParamsSchema.extend({ eventId: z.uuid('must be a UUID') }).strict();

export const vendorBookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  const tags = ['vendors'];
  app.get(
    '/api/vendors/:id/bookings',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Organisers' bookings of one of your vendors, requests awaiting an answer first",
        params: idParamsSchema,
        querystring: vendorBookingsQuerySchema,
        response: { 200: vendorBookingsPageSchema },
      },
    },
    async (request) => listVendorBookings(db, actorOf(request), request.params.id, request.query),
  );
  app.post(
    '/api/vendors/:id/bookings/:eventId/answer',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Confirm or decline a booking of one of your vendors',
        params: bookingParams,
        body: answerBookingInputSchema,
        response: { 200: vendorBookingSchema },
      },
    },
    async (request) =>
      answerBooking(
        db,
        actorOf(request),
        { vendorId: request.params.id, eventId: request.params.eventId },
        request.body,
        new Date(now()),
      ),
  );
};
