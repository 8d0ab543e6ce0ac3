/**
 * Delivery-receipt webhooks (public: providers carry no session). Each checks its sender
 * before reading the receipt (provider-calls.ts): a forged call gets 403 and changes
 * nothing; a provider that is not configured here answers 404. Receipts are idempotent
 * (delivery-receipts.ts), so a provider's retries are harmless.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../../app-deps';
import type { Messaging } from '../messaging';
import { PUBLIC } from '../../../../lib/access';
import { messageAnswerSchema } from '../../../../lib/answer-schemas';
import { AFRICAS_TALKING } from '../channels/africas-talking';
import { TWILIO, twilioStatusCallbackPath } from '../channels/twilio';
import { applyReceipt, type Receipt, type ReceiptEffect } from '../delivery-receipts';
import {
  acceptProviderForms,
  checkAfricasTalkingSecret,
  checkTwilioSignature,
  type CallKind,
} from './provider-calls';

const tags = ['messages'];
const RECEIPTS: CallKind = { plural: 'Delivery receipts', singular: 'receipt' };

const africasTalkingReceipt = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.string().min(1).max(50),
  failureReason: z.string().max(500).optional(),
});

/** Africa's Talking statuses: Success and Failed/Rejected are final, the rest on the way. */
function fromAfricasTalking(body: z.infer<typeof africasTalkingReceipt>): Receipt {
  const result =
    body.status === 'Success'
      ? 'delivered'
      : body.status === 'Failed' || body.status === 'Rejected'
        ? 'failed'
        : 'pending';
  return {
    provider: AFRICAS_TALKING,
    providerMessageId: body.id,
    result,
    reason: body.failureReason ?? body.status,
  };
}

const twilioReceipt = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(30),
  ErrorCode: z.string().max(10).optional(),
});

const TWILIO_DELIVERED = new Set(['delivered', 'read']);
const TWILIO_FAILED = new Set(['failed', 'undelivered', 'canceled']);

function fromTwilio(body: z.infer<typeof twilioReceipt>): Receipt {
  const status = body.MessageStatus;
  return {
    provider: TWILIO,
    providerMessageId: body.MessageSid,
    result: TWILIO_DELIVERED.has(status)
      ? 'delivered'
      : TWILIO_FAILED.has(status)
        ? 'failed'
        : 'pending',
    reason: body.ErrorCode ? `${status} (Twilio error ${body.ErrorCode})` : status,
  };
}

const answers: Record<ReceiptEffect, string> = {
  applied: 'Receipt recorded',
  unchanged: 'Receipt already known',
  kept: 'Receipt kept until the message is recorded',
  unknown: 'No message with this id',
};

export const receiptRoutes: FastifyPluginAsyncZod<AppDeps & { messaging: Messaging }> = async (
  app,
  { db, config, messaging },
) => {
  acceptProviderForms(app);
  const record = async (receipt: Receipt) => ({
    message: answers[await applyReceipt(db, receipt, new Date(), messaging.audiences)],
  });

  app.post(
    '/api/webhooks/sms/africastalking/:secret',
    {
      config: { access: PUBLIC },
      preValidation: checkAfricasTalkingSecret(config, RECEIPTS),
      schema: {
        tags,
        summary: "Africa's Talking delivery reports (the secret is AT_WEBHOOK_SECRET)",
        params: z.strictObject({ secret: z.string().max(200) }),
        body: africasTalkingReceipt,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => record(fromAfricasTalking(request.body)),
  );

  app.post(
    twilioStatusCallbackPath,
    {
      config: { access: PUBLIC },
      preValidation: checkTwilioSignature(config, RECEIPTS),
      schema: {
        tags,
        summary: 'Twilio status callbacks (signed with the auth token)',
        body: twilioReceipt,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => record(fromTwilio(request.body)),
  );
};
