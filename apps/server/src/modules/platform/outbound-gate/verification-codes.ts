/**
 * Codes that prove a phone (decision 0022) pass the gate too (decision 0059): only to a
 * number of the installation's countries, within the number's own daily cap and the
 * installation's SMS budget. They spend no account's allowance: a code is what lets a new
 * account send at all, and its requests are bounded per account and per number already
 * (phone-verification). The gate holds the transport, so nothing else sends a code.
 */
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { countRecipients } from './daily-counts';
import type { OutboundGate } from './gate';
import { recipientCapRefusal, spendBudget } from './queue-outbound';
import { isServedPhone, notServedRefusal, readServedCountries } from './served-countries';
import { utcDayOf } from './utc-day';

/** Call in the transaction that records the code: a refusal records and counts nothing. */
export async function admitVerificationCode(
  tx: Db,
  gate: OutboundGate,
  phone: string,
  now: Date,
): Promise<void> {
  const served = await readServedCountries(tx);
  if (served && !isServedPhone(phone, served)) throw notServedRefusal([phone], served, 'phone');
  const over = await countRecipients(
    tx,
    'sms',
    [phone],
    utcDayOf(now),
    gate.limits.recipientDailyCap,
  );
  if (over.size > 0) throw recipientCapRefusal('sms', phone, gate.limits, now, 'phone');
  await spendBudget(tx, 'sms', 1, gate.limits, now);
}

/** Sends an admitted code straight to the provider: its text is never stored (0022). */
export async function sendVerificationCode(
  gate: OutboundGate,
  code: { id: string; name: string; phone: string; body: string },
): Promise<void> {
  const transport = gate.codeTransport;
  if (!transport) throw new HttpError(409, 'No SMS provider is configured.');
  const outcome = await transport.send({
    id: code.id,
    channel: 'sms',
    recipientName: code.name,
    address: code.phone,
    subject: null,
    body: code.body,
    html: null,
  });
  if (outcome.kind !== 'accepted') {
    throw new HttpError(
      503,
      `The SMS provider did not take the code (${outcome.reason}). Try again in a minute.`,
    );
  }
}
