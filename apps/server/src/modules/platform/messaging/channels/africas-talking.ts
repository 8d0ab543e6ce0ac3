/**
 * Africa's Talking bulk SMS: POST {base}/version1/messaging, form-encoded, the API key in
 * an `apiKey` header. Each recipient's entry in the answer carries a statusCode: 100
 * (Processed), 101 (Sent) and 102 (Queued) are acceptance; 4xx codes (401 RiskHold, 402
 * InvalidSenderId, 403 InvalidPhoneNumber, 404 UnsupportedNumberType, 405
 * InsufficientBalance, 406 UserInBlacklist, 407 CouldNotRoute, 409 DoNotDisturbRejection)
 * are refusals that a retry meets again; 500 InternalServerError and 501 GatewayError are
 * the provider's trouble and are retried.
 * @see https://developers.africastalking.com/docs/sms/sending/bulk
 */
import { z } from 'zod';
import type { Config } from '../../../../config';
import { isOutcome, malformed, postForm, refusal } from './http-form';
import type { SendOutcome, Transport } from './types';

export const AFRICAS_TALKING = 'africastalking';
const LABEL = "Africa's Talking";
const ACCEPTED = new Set([100, 101, 102]);

const answerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string().optional(),
    Recipients: z.array(
      z.object({
        statusCode: z.number().int(),
        status: z.string(),
        messageId: z.string().optional(),
        number: z.string().optional(),
        cost: z.string().optional(),
      }),
    ),
  }),
});

function judge(json: unknown): SendOutcome | undefined {
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { Recipients, Message } = parsed.data.SMSMessageData;
  const [recipient] = Recipients;
  // No recipient entry: the whole request was refused, and Message says why.
  if (!recipient) return { kind: 'permanent', reason: `${LABEL}: ${Message ?? 'not sent'}` };
  const reason = `${LABEL}: ${recipient.status} (${recipient.statusCode})`;
  if (ACCEPTED.has(recipient.statusCode)) {
    if (!recipient.messageId) return undefined;
    return { kind: 'accepted', provider: AFRICAS_TALKING, providerMessageId: recipient.messageId };
  }
  return recipient.statusCode >= 500
    ? { kind: 'temporary', reason }
    : { kind: 'permanent', reason };
}

export function africasTalkingTransport(config: Config): Transport {
  const url = `${config.AT_BASE_URL}/version1/messaging`;
  return {
    channel: 'sms',
    provider: AFRICAS_TALKING,
    ratePerSecond: config.SMS_RATE_PER_SECOND,
    async send(message) {
      const answer = await postForm({
        label: LABEL,
        url,
        form: {
          username: config.AT_USERNAME ?? '',
          to: message.address,
          message: message.body,
          ...(config.AT_SENDER_ID ? { from: config.AT_SENDER_ID } : {}),
        },
        headers: { apiKey: config.AT_API_KEY ?? '', 'idempotency-key': message.id },
        timeoutMs: config.PROVIDER_TIMEOUT_MS,
      });
      if (isOutcome(answer)) return answer;
      if (answer.status < 200 || answer.status >= 300) return refusal(LABEL, answer, '');
      return judge(answer.json) ?? malformed(LABEL, answer);
    },
    close: async () => {},
  };
}
