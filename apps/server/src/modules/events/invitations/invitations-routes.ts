import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARD_TYPES,
  RSVP_STATUSES,
  eventSchema,
  invitationAnswerInputSchema,
  payLinkSchema,
  shareLinkSchema,
  type Invitation,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { PaymentsCore } from '../../platform/payments';
import { PUBLIC, actorOf, requires } from '../../../lib/access';
import { fileAnswer, messageAnswerSchema } from '../../../lib/answer-schemas';
import { countOrRefuse, throttleByAddress } from '../../../lib/too-many-requests';
import { WindowCounter } from '../../../lib/window-counter';
import { registerTokenPaymentRoutes } from '../../platform/payments';
import { publicBaseUrlOf } from '../../../lib/public-base-url';
import { buildIcs } from './ics';
import {
  answerInvitation,
  getGuestLink,
  getInvitation,
  getInvitationEvent,
  invitationPayer,
  issueGuestLink,
  revokeGuestLink,
} from './invitations-service';

const guestParams = z.strictObject({
  id: z.uuid('must be a UUID'),
  guestId: z.uuid('must be a UUID'),
});
// Any text up to a bound: a malformed token gets the same 404 as an unknown one.
const token = z.string().max(100);
const tokenParams = z.strictObject({ token });

const invitationSchema: z.ZodType<Invitation> = z.object({
  guest: z.object({
    name: z.string(),
    cardCode: z.string(),
    cardType: z.enum(CARD_TYPES),
    admissions: z.number().int(),
    rsvpStatus: z.enum(RSVP_STATUSES),
    rsvpCount: z.number().int().nullable(),
  }),
  event: eventSchema.pick({
    name: true,
    status: true,
    startsAt: true,
    endsAt: true,
    timeZone: true,
    venue: true,
    mapLink: true,
    hosts: true,
  }),
  card: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  // A pay link's figures, with what the guest's card costs in place of a pledge.
  payment: payLinkSchema
    .pick({
      currency: true,
      paidMinor: true,
      balanceMinor: true,
      provider: true,
      phone: true,
      defaultCountry: true,
      minAmountMinor: true,
      maxAmountMinor: true,
      stepMinor: true,
    })
    .extend({ amountDueMinor: z.number().int() })
    .nullable(),
});

/**
 * Guessing tokens from one address is slowed down far below any useful rate, while a page
 * that follows a payment (a read every 2 s at first, then less often) stays well inside it.
 */
const PUBLIC_REQUESTS_PER_MINUTE = 60;
const ANSWERS_PER_TOKEN_PER_HOUR = 20;

export const invitationsRoutes: FastifyPluginAsyncZod<
  AppDeps & { payments: PaymentsCore }
> = async (app, { db, config, payments }) => {
  const baseUrl = publicBaseUrlOf(config);
  const link = '/api/events/:id/guests/:guestId/link';
  const linkAccess = { access: requires('GENERATE_EVENT_LINK') };
  const tags = ['answer links'];

  app.get(
    link,
    {
      config: linkAccess,
      schema: { tags, params: guestParams, response: { 200: shareLinkSchema } },
    },
    async (request) =>
      getGuestLink(db, actorOf(request), request.params.id, request.params.guestId, baseUrl),
  );
  app.post(
    link,
    {
      config: linkAccess,
      schema: { tags, params: guestParams, response: { 201: shareLinkSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await issueGuestLink(
            db,
            actorOf(request),
            request.params.id,
            request.params.guestId,
            baseUrl,
          ),
        ),
  );
  app.delete(
    link,
    {
      config: linkAccess,
      schema: { tags, params: guestParams, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      await revokeGuestLink(db, actorOf(request), request.params.id, request.params.guestId);
      return { message: 'Answer link revoked' };
    },
  );

  const throttle = throttleByAddress(PUBLIC_REQUESTS_PER_MINUTE);
  const answersByToken = new WindowCounter(ANSWERS_PER_TOKEN_PER_HOUR, 3_600_000);

  app.get(
    '/api/invitations/:token',
    {
      config: { access: PUBLIC },
      preHandler: throttle,
      schema: { tags, params: tokenParams, response: { 200: invitationSchema } },
    },
    async (request) => getInvitation(db, payments, request.params.token),
  );

  app.post(
    '/api/invitations/:token/answer',
    {
      config: { access: PUBLIC },
      preHandler: throttle,
      schema: {
        tags,
        params: tokenParams,
        body: invitationAnswerInputSchema,
        response: { 200: invitationSchema },
      },
    },
    async (request) => {
      countOrRefuse(answersByToken, request.params.token, 'Too many requests.');
      return answerInvitation(db, payments, request.params.token, request.body);
    },
  );

  registerTokenPaymentRoutes(app, {
    page: '/api/invitations/:token',
    tags,
    token,
    preHandler: throttle,
    deps: { db, payments },
    payer: invitationPayer,
  });

  app.get(
    '/api/invitations/:token/calendar.ics',
    {
      config: { access: PUBLIC },
      preHandler: throttle,
      schema: {
        tags,
        params: tokenParams,
        response: { 200: fileAnswer(['text/calendar'], 'The event as an iCalendar file') },
      },
    },
    async (request, reply) => {
      const { guestId, event } = await getInvitationEvent(db, request.params.token);
      const ics = buildIcs({
        uid: `${guestId}@karamu`,
        name: event.name,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt?.toISOString() ?? null,
        venue: event.venue,
        description: [
          event.hosts && `Hosted by ${event.hosts}`,
          event.mapLink && `Map: ${event.mapLink}`,
        ]
          .filter(Boolean)
          .join('\n'),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invitation.ics"')
        .send(ics);
    },
  );
};
