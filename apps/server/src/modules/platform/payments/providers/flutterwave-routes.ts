/**
 * Flutterwave's webhook (decision 0046), public because Flutterwave carries no session.
 * The `verif-hash` header must be the dashboard's secret hash (FLW_SECRET_HASH): otherwise
 * 401, before the body is read or anything is written. A `charge.completed` goes to the
 * core, which keeps it as received and counts nothing until the status query confirms it;
 * anything else with the right hash is kept and answered 200, so Flutterwave stops
 * retrying what we will never read. Flutterwave not being configured here answers 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../../../../lib/access';
import { messageAnswerSchema } from '../../../../lib/answer-schemas';
import { notFound, unauthorized } from '../../../../lib/http-error';
import type { PaymentsCore } from '../payments-core';
import { isFlutterwaveProvider } from './flutterwave';

export const FLUTTERWAVE_WEBHOOK_PATH = '/api/payments/flutterwave/webhook';

/** A charge.completed is a couple of kilobytes; this bounds what a caller can make us hold. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** What is kept of a body that is not JSON. */
const KEPT_TEXT = 2000;

function keptBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return { unreadable: raw.slice(0, KEPT_TEXT) };
  }
}

export const flutterwaveWebhookRoutes: FastifyPluginAsync<{ payments: PaymentsCore }> = async (
  app,
  { payments },
) => {
  // The text as sent: read once here, and kept as received when it is not JSON. Only in this
  // plugin's scope: the app's JSON parser stays for every other route.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    FLUTTERWAVE_WEBHOOK_PATH,
    {
      config: { access: PUBLIC },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: 'Flutterwave webhooks (verif-hash must be FLW_SECRET_HASH)',
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const provider = payments.provider;
      if (!isFlutterwaveProvider(provider)) {
        throw notFound('Flutterwave is not configured on this server');
      }
      if (!provider.hasWebhookHash(request.headers)) {
        throw unauthorized('This webhook does not carry the Flutterwave secret hash');
      }
      const raw = typeof request.body === 'string' ? request.body : '';
      const charge = provider.verifyWebhook(request.headers, raw);
      const received = { provider: 'flutterwave' as const, kind: 'webhook', body: keptBody(raw) };
      if (!charge) {
        await payments.handleCallback({ ...received, recordOnly: 'ignored' });
        return { message: 'Ignored: not a charge.completed with a tx_ref' };
      }
      const { outcome } = await payments.handleCallback({ ...received, ...charge });
      return { message: `Received: ${outcome}` };
    },
  );
};
