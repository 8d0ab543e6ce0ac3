/**
 * What every SMS provider webhook shares (receipts and inbound messages): form bodies as
 * providers post them, and the check that a call comes from the provider, made before the
 * body is read. Africa's Talking does not sign its callbacks, so a secret in the URL
 * (AT_WEBHOOK_SECRET) stands in; Twilio signs each with X-Twilio-Signature. A forged call
 * gets 403 and changes nothing; a provider that is not configured here answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../../config';
import { HttpError, notFound } from '../../../../lib/http-error';
import { safeEqual } from '../../../../lib/safe-equal';
import { isTwilioSignatureValid, type FormParams } from './signatures';

/** Repeated names keep every value: Twilio's signature covers them all. */
function parseForm(body: string): FormParams {
  const params: FormParams = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const had = params[name];
    params[name] = had === undefined ? value : [had, value].flat();
  }
  return params;
}

const isFormParams = (body: unknown): body is FormParams =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.values(body).every(
    (value) =>
      typeof value === 'string' ||
      (Array.isArray(value) && value.every((v) => typeof v === 'string')),
  );

/** Reads form-encoded bodies in the plugin that registers the provider's routes. */
export function acceptProviderForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(body as string)),
  );
}

/** What a webhook carries, for its answers: "Delivery receipts", "Inbound messages". */
export type CallKind = { plural: string; singular: string };

const forged = (kind: CallKind) =>
  new HttpError(403, `This ${kind.singular} is not signed by the provider`);
const notConfigured = (kind: CallKind, provider: string) =>
  notFound(`${kind.plural} from ${provider} are not configured on this server`);

/** For routes under `/:secret`: the secret compared in constant time. */
export function checkAfricasTalkingSecret(config: Config, kind: CallKind) {
  return async (request: FastifyRequest) => {
    const secret = config.AT_WEBHOOK_SECRET;
    if (!secret) throw notConfigured(kind, "Africa's Talking");
    const { secret: given } = request.params as { secret?: unknown };
    if (typeof given !== 'string' || !safeEqual(given, secret)) throw forged(kind);
  };
}

/** The signature covers the URL Twilio called (PUBLIC_BASE_URL + path) and every form field. */
export function checkTwilioSignature(config: Config, kind: CallKind) {
  return async (request: FastifyRequest) => {
    const token = config.TWILIO_AUTH_TOKEN;
    if (!token || !config.PUBLIC_BASE_URL) throw notConfigured(kind, 'Twilio');
    const signature = request.headers['x-twilio-signature'];
    const url = `${config.PUBLIC_BASE_URL}${request.url}`;
    if (
      !isFormParams(request.body) ||
      !isTwilioSignatureValid(
        token,
        url,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      throw forged(kind);
    }
  };
}
