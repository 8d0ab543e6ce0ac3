/**
 * The one way messages get into the outbox (decision 0059): the gate decides, in the
 * caller's transaction and before anything is written, whose allowance a send spends and
 * whether it may, which recipients are outside the installation's countries or past their
 * own daily cap, and whether the installation's daily budget holds it; then it writes the
 * batch and its messages. A refusal throws before the insert and takes the day's counts
 * back with the transaction, so a refused send queues nothing.
 *
 * The messages go in as one INSERT from arrays (`unnest`): ten thousand rows in one
 * statement and one round trip, where a multi-row VALUES list would pass PostgreSQL's
 * 65,535 parameters at about 6,000 rows.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MessageChannel, SkipReason } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { messageBatches, messages } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { tooManyRequests } from '../../../lib/too-many-requests';
import { assertAccountMaySpend } from './account-allowance';
import { countForInstallation, countRecipients } from './daily-counts';
import type { OutboundGate } from './gate';
import { BUDGET_VARIABLE, CHANNEL_WORDS, type OutboundLimits } from './limits';
import { isServedPhone, notServedRefusal, readServedCountries } from './served-countries';
import { nextUtcMidnight, utcDayOf } from './utc-day';

/**
 * Whose allowance a send spends: an account (the sender, or the owner behind an app
 * notice or a public link), or the installation's own for a notice no account answers for
 * (its caller bounds it, and the recipient cap and the budget still apply).
 */
export type Spender = { account: string } | 'installation';

export type OutboundMessage = {
  recipientKey: string;
  recipientName: string;
  /** E.164 phone for SMS, address for e-mail. */
  address: string;
  subject: string | null;
  body: string;
  html: string | null;
  /** SMS parts; 1 for e-mail, which has no parts. */
  segments: number;
};

type SkippedRecipient = { key: string; name: string; reason: SkipReason };

export type OutboundBatch = {
  /** None for a message the app writes itself. */
  templateId: string | undefined;
  scheduleId?: string | undefined;
  channel: MessageChannel;
  audience: string;
  contextId: string;
  filter: unknown;
  isTest: boolean;
  /** Recipients the caller left out already, and why. */
  skipped: readonly SkippedRecipient[];
};

export type OutboundSend = {
  spender: Spender;
  batch: OutboundBatch;
  messages: readonly OutboundMessage[];
  /**
   * A batch to many (`skip`) leaves out a recipient the gate refuses and sends to the
   * rest, saying why in the batch's skipped list; a single message (`refuse`) is refused.
   */
  whenRecipientRefused: 'skip' | 'refuse';
  /** The request's field holding the address, named in a refusal (`clientPhone`). */
  addressField?: string;
  now?: Date;
};

export type Queued = {
  batchId: string;
  messages: readonly OutboundMessage[];
  skipped: readonly SkippedRecipient[];
};

/** A send larger than the whole budget would never fit: 403, not 429. */
function budgetRefusal(
  channel: MessageChannel,
  adding: number,
  before: number,
  limits: OutboundLimits,
  now: Date,
): HttpError {
  const budget = limits.dailyBudget[channel];
  const words = CHANNEL_WORDS[channel];
  const what =
    `Sending ${adding.toLocaleString('en')} ${adding === 1 ? words.one : words.many} would pass ` +
    `the installation's daily budget of ${budget.toLocaleString('en')} ${words.many} ` +
    `(${before.toLocaleString('en')} sent today; ${BUDGET_VARIABLE[channel]}).`;
  if (adding > budget) return new HttpError(403, what);
  return tooManyRequests(what, nextUtcMidnight(now).getTime() - now.getTime());
}

/** Spends `adding` of the channel's budget of the day, or refuses; call last before writing. */
export async function spendBudget(
  tx: Db,
  channel: MessageChannel,
  adding: number,
  limits: OutboundLimits,
  now: Date,
): Promise<void> {
  const sent = await countForInstallation(tx, channel, adding, utcDayOf(now));
  if (sent > limits.dailyBudget[channel]) {
    throw budgetRefusal(channel, adding, sent - adding, limits, now);
  }
}

/** The refusal of a recipient past its own cap today. */
export function recipientCapRefusal(
  channel: MessageChannel,
  address: string,
  limits: OutboundLimits,
  now: Date,
  field?: string,
): HttpError {
  const cap = limits.recipientDailyCap;
  const message =
    `${address} has had ${cap.toLocaleString('en')} ${CHANNEL_WORDS[channel].many} from this ` +
    `installation today, the most one ${channel === 'sms' ? 'number' : 'address'} receives a ` +
    'day (RECIPIENT_DAILY_CAP).';
  return tooManyRequests(
    message,
    nextUtcMidnight(now).getTime() - now.getTime(),
    field ? { [field]: [message] } : undefined,
  );
}

/** One count per person: e-mail addresses in any case are one address. */
const recipientKeyOf = (channel: MessageChannel, address: string) =>
  channel === 'email' ? address.trim().toLowerCase() : address;

/** The recipients the gate lets through, and those it leaves out with why. */
async function screenRecipients(tx: Db, gate: OutboundGate, send: OutboundSend, now: Date) {
  const { channel } = send.batch;
  const refuse = send.whenRecipientRefused === 'refuse';
  const skipped: SkippedRecipient[] = [];
  const skip = (message: OutboundMessage, reason: SkipReason) =>
    skipped.push({ key: message.recipientKey, name: message.recipientName, reason });
  let passing = [...send.messages];
  let refusal: HttpError | undefined;

  if (channel === 'sms') {
    const served = await readServedCountries(tx);
    const abroad = passing.filter((message) => !isServedPhone(message.address, served));
    if (served && abroad.length > 0) {
      refusal = notServedRefusal(
        abroad.map((message) => message.address),
        served,
        send.addressField,
      );
      if (refuse) throw refusal;
      abroad.forEach((message) => skip(message, 'country_not_served'));
      passing = passing.filter((message) => !abroad.includes(message));
    }
  }

  const keyOf = (message: OutboundMessage) => recipientKeyOf(channel, message.address);
  const over = await countRecipients(
    tx,
    channel,
    passing.map(keyOf),
    utcDayOf(now),
    gate.limits.recipientDailyCap,
  );
  const [firstOver] = over.keys();
  if (firstOver !== undefined) {
    refusal = recipientCapRefusal(channel, firstOver, gate.limits, now, send.addressField);
    if (refuse) throw refusal;
    for (const message of passing) {
      if (over.has(keyOf(message))) skip(message, 'recipient_daily_cap');
    }
    passing = passing.filter((message) => !over.has(keyOf(message)));
  }
  // Nobody left: the reason of the last recipient refused is the answer.
  if (passing.length === 0 && refusal) throw refusal;
  return { passing, skipped };
}

/** Decides and, when the send may go, writes the batch and its messages inside `tx`. */
export async function queueOutbound(
  tx: Db,
  gate: OutboundGate,
  send: OutboundSend,
): Promise<Queued> {
  const now = send.now ?? new Date();
  const { channel } = send.batch;
  const { passing, skipped } = await screenRecipients(tx, gate, send, now);
  const createdBy = send.spender === 'installation' ? null : send.spender.account;
  if (createdBy !== null) {
    await assertAccountMaySpend(
      tx,
      createdBy,
      { channel, adding: passing.length },
      gate.limits,
      now,
    );
  }
  await spendBudget(tx, channel, passing.length, gate.limits, now);
  const allSkipped = [...send.batch.skipped, ...skipped];
  const batchId = await insertBatch(tx, { ...send.batch, skipped: allSkipped, createdBy }, passing);
  return { batchId, messages: passing, skipped: allSkipped };
}

/**
 * The write itself, after the gate decided. Exported for the messaging benchmark's floor
 * (bench/messaging), which times the statement alone; server modules cannot reach it (the
 * gate's internals are its own, eslint/outbound-gate.js).
 */
export async function insertBatch(
  db: Db,
  batch: OutboundBatch & { createdBy: string | null },
  planned: readonly OutboundMessage[],
): Promise<string> {
  const id = randomUUID();
  await db.insert(messageBatches).values({
    id,
    templateId: batch.templateId ?? null,
    scheduleId: batch.scheduleId ?? null,
    channel: batch.channel,
    audience: batch.audience,
    contextId: batch.contextId,
    recipientFilter: batch.filter,
    isTest: batch.isTest,
    total: planned.length,
    skipped: batch.skipped,
    createdBy: batch.createdBy,
  });
  await insertMessages(db, id, batch.channel, batch.createdBy, planned);
  return id;
}

const column = <T>(planned: readonly OutboundMessage[], pick: (m: OutboundMessage) => T) =>
  sql.param(planned.map(pick));

async function insertMessages(
  db: Db,
  batchId: string,
  channel: MessageChannel,
  createdBy: string | null,
  planned: readonly OutboundMessage[],
): Promise<void> {
  if (planned.length === 0) return;
  // The id is ours, made here: it is also the idempotency key every provider call carries.
  await db.execute(sql`
    insert into ${messages} (id, batch_id, recipient_key, recipient_name, address, channel,
      subject, body, html, segments, created_by)
    select t.id, ${batchId}, t.recipient_key, t.recipient_name, t.address, ${channel},
      t.subject, t.body, t.html, t.segments, ${createdBy}
    from unnest(
      ${column(planned, () => randomUUID())}::uuid[],
      ${column(planned, (m) => m.recipientKey)}::text[],
      ${column(planned, (m) => m.recipientName)}::text[],
      ${column(planned, (m) => m.address)}::text[],
      ${column(planned, (m) => m.subject)}::text[],
      ${column(planned, (m) => m.body)}::text[],
      ${column(planned, (m) => m.html)}::text[],
      ${column(planned, (m) => m.segments)}::int[]
    ) as t(id, recipient_key, recipient_name, address, subject, body, html, segments)`);
}
