/**
 * The two routes of a page where a payer pays by its token (a member's pay link, decision
 * 0043; a guest's answer page, decision 0050): `POST <page>/payments` starts a prompt, or
 * answers the one still waiting, and `GET <page>/payments/:paymentId` follows one of the
 * payer's own payments. Both public; the page's own throttle runs first.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payLinkPaymentSchema, startPayLinkPaymentInputSchema } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { PUBLIC } from '../../../lib/access';
import { startedPaymentAnswers } from '../../../lib/answer-schemas';
import { createOneAtATime } from '../../../lib/one-at-a-time';
import { countOrRefuse } from '../../../lib/too-many-requests';
import { WindowCounter } from '../../../lib/window-counter';
import type { PaymentsCore } from './payments-core';
import { getTokenPayment, startTokenPayment, type TokenPayer } from './public-push';

/** Prompts sent to phones cost the payee nothing but annoy the payer: a bound per link. */
const STARTS_PER_TOKEN_PER_HOUR = 20;

export function registerTokenPaymentRoutes(
  app: FastifyInstance,
  options: {
    /** The page's path, such as `/api/pay/:token`. */
    page: `${string}/:token`;
    tags: string[];
    /** The page's token parameter: any text (up to a bound), so a malformed token gets the same 404. */
    token: z.ZodString;
    /** The page's throttle by address, shared with its other routes. */
    preHandler: (request: { ip: string }) => Promise<void>;
    deps: Pick<AppDeps, 'db'> & { payments: PaymentsCore };
    payer: TokenPayer;
  },
): void {
  const { page, tags, preHandler, payer } = options;
  const { db, payments } = options.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: PUBLIC };
  const startsByToken = new WindowCounter(STARTS_PER_TOKEN_PER_HOUR, 3_600_000);
  const oneAtATime = createOneAtATime();

  typed.post(
    `${page}/payments`,
    {
      config,
      preHandler,
      schema: {
        tags,
        params: z.strictObject({ token: options.token }),
        body: startPayLinkPaymentInputSchema,
        response: startedPaymentAnswers,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      countOrRefuse(startsByToken, token, 'Too many payment requests from this link.');
      const { created, payment } = await startTokenPayment(
        { db, core: payments, oneAtATime, payer },
        token,
        request.body,
      );
      // 202: the prompt may or may not have gone out (`notice` says so), the payment waits.
      const status = !created ? 200 : payment.notice ? 202 : 201;
      return reply.status(status).send(payment);
    },
  );

  typed.get(
    `${page}/payments/:paymentId`,
    {
      config,
      preHandler,
      schema: {
        tags,
        params: z.strictObject({ token: options.token, paymentId: z.string() }),
        response: { 200: payLinkPaymentSchema },
      },
    },
    async (request) => getTokenPayment(db, payer, request.params.token, request.params.paymentId),
  );
}
