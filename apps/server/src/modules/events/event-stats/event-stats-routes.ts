/** `GET /api/events/:id/stats`: the figures of an event's overview. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/client';
import { actorOf, requires, type Actor } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { mustGetEvent } from '../events';
import { countGuests, listRsvpDays } from './event-stats-repository';

const count = z.number().int().min(0);

const eventStatsSchema = z.object({
  guests: count,
  /** Guests whose invitation was sent. */
  invited: count,
  /** Guests who accepted. */
  confirmed: count,
  declined: count,
  pending: count,
  /** People coming: each accepting guest's RSVP count, or their card's admissions. */
  admissionsConfirmed: count,
  /** People through the door so far. */
  checkedIn: count,
  /** Answers per day ('yyyy-MM-dd' in the event's zone), oldest first, days with answers only. */
  rsvpsOverTime: z.array(z.object({ day: z.string(), accepted: count, declined: count })),
});
type EventStats = z.infer<typeof eventStatsSchema>;

/** The event must be in the actor's READ_EVENTS scope: outside it, 404 like the event itself. */
async function getEventStats(db: Db, actor: Actor, eventId: string): Promise<EventStats> {
  const event = await mustGetEvent(db, actor, 'READ_EVENTS', eventId);
  const [counts, rsvpsOverTime] = await Promise.all([
    countGuests(db, event.id),
    listRsvpDays(db, event.id, event.timeZone),
  ]);
  return { ...counts, rsvpsOverTime };
}

export const eventStatsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/events/:id/stats',
    {
      config: { access: requires('READ_EVENTS') },
      schema: {
        tags: ['events'],
        summary: "An event's guest counts and RSVPs per day",
        params: idParamsSchema,
        response: { 200: eventStatsSchema },
      },
    },
    async (request) => getEventStats(db, actorOf(request), request.params.id),
  );
};
