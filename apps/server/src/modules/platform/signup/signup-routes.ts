/**
 * `POST /api/signup`: a visitor at /create-event makes an organiser account, or from "List
 * your business" a vendor account (decision 0036), and is signed in at once (decision 0009).
 * Public, throttled per client address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signupInputSchema, type CurrentUser } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { SessionPolicy } from '../auth';
import { PUBLIC } from '../../../lib/access';
import { tooManyRequests } from '../../../lib/too-many-requests';
import { WindowCounter } from '../../../lib/window-counter';
import { currentUserSchema, parseMeFields, selectMeFields, startSession } from '../auth';
import { signUp } from './signup-service';

export const signupRoutes: FastifyPluginAsyncZod<
  AppDeps & { sessionPolicy: SessionPolicy }
> = async (app, { db, config, sessionPolicy }) => {
  // The sign-in throttle's settings: an operator tunes one limit per address for both.
  const byAddress = new WindowCounter(
    config.LOGIN_MAX_ATTEMPTS_PER_IP,
    config.LOGIN_WINDOW_MINUTES * 60_000,
  );

  app.post(
    '/api/signup',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary:
          'Create an event organiser or vendor account and sign in (public, throttled per address)',
        body: signupInputSchema,
        response: { 201: currentUserSchema },
      },
    },
    async (request, reply): Promise<CurrentUser> => {
      const wait = byAddress.retryAfterMs(request.ip);
      if (wait > 0)
        throw tooManyRequests('Too many accounts were created from your network.', wait);
      // Every well-formed attempt counts, taken numbers too: that bounds both account
      // flooding and probing which numbers have accounts.
      byAddress.hit(request.ip);

      const user = await signUp(db, request.body);

      await startSession(request, reply, { db, config, sessionPolicy }, user.id);
      reply.status(201);
      return selectMeFields(user, parseMeFields(undefined)) as CurrentUser;
    },
  );
};
