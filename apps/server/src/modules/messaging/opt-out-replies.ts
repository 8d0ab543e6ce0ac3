/**
 * Replies that opt a phone number out of SMS, or back in. Providers pass inbound messages
 * on (webhooks/inbound-routes.ts); a reply whose first word is a stop word records an
 * opt-out, which every later send skips ("opted out", skip-reasons.ts) and a retry refuses
 * (batch-actions.ts); a start word removes it; anything else changes nothing. Each is one
 * statement that ends in the same state however often it runs, so a provider's retries
 * are harmless.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageOptOuts } from '../../db/schema';

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

export const OPT_OUT_REASON = 'Replied STOP';

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

/** Applies an SMS reply from `phone` (E.164); answers what it did. */
export async function applySmsReply(db: Db, phone: string, text: string): Promise<ReplyEffect> {
  const effect = readReply(text);
  if (effect === 'opted_out') {
    await db
      .insert(messageOptOuts)
      .values({ channel: 'sms', address: phone, reason: OPT_OUT_REASON })
      .onConflictDoNothing();
  } else if (effect === 'opted_in') {
    await db
      .delete(messageOptOuts)
      .where(and(eq(messageOptOuts.channel, 'sms'), eq(messageOptOuts.address, phone)));
  }
  return effect;
}
