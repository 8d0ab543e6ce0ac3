import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payLinkSchema } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { PaymentsCore } from '../../platform/payments';
import { PUBLIC } from '../../../lib/access';
import { throttleByAddress } from '../../../lib/too-many-requests';
import { registerTokenPaymentRoutes } from '../../platform/payments';
import { getPayLink, payLinkPayer } from './pay-links-service';

// Any text (the router bounds a parameter at 200 characters): a malformed token or id gets
// the same 404 as an unknown one.
const token = z.string();
const tokenParams = z.strictObject({ token });

/**
 * Guessing tokens from one address is slowed far below any useful rate, while a page that
 * follows a payment (a read every 2 s at first, then less often) and a few people behind
 * one mobile operator's shared address stay well inside it.
 */
const PUBLIC_REQUESTS_PER_MINUTE = 120;

export const payLinksRoutes: FastifyPluginAsyncZod<AppDeps & { payments: PaymentsCore }> = async (
  app,
  { db, payments },
) => {
  const tags = ['pay links'];
  const throttle = throttleByAddress(PUBLIC_REQUESTS_PER_MINUTE);
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

  registerTokenPaymentRoutes(app, {
    page: '/api/pay/:token',
    tags,
    token,
    preHandler: throttle,
    deps: { db, payments },
    payer: payLinkPayer,
  });
};
