/**
 * Who of a filter's recipients can be messaged on a channel, and why the others cannot:
 * no phone, a number that is not mobile under today's rules (decision 0005: an SMS to a
 * landline is paid for and never arrives), a number outside the installation's SMS
 * countries (decision 0059), no e-mail, or an address that opted out.
 */
import { sql } from 'drizzle-orm';
import { parsePhone, type MessageChannel, type SkipReason } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageOptOuts } from '../../../db/schema';
import { isServedPhone, readServedCountries } from '../outbound-gate';
import { getExtraMobilePrefixes } from '../settings';
import type { AudienceRecipient } from './audience';

export type Reachable = { recipient: AudienceRecipient; address: string };
export type Skipped = { key: string; name: string; reason: SkipReason };

/** Opt-outs are kept as E.164 phones and lower-cased e-mail addresses. */
export const optOutAddress = (channel: MessageChannel, address: string) =>
  channel === 'email' ? address.trim().toLowerCase() : address;

async function optedOut(
  db: Db,
  channel: MessageChannel,
  addresses: string[],
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  // One array parameter: a batch's addresses may outnumber a statement's parameters.
  const rows = await db
    .select({ address: messageOptOuts.address })
    .from(messageOptOuts)
    .where(
      sql`${messageOptOuts.channel} = ${channel} and ${messageOptOuts.address} = any(${sql.param(addresses)}::text[])`,
    );
  return new Set(rows.map((row) => row.address));
}

export async function sortRecipients(
  db: Db,
  channel: MessageChannel,
  recipients: readonly AudienceRecipient[],
): Promise<{ reachable: Reachable[]; skipped: Skipped[] }> {
  const skipped: Skipped[] = [];
  const candidates: Reachable[] = [];
  const skip = (recipient: AudienceRecipient, reason: SkipReason) =>
    skipped.push({ key: recipient.key, name: recipient.name, reason });
  const extraMobilePrefixes = channel === 'sms' ? await getExtraMobilePrefixes(db) : {};
  // The gate refuses them at queue time too (decision 0059); here the estimate says so first.
  const served = channel === 'sms' ? await readServedCountries(db) : null;
  for (const recipient of recipients) {
    if (channel === 'sms') {
      if (!recipient.phone) {
        skip(recipient, 'no_phone');
        continue;
      }
      const phone = parsePhone(recipient.phone, { mobileOnly: true, extraMobilePrefixes });
      if (!phone.ok) skip(recipient, 'not_mobile');
      else if (!isServedPhone(phone.e164, served)) skip(recipient, 'country_not_served');
      else candidates.push({ recipient, address: phone.e164 });
    } else if (!recipient.email?.trim()) {
      skip(recipient, 'no_email');
    } else {
      candidates.push({ recipient, address: recipient.email.trim() });
    }
  }
  const out = await optedOut(
    db,
    channel,
    candidates.map((c) => optOutAddress(channel, c.address)),
  );
  const reachable = candidates.filter((candidate) => {
    if (!out.has(optOutAddress(channel, candidate.address))) return true;
    skip(candidate.recipient, 'opted_out');
    return false;
  });
  return { reachable, skipped };
}
