/**
 * What the log may hold (decision 0018). Some URLs carry a credential in their path:
 * Africa's Talking's webhook secret (anyone holding it can post receipts and opt-outs),
 * M-Pesa's callback secret (callbacks), a guest's answer-link token (anyone holding it
 * can answer for the guest) and a member's pay-link token (it shows what they owe and
 * starts payment prompts to them). The request
 * log line writes such a segment as [redacted]; pino's redaction removes credentials from
 * headers and fields, whatever a later log line adds.
 */
import pino, { type DestinationStream } from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Path prefixes followed by a credential segment. Repeated slashes and any letter case are
 * matched too: such a URL reaches no route, yet its 404 is logged like any other request.
 */
const CREDENTIAL_AFTER: readonly RegExp[] = [
  /^(\/+api\/+webhooks\/+sms\/+africastalking\/+)[^/?#]+/i,
  // M-Pesa's callback secret (decision 0042): anyone holding it can post callbacks.
  /^(\/+api\/+payments\/+mpesa\/+(?:stk-callback|c2b\/+(?:validation|confirmation))\/+)[^/?#]+/i,
  /^(\/+api\/+invitations\/+)[^/?#]+/i,
  /^(\/+i\/+)[^/?#]+/i,
  /^(\/+api\/+pay\/+)[^/?#]+/i,
  /^(\/+p\/+)[^/?#]+/i,
];

/** The URL with a credential path segment replaced by [redacted]; others as they are. */
export function redactUrl(url: string): string {
  for (const pattern of CREDENTIAL_AFTER) {
    if (pattern.test(url)) return url.replace(pattern, `$1${REDACTED}`);
  }
  return url;
}

/** Fields that hold credentials wherever they appear in a logged object. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-twilio-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.secret',
];

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's `logger` option; `stream` is where lines go (stdout unless a test reads them).
 * Stdout is written without blocking (decision 0021): a synchronous write for each line
 * cost about a tenth of a check-in's CPU. Lines logged while a write is under way go out
 * together with the next one, and pino writes what is left when the process exits.
 */
export function loggerOptions(level: string, stream?: DestinationStream) {
  if (level === 'silent') return false;
  return {
    level,
    redact: REDACT_PATHS,
    serializers: { req: serializeRequest },
    stream: stream ?? pino.destination({ sync: false }),
  };
}

/**
 * One line per request at `info` (decision 0021): the request and its outcome together,
 * written when it is answered. Fastify's own two lines (`incoming request` at the start)
 * cost a check-in a tenth of its CPU; the first of them is still written at `debug`, for
 * following a request that never ends.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** Fastify's `logController` option. */
export const requestLogController = () => new OneLinePerRequest();
