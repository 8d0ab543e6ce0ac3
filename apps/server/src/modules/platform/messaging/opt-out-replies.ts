/**
 * Replies that opt a phone number out of SMS, or back in. Providers pass inbound messages
 * on (webhooks/inbound-routes.ts); a reply whose first word is a stop word records an
 * opt-out, which every later send skips ("opted out", skip-reasons.ts) and a retry refuses
 * (batch-actions.ts); a start word removes it; anything else changes nothing. A message
 * id is applied once: a replay of an older STOP must not undo a later START.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageOptOuts } from '../../../db/schema';
import { recordWebhookCall } from './webhook-calls';

/**
 * The usual carrier keywords (CTIA's, which Twilio honours too), and Swahili's "sitisha"
 * (stop), which Kenyan and Tanzanian senders advertise beside STOP.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'SITISHA',
]);
const START_WORDS: ReadonlySet<string> = new Set(['START', 'UNSTOP', 'YES']);

const OPT_OUT_REASON = 'Replied STOP';

export type ReplyEffect = 'opted_out' | 'opted_in' | 'ignored';

/** The reply's first word in capitals, without punctuation around it ("Stop." is STOP). */
function firstWord(text: string): string {
  const [word = ''] = text.trim().split(/\s+/, 1);
  return word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '').toUpperCase();
}

export function readReply(text: string): ReplyEffect {
  const word = firstWord(text);
  if (STOP_WORDS.has(word)) return 'opted_out';
  if (START_WORDS.has(word)) return 'opted_in';
  return 'ignored';
}

/** An incoming SMS: the provider and its message id, the sender (E.164) and the text. */
export type SmsReply = { provider: string; providerMessageId: string; phone: string; text: string };

/**
 * Applies an SMS reply; answers what it did, or `replayed` for a message id processed
 * before (webhook-calls.ts), which changes nothing: STOP, START, then STOP's replay must
 * leave the number opted in.
 */
export async function applySmsReply(db: Db, reply: SmsReply): Promise<ReplyEffect | 'replayed'> {
  return db.transaction(async (tx) => {
    const call = {
      provider: reply.provider,
      kind: 'inbound' as const,
      providerMessageId: reply.providerMessageId,
    };
    if (!(await recordWebhookCall(tx, call))) return 'replayed';
    const effect = readReply(reply.text);
    if (effect === 'opted_out') {
      await tx
        .insert(messageOptOuts)
        .values({ channel: 'sms', address: reply.phone, reason: OPT_OUT_REASON })
        .onConflictDoNothing();
    } else if (effect === 'opted_in') {
      await tx
        .delete(messageOptOuts)
        .where(and(eq(messageOptOuts.channel, 'sms'), eq(messageOptOuts.address, reply.phone)));
    }
    return effect;
  });
}
