import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  createGuestInputSchema,
  guestSchema,
  updateGuestInputSchema,
  type Guest,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { guests } from '../../../db/schema';
import { eventIdInScope, mustGetEvent } from '../events';
import { listGuests } from './guests-repository';
import { createGuest, deleteGuest, mustGetGuest, updateGuest } from './guests-service';
import { onlyRecords } from '../../../lib/scope';

type CreateInput = z.output<typeof createGuestInputSchema>;
type UpdateInput = z.output<typeof updateGuestInputSchema>;

const eventParamsSchema = z.strictObject({ id: z.uuid('must be a UUID') });

export const guestsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<Guest, CreateInput, UpdateInput>(app, {
    path: '/api/events/:id/guests',
    idParam: 'guestId',
    parentParams: eventParamsSchema,
    noun: 'Guest',
    tag: 'guests',
    item: guestSchema,
    createInput: createGuestInputSchema,
    updateInput: updateGuestInputSchema,
    access: {
      list: requires('READ_ATTENDEES'),
      read: requires('READ_ATTENDEES'),
      create: requires('ADD_ATTENDEES'),
      update: requires('UPDATE_ATTENDEES'),
      delete: requires('DELETE_ATTENDEES'),
    },
    handlers: {
      list: async (actor, { id }, query) => {
        const event = await mustGetEvent(db, actorOf({ actor }), 'READ_ATTENDEES', id!);
        return listGuests(db, query, onlyRecords(eq(guests.eventId, event.id)));
      },
      get: async (actor, { id, guestId }) =>
        mustGetGuest(db, actorOf({ actor }), 'READ_ATTENDEES', id!, guestId!),
      create: async (actor, { id }, input) => createGuest(db, actor, id!, input),
      update: async (actor, { id, guestId }, input) => updateGuest(db, actor, id!, guestId!, input),
      remove: async (actor, { id, guestId }) => deleteGuest(db, actor, id!, guestId!),
    },
  });

  // Every guest the actor may see, across events (the `attendees` screen).
  registerResourceRoutes<Guest, never, never>(app, {
    path: '/api/attendees',
    noun: 'Guest',
    tag: 'guests',
    item: guestSchema,
    access: { list: requires('READ_ATTENDEES') },
    handlers: {
      list: async (actor, _params, query) =>
        listGuests(db, query, eventIdInScope(actorOf({ actor }), 'READ_ATTENDEES', guests.eventId)),
    },
  });
};
