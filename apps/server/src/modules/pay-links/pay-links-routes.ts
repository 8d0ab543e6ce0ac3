import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payLinkPaymentSchema,
  payLinkSchema,
  startPayLinkPaymentInputSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../app-deps';
import { PUBLIC } from '../../lib/access';
import { startedPaymentAnswers } from '../../lib/answer-schemas';
import { tooManyRequests } from '../../lib/too-many-requests';
import { WindowCounter } from '../../lib/window-counter';
import { createOneAtATime } from '../../lib/one-at-a-time';
import { getPayLink, getPayLinkPayment, startPayLinkPayment } from './pay-links-service';

// Any text (the router bounds a parameter at 200 characters): a malformed token or id gets
// the same 404 as an unknown one.
const tokenParams = z.strictObject({ token: z.string() });
const paymentParams = z.strictObject({ token: z.string(), paymentId: z.string() });

/**
 * Guessing tokens from one address is slowed far below any useful rate, while a page that
 * follows a payment (a read every 2 s at first, then less often) and a few people behind
 * one mobile operator's shared address stay well inside it.
 */
const PUBLIC_REQUESTS_PER_MINUTE = 120;
/** Prompts sent to phones cost the committee nothing but annoy the payer: a bound per link. */
const STARTS_PER_TOKEN_PER_HOUR = 20;

export const payLinksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, payments }) => {
  const tags = ['pay links'];
  const byAddress = new WindowCounter(PUBLIC_REQUESTS_PER_MINUTE, 60_000);
  const startsByToken = new WindowCounter(STARTS_PER_TOKEN_PER_HOUR, 3_600_000);
  const oneAtATime = createOneAtATime();
  const tooMany = (waitMs: number) => tooManyRequests('Too many requests.', waitMs);
  const throttle = async (request: { ip: string }) => {
    const wait = byAddress.retryAfterMs(request.ip);
    if (wait > 0) throw tooMany(wait);
    byAddress.hit(request.ip);
  };
  const config = { access: PUBLIC };

  app.get(
    '/api/pay/:token',
    {
      config,
      preHandler: throttle,
      schema: { tags, params: tokenParams, response: { 200: payLinkSchema } },
    },
    async (request) => getPayLink(db, payments, request.params.token),
  );

  app.post(
    '/api/pay/:token/payments',
    {
      config,
      preHandler: throttle,
      schema: {
        tags,
        params: tokenParams,
        body: startPayLinkPaymentInputSchema,
        response: startedPaymentAnswers,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const wait = startsByToken.retryAfterMs(token);
      if (wait > 0) throw tooManyRequests('Too many payment requests from this link.', wait);
      startsByToken.hit(token);
      const { created, payment } = await startPayLinkPayment(
        db,
        payments,
        oneAtATime,
        token,
        request.body,
      );
      // 202: the prompt may or may not have gone out (`notice` says so), the payment waits.
      const status = !created ? 200 : payment.notice ? 202 : 201;
      return reply.status(status).send(payment);
    },
  );

  app.get(
    '/api/pay/:token/payments/:paymentId',
    {
      config,
      preHandler: throttle,
      schema: { tags, params: paymentParams, response: { 200: payLinkPaymentSchema } },
    },
    async (request) => getPayLinkPayment(db, request.params.token, request.params.paymentId),
  );
};
