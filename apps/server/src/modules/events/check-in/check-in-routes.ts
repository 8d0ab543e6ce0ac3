/**
 * Check-in at the door (decision 0008): door staff (VERIFY_ATTENDEES) download a kit and
 * record check-ins one by one or in offline batches; organisers read card codes and the
 * live counters. Every route answers 404 for an event outside the caller's scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardCodeSchema,
  checkInEventsSchema,
  checkInInputSchema,
  checkInKitSchema,
  checkInSummarySchema,
  checkInSyncInputSchema,
  checkInSyncResultSchema,
  checkInVerdictSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires, requiresAnyOf } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import {
  getCheckInEvents,
  getCheckInKit,
  getCheckInSummary,
  getGuestCardCode,
  recordCheckIn,
  syncCheckIns,
} from './check-in-service';

const guestParams = z.strictObject({
  id: z.uuid('must be a UUID'),
  guestId: z.uuid('must be a UUID'),
});
const tags = ['check-in'];
const verify = requires('VERIFY_ATTENDEES');

export const checkInRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/events/:id/guests/:guestId/card-code',
    {
      config: { access: requires('READ_ATTENDEES') },
      schema: {
        tags,
        summary: "The signed code of a guest's card (its QR code)",
        params: guestParams,
        response: { 200: cardCodeSchema },
      },
    },
    async (request) =>
      getGuestCardCode(db, actorOf(request), request.params.id, request.params.guestId),
  );

  app.get(
    '/api/check-in/events',
    {
      config: { access: verify },
      schema: {
        tags,
        summary: 'The events the caller may check guests in at (not cancelled), newest first',
        response: { 200: checkInEventsSchema },
      },
    },
    async (request) => getCheckInEvents(db, actorOf(request)),
  );

  app.get(
    '/api/events/:id/check-in-kit',
    {
      config: { access: verify },
      schema: {
        tags,
        summary: "What a door device needs offline: the guest list and the event's public key",
        params: idParamsSchema,
        response: { 200: checkInKitSchema },
      },
    },
    async (request) => getCheckInKit(db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/events/:id/check-ins',
    {
      config: { access: verify },
      schema: {
        tags,
        summary: 'Admit people on a card now; the same clientId again answers the same verdict',
        params: idParamsSchema,
        body: checkInInputSchema,
        response: { 200: checkInVerdictSchema },
      },
    },
    async (request) => recordCheckIn(db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/events/:id/check-ins/sync',
    {
      config: { access: verify },
      schema: {
        tags,
        summary: 'Record check-ins a device made offline, in the order they were scanned',
        params: idParamsSchema,
        body: checkInSyncInputSchema,
        response: { 200: checkInSyncResultSchema },
      },
    },
    async (request) => syncCheckIns(db, actorOf(request), request.params.id, request.body.items),
  );

  app.get(
    '/api/events/:id/check-ins/summary',
    {
      config: { access: requiresAnyOf('READ_ATTENDEES', 'VERIFY_ATTENDEES') },
      schema: {
        tags,
        summary: "The event's door counters (poll every few seconds for live figures)",
        params: idParamsSchema,
        response: { 200: checkInSummarySchema },
      },
    },
    async (request) => getCheckInSummary(db, actorOf(request), request.params.id),
  );
};
