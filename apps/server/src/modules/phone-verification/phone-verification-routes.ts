/**
 * The signed-in user's SMS standing and the proof of their phone (decision 0022):
 * `GET /api/profile/sending`, `POST /api/profile/phone-verification` (send a code) and
 * `POST /api/profile/phone-verification/confirm`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPhoneInputSchema, type PhoneCodeSent, type SendingStatus } from '@karamu/shared';
import type { AppDeps } from '../../app-deps';
import { SIGNED_IN, actorOf } from '../../lib/access';
import { confirmPhoneCode, getSendingStatus, requestPhoneCode } from './phone-codes';

const tags = ['profile'];

export const phoneVerificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, messaging },
) => {
  // A code goes out at once through the gate's own transport, not through the delivery
  // queue, so its text is never stored (decisions 0022, 0059).
  const { gate } = messaging;

  app.get(
    '/api/profile/sending',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Whether and how many SMS the signed-in user may send today, which channels have a provider and where links in messages point',
      },
    },
    async (request): Promise<SendingStatus> => getSendingStatus(db, actorOf(request), messaging),
  );

  app.post(
    '/api/profile/phone-verification',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Send a one-time code to the profile's phone (a minute apart, five an hour)",
        body: z.strictObject({}).optional(),
      },
    },
    async (request): Promise<PhoneCodeSent> => requestPhoneCode(db, actorOf(request), gate),
  );

  app.post(
    '/api/profile/phone-verification/confirm',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Prove the phone with the code it received',
        body: confirmPhoneInputSchema,
      },
    },
    async (request): Promise<SendingStatus> => {
      const actor = actorOf(request);
      await confirmPhoneCode(db, actor, request.body.code);
      return getSendingStatus(db, actor, messaging);
    },
  );
};
