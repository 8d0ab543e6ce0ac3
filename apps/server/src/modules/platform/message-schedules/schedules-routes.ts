import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchEstimateSchema,
  createScheduleInputSchema,
  scheduleSchema,
  scheduleVersionInputSchema,
  updateScheduleInputSchema,
  type CreateScheduleInput,
  type Schedule,
  type ScheduleAction,
  type UpdateScheduleInput,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { Messaging } from '../messaging';
import { actorOf, requires } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { listSchedules, schedulesInScope } from './schedules-repository';
import {
  applyScheduleAction,
  createSchedule,
  deleteSchedule,
  getScheduleReach,
  mustGetSchedule,
  updateSchedule,
} from './schedules-service';

const ACTION_SUMMARIES: Readonly<Record<ScheduleAction, string>> = {
  pause: 'Pause a schedule: it does not run until resumed',
  resume: 'Resume a paused schedule from its next run after now (missed runs are skipped)',
  cancel: 'Cancel a schedule for good',
};

/**
 * Schedules send as their creator: creating or changing one also needs the audience's
 * send privilege on its context (UPDATE_ATTENDEES for an event's guests), which the
 * estimate checks, as a send now would.
 */
export const scheduleRoutes: FastifyPluginAsyncZod<AppDeps & { messaging: Messaging }> = async (
  app,
  { db, messaging },
) => {
  registerResourceRoutes<Schedule, CreateScheduleInput, UpdateScheduleInput>(app, {
    path: '/api/schedules',
    noun: 'Schedule',
    tag: 'schedules',
    item: scheduleSchema,
    createInput: createScheduleInputSchema,
    updateInput: updateScheduleInputSchema,
    access: {
      list: requires('READ_SCHEDULES'),
      read: requires('READ_SCHEDULES'),
      create: requires('ADD_SCHEDULES'),
      update: requires('UPDATE_SCHEDULES'),
      delete: requires('DELETE_SCHEDULES'),
    },
    handlers: {
      list: async (actor, _params, query) =>
        listSchedules(db, query, schedulesInScope(actorOf({ actor }), 'READ_SCHEDULES')),
      get: async (actor, { id }) => mustGetSchedule(db, actorOf({ actor }), 'READ_SCHEDULES', id!),
      create: async (actor, _params, input) => createSchedule(db, actor, input, messaging),
      update: async (actor, { id }, input) => updateSchedule(db, actor, id!, input, messaging),
      remove: async (actor, { id }) => deleteSchedule(db, actor, id!),
    },
  });

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/api/schedules/:id/${action}`,
      {
        config: { access: requires('UPDATE_SCHEDULES') },
        schema: {
          tags: ['schedules'],
          summary: `${ACTION_SUMMARIES[action]} (409 when its version is stale)`,
          params: idParamsSchema,
          body: scheduleVersionInputSchema,
          response: { 200: scheduleSchema },
        },
      },
      async (request) =>
        applyScheduleAction(
          db,
          actorOf(request),
          request.params.id,
          action,
          request.body.version,
          messaging,
        ),
    );
  }

  app.get(
    '/api/schedules/:id/reach',
    {
      config: { access: requires('READ_SCHEDULES') },
      schema: {
        tags: ['schedules'],
        summary: 'Who a run would reach now, with the cost: the estimate of a send now',
        params: idParamsSchema,
        response: { 200: batchEstimateSchema },
      },
    },
    async (request) => getScheduleReach(db, actorOf(request), request.params.id, messaging),
  );
};
