/**
 * Inbound SMS webhooks (public: providers carry no session): replies to our messages, of
 * which STOP and START change the sender's opt-out (opt-out-replies.ts) and the rest are
 * acknowledged and dropped; a message id seen before is acknowledged and changes nothing
 * (a replay). Each route is its provider's receipt URL with `/inbound` after it, checked
 * the same way (provider-calls.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_MESSAGES, PHONE_TEXT_MAX_LENGTH, parsePhone } from '@karamu/shared';
import type { AppDeps } from '../../../../app-deps';
import { PUBLIC } from '../../../../lib/access';
import { fileAnswer, messageAnswerSchema } from '../../../../lib/answer-schemas';
import { AFRICAS_TALKING } from '../channels/africas-talking';
import { TWILIO } from '../channels/twilio';
import { applySmsReply, type ReplyEffect } from '../opt-out-replies';
import {
  acceptProviderForms,
  checkAfricasTalkingSecret,
  checkTwilioSignature,
  type CallKind,
} from './provider-calls';

const tags = ['messages'];
const INBOUND: CallKind = { plural: 'Inbound messages', singular: 'message' };

const twilioInboundPath = '/api/webhooks/sms/twilio/inbound';

/** Opt-outs are kept as E.164 (skip-reasons.ts): a sender written without '+' gets one. */
const senderSchema = z
  .string()
  .max(PHONE_TEXT_MAX_LENGTH, FORM_MESSAGES.invalidPhone)
  .transform((text, ctx) => {
    const phone = parsePhone(text);
    if (phone.ok) return phone.e164;
    ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidPhone });
    return z.NEVER;
  });
/** Generous: a long reply arrives as one text, its parts joined. */
const textSchema = z.string().max(10_000);

/**
 * Africa's Talking's incoming-message callback: from, to, text, date, id, linkId (and
 * networkCode); only the sender and the text matter here.
 * @see https://developers.africastalking.com/docs/sms/notifications
 */
const africasTalkingInbound = z.looseObject({
  from: senderSchema,
  to: z.string().max(PHONE_TEXT_MAX_LENGTH),
  text: textSchema,
  id: z.string().min(1).max(200),
  date: z.string().max(100).optional(),
  linkId: z.string().max(200).optional(),
});

/**
 * Twilio's incoming-message webhook: MessageSid, From, To, Body and more (media,
 * geography), all signed.
 * @see https://www.twilio.com/docs/messaging/guides/webhook-request
 */
const twilioInbound = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  From: senderSchema,
  To: z.string().max(PHONE_TEXT_MAX_LENGTH),
  Body: textSchema,
});

const answers: Record<ReplyEffect | 'replayed', string> = {
  opted_out: 'Opt-out recorded',
  opted_in: 'Opt-out removed',
  ignored: 'Message received; it changes nothing here',
  replayed: 'Message already received; it changes nothing now',
};

/**
 * Twilio reads the answer as TwiML, the messages to send back: an empty one sends none.
 * (Its own STOP handling answers the sender on numbers where it applies.)
 * @see https://www.twilio.com/docs/messaging/twiml#responding-to-incoming-messages
 */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export const inboundSmsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  acceptProviderForms(app);

  app.post(
    '/api/webhooks/sms/africastalking/:secret/inbound',
    {
      config: { access: PUBLIC },
      preValidation: checkAfricasTalkingSecret(config, INBOUND),
      schema: {
        tags,
        summary: "Africa's Talking incoming messages: STOP and START replies (AT_WEBHOOK_SECRET)",
        params: z.strictObject({ secret: z.string().max(200) }),
        body: africasTalkingInbound,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const { id, from, text } = request.body;
      const reply = { provider: AFRICAS_TALKING, providerMessageId: id, phone: from, text };
      return { message: answers[await applySmsReply(db, reply)] };
    },
  );

  app.post(
    twilioInboundPath,
    {
      config: { access: PUBLIC },
      preValidation: checkTwilioSignature(config, INBOUND),
      schema: {
        tags,
        summary: 'Twilio incoming messages: STOP and START replies (signed with the auth token)',
        body: twilioInbound,
        response: { 200: fileAnswer(['text/xml'], 'An empty TwiML answer: no reply is sent') },
      },
    },
    async (request, reply) => {
      const { MessageSid, From, Body } = request.body;
      await applySmsReply(db, {
        provider: TWILIO,
        providerMessageId: MessageSid,
        phone: From,
        text: Body,
      });
      return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    },
  );
};
