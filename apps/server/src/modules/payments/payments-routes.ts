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
import type { AppDeps } from '../../app-deps';
import { members } from '../../db/schema';
import { actorOf, requires, type Actor } from '../../lib/access';
import { HttpError, notFound } from '../../lib/http-error';
import { idParamsSchema } from '../../lib/request-schemas';
import { pageSchemaOf } from '../../lib/resource-routes';
import { occasionIdInScope } from '../occasions/occasion-scope';
import {
  exportPayments,
  getPaymentInScope,
  listPayments,
  memberOfOccasion,
  paymentsInScope,
  paymentTotals,
} from './payments-list';

/** The core's write (index.ts): an unmatched, succeeded payment becomes the member's contribution. */
export type AssignPayment = (input: {
  paymentId: string;
  memberId: string;
  version: number;
  actor: Actor;
}) => Promise<unknown>;

export type PaymentsRoutesDeps = AppDeps & { assignPayment: AssignPayment };

const paymentNotFound = () => notFound('Payment not found');

/** 404 as for any member outside scope, naming the field so the dialog can show it. */
const unknownMember = () =>
  new HttpError(404, 'Choose a member of this occasion', {
    memberId: ['Choose a member of this occasion'],
  });

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesDeps> = async (
  app,
  { db, assignPayment },
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
      return listPayments(db, query, paymentsInScope(actorOf(request), 'READ_PAYMENTS', type));
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
      return paymentTotals(db, query, paymentsInScope(actorOf(request), 'READ_PAYMENTS', type));
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
      },
    },
    async (request, reply) => {
      const scope = paymentsInScope(actorOf(request), 'READ_PAYMENTS', request.query.type);
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
      const scope = paymentsInScope(actorOf(request), 'READ_PAYMENTS');
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
      const scope = paymentsInScope(actor, 'UPDATE_PAYMENTS', 'occasions');
      const payment = await getPaymentInScope(db, id, scope);
      if (!payment?.occasionId) throw paymentNotFound();
      const memberScope = occasionIdInScope(actor, 'ADD_CONTRIBUTIONS', members.occasionId);
      if (!(await memberOfOccasion(db, request.body.memberId, payment.occasionId, memberScope))) {
        throw unknownMember();
      }
      // The core checks the version, the status and that it is still unmatched under the
      // payment's row lock, and writes the contribution and the audit entry in one transaction.
      await assignPayment({ paymentId: id, ...request.body, actor });
      return (await getPaymentInScope(db, id, scope))!;
    },
  );
};
