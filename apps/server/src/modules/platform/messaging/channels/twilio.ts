/**
 * Twilio Programmable Messaging: POST {base}/2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, HTTP Basic with the account SID and auth token. Success is 201 with the
 * message resource ({ sid, status, ... }); an error is { code, message, status }. Its
 * delivery receipts go to the StatusCallback URL (our webhook) when PUBLIC_BASE_URL is set.
 * @see https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 */
import { z } from 'zod';
import type { Config } from '../../../../config';
import { isOutcome, malformed, postForm, refusal } from './http-form';
import type { SendOutcome, Transport } from './types';

export const TWILIO = 'twilio';
const LABEL = 'Twilio';
/** A message resource created in one of these ended there (e.g. a blocked destination). */
const ENDED = new Set(['failed', 'undelivered', 'canceled']);
/** Twilio's "Too Many Requests" error code, sometimes sent with HTTP 400. */
const TOO_MANY_REQUESTS = 20429;

const createdSchema = z.object({
  sid: z.string().min(1),
  status: z.string(),
  error_code: z.number().nullish(),
  error_message: z.string().nullish(),
});
const errorSchema = z.object({ code: z.number(), message: z.string() });

export const twilioStatusCallbackPath = '/api/webhooks/sms/twilio';

function judgeCreated(json: unknown): SendOutcome | undefined {
  const parsed = createdSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { sid, status, error_code: code, error_message: text } = parsed.data;
  if (ENDED.has(status)) {
    return {
      kind: 'permanent',
      reason: `${LABEL}: ${status}${code ? ` (${code})` : ''}${text ? `: ${text}` : ''}`,
    };
  }
  return { kind: 'accepted', provider: TWILIO, providerMessageId: sid };
}

export function twilioTransport(config: Config): Transport {
  const sid = config.TWILIO_ACCOUNT_SID ?? '';
  const url = `${config.TWILIO_BASE_URL}/2010-04-01/Accounts/${sid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sid}:${config.TWILIO_AUTH_TOKEN ?? ''}`).toString('base64')}`;
  const sender: Record<string, string> = config.TWILIO_MESSAGING_SERVICE_SID
    ? { MessagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID }
    : { From: config.TWILIO_FROM ?? '' };
  const callback: Record<string, string> = config.PUBLIC_BASE_URL
    ? { StatusCallback: `${config.PUBLIC_BASE_URL}${twilioStatusCallbackPath}` }
    : {};
  return {
    channel: 'sms',
    provider: TWILIO,
    ratePerSecond: config.SMS_RATE_PER_SECOND,
    async send(message) {
      const answer = await postForm({
        label: LABEL,
        url,
        form: { To: message.address, Body: message.body, ...sender, ...callback },
        headers: { authorization, 'idempotency-key': message.id },
        timeoutMs: config.PROVIDER_TIMEOUT_MS,
      });
      if (isOutcome(answer)) return answer;
      if (answer.status >= 200 && answer.status < 300) {
        return judgeCreated(answer.json) ?? malformed(LABEL, answer);
      }
      const error = errorSchema.safeParse(answer.json);
      if (error.success && error.data.code === TOO_MANY_REQUESTS) {
        return {
          kind: 'temporary',
          reason: `${LABEL}: ${error.data.message} (${TOO_MANY_REQUESTS})`,
        };
      }
      return refusal(
        LABEL,
        answer,
        error.success ? `${error.data.message} (${error.data.code})` : '',
      );
    },
    close: async () => {},
  };
}
