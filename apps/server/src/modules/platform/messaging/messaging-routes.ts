/**
 * Sending and following messages (decision 0011). Estimate, send and test send need the
 * audience's send privilege (guests: UPDATE_ATTENDEES) on the context; a sender follows
 * their own batches, READ_MESSAGES of scope `all` sees everyone's; the messages list and
 * retries are the messages area's (READ_MESSAGES, UPDATE_MESSAGES).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchCreatedSchema,
  batchEstimateSchema,
  createBatchInputSchema,
  estimateBatchInputSchema,
  listQuerySchema,
  messageBatchSchema,
  messageSchema,
  outboundUseSchema,
  testBatchInputSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { Messaging } from './messaging';
import { actorOf, requires, requiresAnyOf } from '../../../lib/access';
import { notFound } from '../../../lib/http-error';
import { idParamsSchema } from '../../../lib/request-schemas';
import { pageSchemaOf } from '../../../lib/resource-routes';
import { getInstallationUse } from '../outbound-gate';
import { cancelBatch, retryMessage } from './batch-actions';
import { batchesInScope, getBatch, listBatches } from './batches-repository';
import { estimateBatch } from './estimate';
import { listMessages, messagesInScope } from './messages-repository';
import { queueBatch } from './queue-batch';
import { sendTestMessage } from './test-send';

const tags = ['messages'];

export const messagingRoutes: FastifyPluginAsyncZod<AppDeps & { messaging: Messaging }> = async (
  app,
  { db, messaging },
) => {
  const { sendPrivileges } = messaging.audiences;
  const send = requiresAnyOf(...sendPrivileges);
  const followBatches = requiresAnyOf('READ_MESSAGES', ...sendPrivileges);
  const steerBatches = requiresAnyOf('UPDATE_MESSAGES', ...sendPrivileges);

  // The installation's money: what went out today against the budgets (decision 0059).
  app.get(
    '/api/outbound-use',
    {
      config: { access: requires('SUPER_ADMIN') },
      schema: {
        tags,
        summary: "The installation's SMS and e-mails today against each channel's daily budget",
        response: { 200: outboundUseSchema },
      },
    },
    async () => getInstallationUse(db, messaging.gate),
  );

  app.post(
    '/api/message-batches/estimate',
    {
      config: { access: send },
      schema: {
        tags,
        summary: 'Who a send would reach, who is skipped and why, its SMS parts and cost',
        body: estimateBatchInputSchema,
        response: { 200: batchEstimateSchema },
      },
    },
    async (request) => estimateBatch(db, actorOf(request), request.body, messaging),
  );

  app.post(
    '/api/message-batches',
    {
      config: { access: send },
      schema: {
        tags,
        summary: 'Queue a send (confirm: true above 100 recipients; 429 over the daily cap)',
        body: createBatchInputSchema,
        response: { 201: batchCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await queueBatch(db, actorOf(request), request.body, messaging)),
  );

  app.post(
    '/api/message-batches/test',
    {
      config: { access: send },
      schema: {
        tags,
        summary: "Send the template to the caller's own phone or e-mail",
        body: testBatchInputSchema,
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendTestMessage(db, actorOf(request), request.body, messaging)),
  );

  app.get(
    '/api/message-batches',
    {
      config: { access: followBatches },
      schema: {
        tags,
        summary: 'Batches, newest first, with their progress',
        querystring: listQuerySchema,
        response: { 200: pageSchemaOf(z.looseObject({})) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return listBatches(db, request.query, batchesInScope(actor, 'READ_MESSAGES'));
    },
  );

  app.get(
    '/api/message-batches/:id',
    {
      config: { access: followBatches },
      schema: {
        tags,
        summary: "A batch's progress: its messages counted by status",
        params: idParamsSchema,
        response: { 200: messageBatchSchema },
      },
    },
    async (request) => {
      const batch = await getBatch(
        db,
        request.params.id,
        batchesInScope(actorOf(request), 'READ_MESSAGES'),
      );
      if (!batch) throw notFound('Batch not found');
      return batch;
    },
  );

  app.post(
    '/api/message-batches/:id/cancel',
    {
      config: { access: steerBatches },
      schema: {
        tags,
        summary: 'Cancel the messages of a batch that are still queued',
        params: idParamsSchema,
        response: { 200: messageBatchSchema },
      },
    },
    async (request) => cancelBatch(db, actorOf(request), request.params.id),
  );

  app.get(
    '/api/messages',
    {
      config: { access: requires('READ_MESSAGES') },
      schema: {
        tags,
        summary:
          'Every outbound message with its status (filter batchId, status, channel, createdAt)',
        querystring: listQuerySchema,
        response: { 200: pageSchemaOf(z.looseObject({})) },
      },
    },
    async (request) =>
      listMessages(db, request.query, messagesInScope(actorOf(request), 'READ_MESSAGES')),
  );

  app.post(
    '/api/messages/:id/retry',
    {
      config: { access: requires('UPDATE_MESSAGES') },
      schema: {
        tags,
        summary: 'Queue a failed or not sent message again',
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => retryMessage(db, actorOf(request), request.params.id, messaging.wakeup),
  );
};
