/**
 * `/api/payments` for the payments pages (decision 0045): the list, totals and CSV export
 * of one type's payments with the list's filters, one payment, and assigning an unmatched
 * one to a member. Reads need READ_PAYMENTS and follow the occasion's or event's scope;
 * assigning writes a contribution, so it needs UPDATE_PAYMENTS and ADD_CONTRIBUTIONS on
 * both the payment and the member. The providers' callback routes live beside the core.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignPaymentInputSchema,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  paymentSchema,
  paymentTotalsQuerySchema,
  paymentTotalsSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { PaymentsCore } from './payments-core';
import { actorOf, requires } from '../../../lib/access';
import { notFound } from '../../../lib/http-error';
import { idParamsSchema } from '../../../lib/request-schemas';
import { pageSchemaOf } from '../../../lib/resource-routes';
import { ALL_RECORDS } from '../../../lib/scope';
import { fileAnswer } from '../../../lib/answer-schemas';
import { exportPayments, getPaymentInScope, listPayments, paymentTotals } from './payments-list';

const paymentNotFound = () => notFound('Payment not found');

export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps & { payments: PaymentsCore }> = async (
  app,
  { db, payments },
) => {
  const tags = ['payments'];

  app.get(
    '/api/payments',
    {
      config: { access: requires('READ_PAYMENTS') },
      schema: {
        tags,
        summary: "List one type's payments (the list query's filters)",
        querystring: paymentListQuerySchema,
        response: { 200: pageSchemaOf(paymentSchema.partial()) },
      },
    },
    async (request) => {
      const { type, ...query } = request.query;
      return listPayments(db, query, payments.inScope(actorOf(request), 'READ_PAYMENTS', type));
    },
  );

  app.get(
    '/api/payments/totals',
    {
      config: { access: requires('READ_PAYMENTS') },
      schema: {
        tags,
        summary: 'Totals per currency of the payments the filter selects',
        querystring: paymentTotalsQuerySchema,
        response: { 200: paymentTotalsSchema },
      },
    },
    async (request) => {
      const { type, ...query } = request.query;
      return paymentTotals(db, query, payments.inScope(actorOf(request), 'READ_PAYMENTS', type));
    },
  );

  app.get(
    '/api/payments/export',
    {
      config: { access: requires('READ_PAYMENTS') },
      schema: {
        tags,
        summary: 'Download the payments the filter selects as CSV',
        querystring: paymentExportQuerySchema,
        response: { 200: fileAnswer(['text/csv'], 'The payments as CSV') },
      },
    },
    async (request, reply) => {
      const scope = payments.inScope(actorOf(request), 'READ_PAYMENTS', request.query.type);
      const file = await exportPayments(db, request.query, scope);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/api/payments/:id',
    {
      config: { access: requires('READ_PAYMENTS') },
      schema: {
        tags,
        summary: 'Read a payment',
        params: idParamsSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request) => {
      const scope = payments.inScope(actorOf(request), 'READ_PAYMENTS');
      const payment = await getPaymentInScope(db, request.params.id, scope);
      if (!payment) throw paymentNotFound();
      return payment;
    },
  );

  app.post(
    '/api/payments/:id/assign',
    {
      config: { access: requires('UPDATE_PAYMENTS', 'ADD_CONTRIBUTIONS') },
      schema: {
        tags,
        summary:
          'Assign an unmatched, succeeded payment to a member of its occasion (409 when its version is stale)',
        params: idParamsSchema,
        body: assignPaymentInputSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const scope = payments.inScope(actor, 'UPDATE_PAYMENTS', 'occasions');
      // The core takes any payment by id: whether this one is the actor's to assign is decided here.
      if (!(await getPaymentInScope(db, id, scope))) throw paymentNotFound();
      // Under the payment's row lock the core checks the version, that it is paid and still
      // unmatched, that the member is in the actor's scope and of the payment's occasion and
      // currency, and writes the contribution and the audit entry in one transaction.
      await payments.assignPayment({ paymentId: id, ...request.body, actor });
      // Read back whole: the payment may have just taken the member's occasion.
      return (await getPaymentInScope(db, id, ALL_RECORDS))!;
    },
  );
};
