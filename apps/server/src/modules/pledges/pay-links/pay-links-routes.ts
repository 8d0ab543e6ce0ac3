import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payLinkSchema, shareLinkSchema } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { PaymentsCore } from '../../platform/payments';
import { PUBLIC, actorOf, requires } from '../../../lib/access';
import { publicBaseUrlOf } from '../../../lib/public-base-url';
import { throttleByAddress } from '../../../lib/too-many-requests';
import { registerTokenPaymentRoutes } from '../../platform/payments';
import { getPayLink, payLinkPayer } from './pay-links-service';
import { getMemberPayLink } from './member-pay-link';

// Any text (the router bounds a parameter at 200 characters): a malformed token or id gets
// the same 404 as an unknown one.
const token = z.string();
const tokenParams = z.strictObject({ token });
const memberParams = z.strictObject({
  id: z.uuid('must be a UUID'),
  memberId: z.uuid('must be a UUID'),
});

/**
 * Guessing tokens from one address is slowed far below any useful rate, while a page that
 * follows a payment (a read every 2 s at first, then less often) and a few people behind
 * one mobile operator's shared address stay well inside it.
 */
const PUBLIC_REQUESTS_PER_MINUTE = 120;

export const payLinksRoutes: FastifyPluginAsyncZod<AppDeps & { payments: PaymentsCore }> = async (
  app,
  { db, config, payments },
) => {
  const tags = ['pay links'];
  const baseUrl = publicBaseUrlOf(config);

  // Who may send members their pay links by SMS (send-messages) may copy and share them.
  app.get(
    '/api/occasions/:id/members/:memberId/link',
    {
      config: { access: requires('UPDATE_MEMBERS') },
      schema: { tags, params: memberParams, response: { 200: shareLinkSchema } },
    },
    async (request) =>
      getMemberPayLink(db, actorOf(request), request.params.id, request.params.memberId, baseUrl),
  );
  const throttle = throttleByAddress(PUBLIC_REQUESTS_PER_MINUTE);
  const publicAccess = { access: PUBLIC };

  app.get(
    '/api/pay/:token',
    {
      config: publicAccess,
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
