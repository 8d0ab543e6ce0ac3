/**
 * A local SMS provider on 127.0.0.1 that speaks Africa's Talking's or Twilio's HTTP
 * format, for tests and the benchmark. It can be told to answer 5xx, 429, a refusal, a
 * malformed body, to be slow or not to answer at all; it honours `Idempotency-Key` (a
 * repeat gets the first answer and is not counted again), counts what it accepted, and
 * can post delivery receipts to our webhook as the real provider would.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../../src/modules/platform/messaging/webhooks/signatures';

export type FakeSmsFlavour = 'africastalking' | 'twilio';

/**
 * `ok` accepts; `server-error` answers 503; `too-many` 429; `reject` refuses the number
 * (a permanent failure); `malformed` answers 200 with a body that is not the format;
 * `hang` never answers (the caller's timeout fires) and accepts nothing.
 */
type FakeSmsMode = 'ok' | 'server-error' | 'too-many' | 'reject' | 'malformed' | 'hang';

type AcceptedSms = {
  idempotencyKey: string | null;
  to: string;
  body: string;
  messageId: string;
  /** Every form field the request carried (sender, callback URL...). */
  form: Record<string, string>;
};

export type DeliveryReceipt = { messageId: string; delivered: boolean; reason?: string };

export type FakeSmsProvider = {
  flavour: FakeSmsFlavour;
  /** Base URL: AT_BASE_URL or TWILIO_BASE_URL. */
  url: string;
  /** Environment for the server under test. */
  env: Record<string, string>;
  /** Each message accepted once, in order. */
  accepted: AcceptedSms[];
  /** Every request that reached us, repeats included. */
  requests: number;
  /** Requests that carried an Idempotency-Key we had already accepted. */
  repeats: number;
  /** How the next `count` requests are answered (default: all of them from now on). */
  setMode(mode: FakeSmsMode, count?: number): void;
  /** Milliseconds before each answer. */
  setDelay(ms: number): void;
  /**
   * Runs after a message is accepted and before the answer goes out: a provider whose
   * delivery receipt overtakes its answer. `undefined` stops it.
   */
  beforeAnswer(hook: ((sms: AcceptedSms) => Promise<void>) | undefined): void;
  acceptedTo(phone: string): number;
  /** A delivery receipt as the provider would post it to `webhookUrl` (Twilio: signed). */
  receiptRequest(
    webhookUrl: string,
    receipt: DeliveryReceipt,
    options?: { forge?: boolean },
  ): { url: string; headers: Record<string, string>; body: string };
  /** Posts it over HTTP to a server that listens. */
  postReceipt(
    webhookUrl: string,
    receipt: DeliveryReceipt,
    options?: { forge?: boolean },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};

export const TWILIO_TEST_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TEST_TOKEN = 'fake-twilio-auth-token';
const AT_TEST_KEY = 'fake-at-api-key';

type Answer = { status: number; body: string };

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value) });

function africasTalkingAnswer(mode: FakeSmsMode, to: string, messageId: string): Answer {
  switch (mode) {
    case 'reject':
      return json(201, {
        SMSMessageData: {
          Message: 'Sent to 0/1 Total Cost: 0',
          Recipients: [
            {
              statusCode: 403,
              number: to,
              status: 'InvalidPhoneNumber',
              cost: '0',
              messageId: 'None',
            },
          ],
        },
      });
    case 'server-error':
      return { status: 503, body: 'Service Unavailable' };
    case 'too-many':
      return { status: 429, body: 'Too Many Requests' };
    case 'malformed':
      return { status: 200, body: '{"SMSMessageData": {"Message": "Sent to 1/1"' };
    default:
      return json(201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [
            { statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId },
          ],
        },
      });
  }
}

function twilioAnswer(mode: FakeSmsMode, to: string, body: string, messageId: string): Answer {
  switch (mode) {
    case 'reject':
      return json(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    case 'server-error':
      return json(503, { code: 20503, message: 'Service unavailable', status: 503 });
    case 'too-many':
      return json(429, { code: 20429, message: 'Too Many Requests', status: 429 });
    case 'malformed':
      return { status: 201, body: '<html><body>Gateway says hello</body></html>' };
    default:
      return json(201, {
        sid: messageId,
        account_sid: TWILIO_TEST_SID,
        to,
        body,
        status: 'queued',
        num_segments: '1',
        error_code: null,
        error_message: null,
      });
  }
}

export async function startFakeSmsProvider(flavour: FakeSmsFlavour): Promise<FakeSmsProvider> {
  const modes: { mode: FakeSmsMode; left: number }[] = [];
  let delayMs = 0;
  let hookBeforeAnswer: ((sms: AcceptedSms) => Promise<void>) | undefined;
  /** Idempotency-Key -> the answer it got, so a repeat gets the same one. */
  const answered = new Map<string, Answer>();
  const hanging = new Set<http.ServerResponse>();
  let counter = 0;

  const nextMode = (): FakeSmsMode => {
    const current = modes[0];
    if (!current) return 'ok';
    if (Number.isFinite(current.left)) {
      current.left -= 1;
      if (current.left <= 0) modes.shift();
    }
    return current.mode;
  };

  const authorized = (request: http.IncomingMessage) =>
    flavour === 'africastalking'
      ? request.headers.apikey === AT_TEST_KEY
      : request.headers.authorization ===
        `Basic ${Buffer.from(`${TWILIO_TEST_SID}:${TWILIO_TEST_TOKEN}`).toString('base64')}`;

  const expectedPath =
    flavour === 'africastalking'
      ? '/version1/messaging'
      : `/2010-04-01/Accounts/${TWILIO_TEST_SID}/Messages.json`;

  const server = http.createServer(async (request, response) => {
    const text = await readBody(request);
    provider.requests += 1;
    if (request.method !== 'POST' || request.url !== expectedPath) {
      response.writeHead(404).end('Not found');
      return;
    }
    if (!authorized(request)) {
      response
        .writeHead(401)
        .end(
          flavour === 'twilio'
            ? '{"code":20003,"message":"Authenticate","status":401}'
            : 'The supplied authentication is invalid',
        );
      return;
    }
    const form = new URLSearchParams(text);
    const to = form.get(flavour === 'africastalking' ? 'to' : 'To') ?? '';
    const body = form.get(flavour === 'africastalking' ? 'message' : 'Body') ?? '';
    const key =
      typeof request.headers['idempotency-key'] === 'string'
        ? request.headers['idempotency-key']
        : null;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));

    const earlier = key ? answered.get(key) : undefined;
    if (earlier) {
      provider.repeats += 1;
      response.writeHead(earlier.status, { 'content-type': 'application/json' }).end(earlier.body);
      return;
    }
    const mode = nextMode();
    if (mode === 'hang') {
      hanging.add(response);
      return;
    }
    counter += 1;
    const messageId =
      flavour === 'africastalking'
        ? `ATXid_${counter}_${randomBytes(4).toString('hex')}`
        : `SM${randomBytes(16).toString('hex')}`;
    const answer =
      flavour === 'africastalking'
        ? africasTalkingAnswer(mode, to, messageId)
        : twilioAnswer(mode, to, body, messageId);
    if (mode === 'ok') {
      const sms = { idempotencyKey: key, to, body, messageId, form: Object.fromEntries(form) };
      provider.accepted.push(sms);
      if (key) answered.set(key, answer);
      await hookBeforeAnswer?.(sms);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: FakeSmsProvider = {
    flavour,
    url,
    env:
      flavour === 'africastalking'
        ? {
            SMS_PROVIDER: 'africastalking',
            AT_BASE_URL: url,
            AT_USERNAME: 'sandbox',
            AT_API_KEY: AT_TEST_KEY,
            AT_WEBHOOK_SECRET: 'fake-at-webhook-secret-0123456789',
          }
        : {
            SMS_PROVIDER: 'twilio',
            TWILIO_BASE_URL: url,
            TWILIO_ACCOUNT_SID: TWILIO_TEST_SID,
            TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN,
            TWILIO_FROM: '+15005550006',
          },
    accepted: [],
    requests: 0,
    repeats: 0,
    setMode(mode, count = Number.POSITIVE_INFINITY) {
      modes.length = 0;
      modes.push({ mode, left: count });
    },
    setDelay(ms) {
      delayMs = ms;
    },
    beforeAnswer(hook) {
      hookBeforeAnswer = hook;
    },
    acceptedTo: (phone) => provider.accepted.filter((sms) => sms.to === phone).length,
    receiptRequest(webhookUrl, { messageId, delivered, reason }, options = {}) {
      const form: Record<string, string> =
        flavour === 'africastalking'
          ? {
              id: messageId,
              status: delivered ? 'Success' : 'Failed',
              phoneNumber: '+254700000000',
              networkCode: '63902',
              retryCount: '0',
              ...(delivered ? {} : { failureReason: reason ?? 'DeliveryFailure' }),
            }
          : {
              MessageSid: messageId,
              SmsSid: messageId,
              AccountSid: TWILIO_TEST_SID,
              MessageStatus: delivered ? 'delivered' : 'undelivered',
              ApiVersion: '2010-04-01',
              ...(delivered ? {} : { ErrorCode: reason ?? '30003' }),
            };
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
      };
      if (flavour === 'twilio') {
        // A forgery is signed with another token: never the right signature by chance.
        const token = options.forge ? `${TWILIO_TEST_TOKEN}-forged` : TWILIO_TEST_TOKEN;
        headers['x-twilio-signature'] = twilioSignature(token, webhookUrl, form);
      }
      return { url: webhookUrl, headers, body: new URLSearchParams(form).toString() };
    },
    async postReceipt(webhookUrl, receipt, options) {
      const request = provider.receiptRequest(webhookUrl, receipt, options);
      const response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
      });
      return { status: response.status, body: await response.text() };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return provider;
}
