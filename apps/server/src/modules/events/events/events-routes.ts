import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEventInputSchema,
  eventSchema,
  eventTeamInputSchema,
  eventTeamMemberSchema,
  updateEventInputSchema,
  type EventRecord,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { eventsInScope } from './event-scope';
import { listEvents } from './events-repository';
import {
  createEvent,
  deleteEvent,
  getEventTeam,
  mustGetEvent,
  setEventTeam,
  updateEvent,
} from './events-service';

type CreateInput = z.output<typeof createEventInputSchema>;
type UpdateInput = z.output<typeof updateEventInputSchema>;

export const eventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<EventRecord, CreateInput, UpdateInput>(app, {
    path: '/api/events',
    noun: 'Event',
    tag: 'events',
    item: eventSchema,
    createInput: createEventInputSchema,
    updateInput: updateEventInputSchema,
    access: {
      list: requires('READ_EVENTS'),
      read: requires('READ_EVENTS'),
      create: requires('ADD_EVENTS'),
      update: requires('UPDATE_EVENTS'),
      delete: requires('DELETE_EVENTS'),
    },
    handlers: {
      list: async (actor, _params, query) =>
        listEvents(db, query, eventsInScope(actorOf({ actor }), 'READ_EVENTS')),
      get: async (actor, { id }) => mustGetEvent(db, actorOf({ actor }), 'READ_EVENTS', id!),
      create: async (actor, _params, input) => createEvent(db, actor, input),
      update: async (actor, { id }, input) => updateEvent(db, actor, id!, input),
      remove: async (actor, { id }) => deleteEvent(db, actor, id!),
    },
  });

  app.get(
    '/api/events/:id/team',
    {
      config: { access: requires('READ_EVENTS') },
      schema: {
        tags: ['events'],
        params: idParamsSchema,
        response: { 200: z.array(eventTeamMemberSchema) },
      },
    },
    async (request) => getEventTeam(db, actorOf(request), request.params.id),
  );

  app.put(
    '/api/events/:id/team',
    {
      config: { access: requires('UPDATE_EVENTS') },
      schema: {
        tags: ['events'],
        params: idParamsSchema,
        body: eventTeamInputSchema,
        response: { 200: z.array(eventTeamMemberSchema) },
      },
    },
    async (request) => setEventTeam(db, actorOf(request), request.params.id, request.body.userIds),
  );
};
