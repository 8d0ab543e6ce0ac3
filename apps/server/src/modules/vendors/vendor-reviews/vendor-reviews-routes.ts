/**
 * Vendor reviews (decision 0039). The vendor's routes are `signed-in` and ownership-checked
 * (404 outside, decision 0036); the organiser's review needs READ_EVENTS on the event and a
 * confirmed booking of an event that has started (decision 0060); the moderators' need
 * SUPER_ADMIN; the review page and the storefront's list are public.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEventVendorReviewInputSchema,
  createReviewInvitationInputSchema,
  moderateReviewInputSchema,
  publicReviewSchema,
  createdReviewInvitationSchema,
  reviewInvitationSchema,
  reviewLinkSchema,
  reviewPageQuerySchema,
  reviewSummarySchema,
  vendorReviewSchema,
  reviewReplyInputSchema,
  reviewReportInputSchema,
  submitReviewInputSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { Messaging } from '../../platform/messaging';
import { PUBLIC, SIGNED_IN, actorOf, requires } from '../../../lib/access';
import { pageSchemaOf } from '../../../lib/resource-routes';
import { idParamsSchema } from '../../../lib/request-schemas';
import { tooManyRequests } from '../../../lib/too-many-requests';
import { WindowCounter } from '../../../lib/window-counter';
import {
  createReviewInvitation,
  getReviewLink,
  listReviewInvitations,
  submitReviewByLink,
} from './review-invitations';
import {
  createEventVendorReview,
  listOwnVendorReviews,
  listPublicReviews,
  listReviewsForModeration,
  moderateReview,
  replyToReview,
  reportReview,
} from './vendor-reviews-service';

// Any text up to a bound: a malformed token gets the same 404 as an unknown one.
const tokenParams = z.strictObject({ token: z.string().max(100) });
const vendorReviewsPage = { 200: pageSchemaOf(vendorReviewSchema) };
const vendorReviewAnswer = { 200: vendorReviewSchema };
const publicReviewsPageSchema = pageSchemaOf(publicReviewSchema).extend({
  summary: reviewSummarySchema,
});

/** Guessing review links from one address is slowed far below any useful rate. */
const LINK_REQUESTS_PER_MINUTE = 30;

export const vendorReviewsRoutes: FastifyPluginAsyncZod<
  AppDeps & { messaging: Messaging }
> = async (app, { db, messaging, now }) => {
  const tags = ['vendor reviews'];
  const owner = { access: SIGNED_IN };
  const moderator = { access: requires('SUPER_ADMIN') };

  app.post(
    '/api/vendors/:id/review-invitations',
    {
      config: owner,
      schema: {
        tags,
        params: idParamsSchema,
        body: createReviewInvitationInputSchema,
        response: { 201: createdReviewInvitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createReviewInvitation(
            db,
            actorOf(request),
            request.params.id,
            request.body,
            messaging,
          ),
        ),
  );
  app.get(
    '/api/vendors/:id/review-invitations',
    {
      config: owner,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: pageSchemaOf(reviewInvitationSchema) },
      },
    },
    async (request) =>
      listReviewInvitations(db, actorOf(request), request.params.id, request.query),
  );
  app.get(
    '/api/vendors/:id/reviews',
    {
      config: owner,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: reviewPageQuerySchema,
        response: vendorReviewsPage,
      },
    },
    async (request) => listOwnVendorReviews(db, actorOf(request), request.params.id, request.query),
  );
  app.put(
    '/api/vendor-reviews/:id/reply',
    {
      config: owner,
      schema: {
        tags,
        params: idParamsSchema,
        body: reviewReplyInputSchema,
        response: vendorReviewAnswer,
      },
    },
    async (request) => replyToReview(db, actorOf(request), request.params.id, request.body.reply),
  );
  app.post(
    '/api/vendor-reviews/:id/report',
    {
      config: owner,
      schema: {
        tags,
        params: idParamsSchema,
        body: reviewReportInputSchema,
        response: vendorReviewAnswer,
      },
    },
    async (request) => reportReview(db, actorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/events/:id/vendor-reviews',
    {
      config: { access: requires('READ_EVENTS') },
      schema: {
        tags,
        params: idParamsSchema,
        body: createEventVendorReviewInputSchema,
        response: { 201: publicReviewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createEventVendorReview(
            db,
            actorOf(request),
            request.params.id,
            request.body,
            new Date(now()),
          ),
        ),
  );

  app.get(
    '/api/moderation/reviews',
    {
      config: moderator,
      schema: { tags, querystring: reviewPageQuerySchema, response: vendorReviewsPage },
    },
    async (request) => listReviewsForModeration(db, request.query),
  );
  app.post(
    '/api/vendor-reviews/:id/moderation',
    {
      config: moderator,
      schema: {
        tags,
        params: idParamsSchema,
        body: moderateReviewInputSchema,
        response: vendorReviewAnswer,
      },
    },
    async (request) => moderateReview(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/public/vendors/:id/reviews',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: publicReviewsPageSchema },
      },
    },
    async (request) => listPublicReviews(db, request.params.id, request.query),
  );

  const byAddress = new WindowCounter(LINK_REQUESTS_PER_MINUTE, 60_000);
  const throttle = async (request: { ip: string }) => {
    const wait = byAddress.retryAfterMs(request.ip);
    if (wait > 0) throw tooManyRequests('Too many requests.', wait);
    byAddress.hit(request.ip);
  };
  app.get(
    '/api/public/review-links/:token',
    {
      config: { access: PUBLIC },
      preHandler: throttle,
      schema: { tags, params: tokenParams, response: { 200: reviewLinkSchema } },
    },
    async (request) => getReviewLink(db, request.params.token),
  );
  app.post(
    '/api/public/review-links/:token',
    {
      config: { access: PUBLIC },
      preHandler: throttle,
      schema: {
        tags,
        params: tokenParams,
        body: submitReviewInputSchema,
        response: { 201: publicReviewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await submitReviewByLink(db, request.params.token, request.body)),
  );
};
