/**
 * The signed-in user's SMS standing and the proof of their phone (decision 0022):
 * `GET /api/profile/sending`, `POST /api/profile/phone-verification` (send a code) and
 * `POST /api/profile/phone-verification/confirm`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPhoneInputSchema, type PhoneCodeSent, type SendingStatus } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { Messaging } from '../messaging';
import { SIGNED_IN, actorOf } from '../../../lib/access';
import { confirmPhoneCode, getSendingStatus, requestPhoneCode } from './phone-codes';

const tags = ['profile'];
const channelUseSchema = z.object({ usedToday: z.number().int(), perDay: z.number().int() });
const sendingStatusSchema: z.ZodType<SendingStatus> = z.object({
  delivery: z.object({
    providers: z.object({ sms: z.boolean(), email: z.boolean() }),
    publicBaseUrl: z.string(),
    publicBaseUrlIsLocal: z.boolean(),
    smsPriceCurrency: z.string().nullable(),
  }),
  phone: z.string().nullable(),
  verificationRequired: z.boolean(),
  phoneVerified: z.boolean(),
  codeExpiresAt: z.string().nullable(),
  smsAllowance: z.object({
    perDay: z.number().int(),
    usedToday: z.number().int(),
    left: z.number().int(),
    resetsAt: z.string(),
  }),
  channelUse: z.object({ sms: channelUseSchema, email: channelUseSchema }),
});
const phoneCodeSentSchema: z.ZodType<PhoneCodeSent> = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
});

export const phoneVerificationRoutes: FastifyPluginAsyncZod<
  AppDeps & { messaging: Messaging }
> = async (app, { db, messaging }) => {
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
        response: { 200: sendingStatusSchema },
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
        response: { 200: phoneCodeSentSchema },
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
        response: { 200: sendingStatusSchema },
      },
    },
    async (request): Promise<SendingStatus> => {
      const actor = actorOf(request);
      await confirmPhoneCode(db, actor, request.body.code);
      return getSendingStatus(db, actor, messaging);
    },
  );
};
