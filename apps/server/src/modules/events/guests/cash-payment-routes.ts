/**
 * Cash taken for a guest's card (issue 29), recorded at the door or from the guests page.
 * Recording money is adding a payment, so it needs ADD_PAYMENTS on the guest's event: the
 * door staff's VERIFY_ATTENDEES only admits. The payments core writes the payment, the
 * guest's paid sum and the audit entry in one transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cashPaymentSchema, recordCashPaymentInputSchema } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import type { PaymentsCore } from '../../platform/payments';
import { mustGetGuest } from './guests-service';

const guestParams = z.strictObject({
  id: z.uuid('must be a UUID'),
  guestId: z.uuid('must be a UUID'),
});

export const cashPaymentRoutes: FastifyPluginAsyncZod<
  AppDeps & { payments: PaymentsCore }
> = async (app, { db, payments }) => {
  app.post(
    '/api/events/:id/guests/:guestId/cash-payments',
    {
      config: { access: requires('ADD_PAYMENTS') },
      schema: {
        tags: ['guests'],
        summary:
          "Record cash taken for a guest's card, with its receipt reference (at most what is still owed)",
        params: guestParams,
        body: recordCashPaymentInputSchema,
        response: {
          201: cashPaymentSchema.describe('Recorded'),
          200: cashPaymentSchema.describe('This receipt was recorded for the guest before'),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id, guestId } = request.params;
      const guest = await mustGetGuest(db, actor, 'ADD_PAYMENTS', id, guestId);
      const { amountMinor, currency, receipt, note } = request.body;
      const recorded = await payments.recordCash({
        eventId: guest.eventId,
        guestId: guest.id,
        amountMinor,
        currency,
        receipt,
        note,
        actor,
      });
      const { payment } = recorded;
      return reply.status(recorded.replayed ? 200 : 201).send({
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        receipt: payment.providerReceipt ?? receipt,
        note: payment.note,
        owedMinor: recorded.owedMinor,
        replayed: recorded.replayed,
      });
    },
  );
};
