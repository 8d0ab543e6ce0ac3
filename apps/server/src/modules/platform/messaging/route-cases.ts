/**
 * The authorization matrix's rows for sending and following messages (a batch follows its
 * event's scope), the installation's outbound use, and the providers' webhooks. test/route-
 * cases.ts gathers them (decision 0066b).
 */
import { eq } from 'drizzle-orm';
import { messages } from '../../../db/schema';
import {
  type Api,
  call,
  newEvent,
  newSendableTemplate,
  on,
  type RouteCase,
  SCOPED,
  unique,
  uniquePhone,
} from '../../../../test/route-case';

/** An event with one guest who has a mobile number, and a template that can be sent to it. */
async function newSendSetup(admin: Api) {
  const event = await newEvent(admin);
  await admin('POST', `/api/events/${event.id}/guests`, {
    name: unique('Messaged guest'),
    phone: uniquePhone('71'),
  });
  return { contextId: event.id, templateId: (await newSendableTemplate(admin)).id };
}

/** A send to every guest of a new event: the body of an estimate and of a batch. */
const sendToAll = async (admin: Api) => ({
  ...(await newSendSetup(admin)),
  filter: { name: 'all' },
});

/** A queued batch of the admin's (no worker runs in the matrix: it stays queued). */
async function newBatch(admin: Api) {
  const { body } = await admin('POST', '/api/message-batches', await sendToAll(admin));
  return body as { id: string };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  // Sending and following messages (decision 0011). Sending needs the audience's send
  // privilege on the event; batches are seen by their sender or READ_MESSAGES of scope all.
  'POST /api/message-batches/estimate': on(
    sendToAll,
    (body) => ({ url: '/api/message-batches/estimate', body }),
    SCOPED,
  ),
  'POST /api/message-batches': on(sendToAll, (body) => ({ url: '/api/message-batches', body }), {
    success: 201,
    scoped: true,
  }),
  'POST /api/message-batches/test': {
    prepare: async ({ admin, self }) => {
      const { body: profile } = await self('GET', '/api/profile');
      await self('PATCH', '/api/profile', { phone: uniquePhone('72'), version: profile.version });
      const { templateId, contextId } = await newSendSetup(admin);
      return { url: '/api/message-batches/test', body: { templateId, contextId } };
    },
    success: 201,
    scoped: true,
  },
  'GET /api/message-batches': call('/api/message-batches'),
  'GET /api/message-batches/:id': on(
    newBatch,
    (batch) => ({ url: `/api/message-batches/${batch.id}` }),
    SCOPED,
  ),
  'POST /api/message-batches/:id/cancel': on(
    newBatch,
    (batch) => ({ url: `/api/message-batches/${batch.id}/cancel` }),
    SCOPED,
  ),
  'GET /api/messages': call('/api/messages'),
  'POST /api/messages/:id/retry': {
    prepare: async ({ admin, t }) => {
      const batch = await newBatch(admin);
      // No provider in the matrix: the message ends as the worker would end it.
      const [message] = await t.db
        .update(messages)
        .set({ status: 'not_sent', error: 'Not sent: no provider configured' })
        .where(eq(messages.batchId, batch.id))
        .returning({ id: messages.id });
      return { url: `/api/messages/${message!.id}/retry` };
    },
    success: 200,
    scoped: true,
  },

  // Delivery receipts: public, verified by the provider's secret or signature; the matrix
  // configures no provider, so they answer 404.
  'POST /api/webhooks/sms/africastalking/:secret': call(
    '/api/webhooks/sms/africastalking/not-configured-secret',
    404,
  ),
  'POST /api/webhooks/sms/twilio': call('/api/webhooks/sms/twilio', 404),
  // Inbound SMS (STOP replies): public and verified like the receipts; 404 here likewise.
  'POST /api/webhooks/sms/africastalking/:secret/inbound': call(
    '/api/webhooks/sms/africastalking/not-configured-secret/inbound',
    404,
  ),
  'POST /api/webhooks/sms/twilio/inbound': call('/api/webhooks/sms/twilio/inbound', 404),
  // The installation's sends today against its budgets: super administrators only (0059).
  'GET /api/outbound-use': call('/api/outbound-use'),
};
