/**
 * Check-in at the door (decision 0008): the kit a device downloads, check-ins one at a
 * time (online) or in batches made offline, and the counters. Every admission runs in
 * one statement or transaction that locks the guests it touches, so however many devices check in
 * the same event at once, a card never admits more than its `admissions`; what offline
 * devices let in beyond that is recorded as over-admitted.
 */
import {
  CHECK_IN_REASONS,
  hasPrivilege,
  normalizeShortCardCode,
  remainingAdmissions,
  settleAdmission,
  type CardCodeAnswer,
  type CheckInEvents,
  type CheckInGuest,
  type CheckInInput,
  type CheckInKit,
  type CheckInResult,
  type CheckInSummary,
  type CheckInSyncResult,
  type CheckInVerdict,
  type Privilege,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { HttpError, notFound } from '../../../lib/http-error';
import { eventsInScope, mustGetEvent } from '../events';
import { mustGetGuest } from '../guests';
import { checkCardCode, getOrCreateEventKey, signCardCode } from './card-codes';
import {
  addCheckedIn,
  admitOnCard,
  findCheckInsByClientId,
  findEventCurrency,
  findEventForCheckIn,
  findGuestIdByShortCode,
  findGuestShortCode,
  insertCheckIn,
  listCheckInEvents,
  listKitGuests,
  lockGuests,
  summarizeCheckIns,
  type Admission,
} from './check-in-repository';

type Refused = { result: Exclude<CheckInResult, 'admitted' | 'already_used'>; reason: string };
type Target = { guestId: string } | Refused;

const REFUSALS = {
  malformed: { result: 'unknown', reason: CHECK_IN_REASONS.notACard },
  wrong_event: { result: 'wrong_event', reason: CHECK_IN_REASONS.wrongEvent },
  forged: { result: 'forged', reason: CHECK_IN_REASONS.forged },
  unknownGuest: { result: 'unknown', reason: CHECK_IN_REASONS.unknownGuest },
  unknownShortCode: { result: 'unknown', reason: CHECK_IN_REASONS.unknownShortCode },
  clientIdElsewhere: {
    result: 'unknown',
    reason: 'This check-in id was already used for another event',
  },
} as const satisfies Record<string, Refused>;

/**
 * The events door staff may check in. GET /api/events needs READ_EVENTS, which door staff
 * need not hold; this list needs only VERIFY_ATTENDEES and answers names and times.
 */
export async function getCheckInEvents(db: Db, actor: Actor): Promise<CheckInEvents> {
  return { items: await listCheckInEvents(db, eventsInScope(actor, 'VERIFY_ATTENDEES')) };
}

export async function getCheckInKit(db: Db, actor: Actor, eventId: string): Promise<CheckInKit> {
  const event = await mustGetEvent(db, actor, 'VERIFY_ATTENDEES', eventId);
  const key = await getOrCreateEventKey(db, event.id);
  return {
    event: {
      id: event.id,
      name: event.name,
      startsAt: event.startsAt,
      timeZone: event.timeZone,
      currency: await findEventCurrency(db, event.id),
    },
    publicKey: key.publicKey,
    guests: await listKitGuests(db, event.id),
    serverTime: new Date().toISOString(),
  };
}

/** A guest's card code, for whoever may read the guest (invitation cards render it). */
export async function getGuestCardCode(
  db: Db,
  actor: Actor,
  eventId: string,
  guestId: string,
): Promise<CardCodeAnswer> {
  const guest = await mustGetGuest(db, actor, 'READ_ATTENDEES', eventId, guestId);
  return {
    code: await signCardCode(db, guest.eventId, guest.id),
    shortCode: (await findGuestShortCode(db, guest.id)) ?? '',
  };
}

/** The counters may be read by organisers (READ_ATTENDEES) and door staff (VERIFY_ATTENDEES). */
export async function getCheckInSummary(
  db: Db,
  actor: Actor,
  eventId: string,
): Promise<CheckInSummary> {
  const privileges: Privilege[] = ['READ_ATTENDEES', 'VERIFY_ATTENDEES'];
  for (const privilege of privileges) {
    if (!hasPrivilege(actor.privileges, privilege)) continue;
    try {
      const event = await mustGetEvent(db, actor, privilege, eventId);
      return { ...(await summarizeCheckIns(db, event.id)), serverTime: new Date().toISOString() };
    } catch (error) {
      // Out of this privilege's scope: the other one may still reach the event.
      if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    }
  }
  throw notFound('Event not found');
}

/**
 * One check-in asked for online: nobody is let in beyond the card. The hot path at the
 * door (decision 0021) is one statement: the card's signature is checked with the event's
 * key, which the process keeps once read (card-codes.ts), then `admitOnCard` checks that
 * the event is within the caller's scope, checks the clientId and the card, and admits.
 */
export async function recordCheckIn(
  db: Db,
  actor: Actor,
  eventIdAsGiven: string,
  input: CheckInInput,
): Promise<CheckInVerdict> {
  // As the database and card codes write it: a verdict compares it with both.
  const eventId = eventIdAsGiven.toLowerCase();
  const scope = eventsInScope(actor, 'VERIFY_ATTENDEES');
  const target = await resolveTarget(db, eventId, input);
  if (!('guestId' in target)) {
    if (!(await findEventForCheckIn(db, eventId, scope))) throw notFound('Event not found');
    // A refused code records nothing, but its clientId may have been recorded by an earlier try.
    const [prior] = await findCheckInsByClientId(db, [input.clientId]);
    return prior ? replay(prior, eventId, undefined) : refuse(input, target);
  }
  const admission = await retryOnDeadlock(() =>
    admitOnCard(db, scope, {
      eventId,
      guestId: target.guestId,
      clientId: input.clientId,
      deviceId: input.deviceId,
      requested: input.count,
      scannedAt: input.scannedAt,
      recordedBy: actor.userId,
    }),
  );
  if (!admission.eventInScope) throw notFound('Event not found');
  const { card } = admission;
  if (admission.prior) return replay(admission.prior, eventId, card);
  if (!card) return refuse(input, REFUSALS.unknownGuest);
  if (admission.admitted === null) {
    // The same clientId was recorded by another request at this very moment.
    const [other] = await findCheckInsByClientId(db, [input.clientId]);
    return replay(other!, eventId, other!.guestId === card.id ? card : undefined);
  }
  return {
    clientId: input.clientId,
    result: admission.admitted > 0 ? 'admitted' : 'already_used',
    reason: reasonOf(input.count, admission.admitted, 0),
    guest: card,
    requested: input.count,
    admitted: admission.admitted,
    remaining: remainingAdmissions(card),
    overAdmitted: 0,
    replayed: false,
  };
}

/** A batch of check-ins made offline, settled in the order they were scanned. */
export async function syncCheckIns(
  db: Db,
  actor: Actor,
  eventId: string,
  items: readonly CheckInInput[],
): Promise<CheckInSyncResult> {
  const verdicts = await settleCheckIns(db, actor, eventId, items);
  const recorded = verdicts.filter((v) => !v.replayed && isRecordedResult(v.result));
  return {
    items: verdicts,
    totals: {
      items: verdicts.length,
      recorded: recorded.length,
      replayed: verdicts.filter((v) => v.replayed).length,
      admitted: sum(verdicts.map((v) => v.admitted)),
      overAdmitted: sum(verdicts.map((v) => v.overAdmitted)),
      refused: verdicts.filter((v) => !isRecordedResult(v.result)).length,
    },
    serverTime: new Date().toISOString(),
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const isRecordedResult = (result: CheckInResult) =>
  result === 'admitted' || result === 'already_used';

/**
 * Settles a device's offline batch in one transaction: the guests it names are locked in
 * id order first, so a second device's batch waits and then sees this one's admissions.
 */
async function settleCheckIns(
  db: Db,
  actor: Actor,
  eventId: string,
  items: readonly CheckInInput[],
): Promise<CheckInVerdict[]> {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const event = await mustGetEvent(tx, actor, 'VERIFY_ATTENDEES', eventId);
      const targets: Target[] = [];
      for (const item of items) targets.push(await resolveTarget(tx, event.id, item));

      const guestIds = new Set(targets.flatMap((t) => ('guestId' in t ? [t.guestId] : [])));
      const cards = new Map(
        (await lockGuests(tx, event.id, [...guestIds])).map((guest) => [guest.id, guest]),
      );
      // Read after the locks: a batch that held them first has committed by now.
      const recorded = new Map(
        (await findCheckInsByClientId(tx, [...new Set(items.map((i) => i.clientId))])).map(
          (row) => [row.clientId, row],
        ),
      );

      const order = items
        .map((item, index) => ({ index, at: Date.parse(item.scannedAt) }))
        .sort((a, b) => a.at - b.at || a.index - b.index);
      const verdicts: CheckInVerdict[] = new Array(items.length);
      const added = new Map<string, number>();
      for (const { index } of order) {
        const item = items[index]!;
        const target = targets[index]!;
        const prior = recorded.get(item.clientId);
        if (prior) {
          verdicts[index] = replay(prior, event.id, cards.get(prior.guestId));
          continue;
        }
        if (!('guestId' in target)) {
          verdicts[index] = refuse(item, target);
          continue;
        }
        const card = cards.get(target.guestId);
        if (!card) {
          verdicts[index] = refuse(item, REFUSALS.unknownGuest);
          continue;
        }
        const settled = settleAdmission(card, item.count, 'already-entered');
        const row = {
          eventId: event.id,
          guestId: card.id,
          clientId: item.clientId,
          deviceId: item.deviceId,
          requested: item.count,
          admitted: settled.admitted,
          overAdmitted: settled.overAdmitted,
          scannedAt: new Date(item.scannedAt),
          recordedBy: actor.userId,
        };
        if (!(await insertCheckIn(tx, row))) {
          // Recorded meanwhile by a batch that locked other guests (same clientId, other card).
          const [other] = await findCheckInsByClientId(tx, [item.clientId]);
          verdicts[index] = replay(other!, event.id, cards.get(other!.guestId));
          continue;
        }
        recorded.set(item.clientId, { ...row, id: '', recordedAt: new Date() });
        card.checkedIn += settled.admitted;
        added.set(card.id, (added.get(card.id) ?? 0) + settled.admitted);
        verdicts[index] = {
          clientId: item.clientId,
          result: settled.result,
          reason: reasonOf(item.count, settled.admitted, settled.overAdmitted),
          guest: { ...card },
          requested: item.count,
          admitted: settled.admitted,
          remaining: settled.remaining,
          overAdmitted: settled.overAdmitted,
          replayed: false,
        };
      }
      for (const [guestId, admitted] of added) {
        if (admitted > 0) await addCheckedIn(tx, guestId, admitted);
      }
      return verdicts;
    }),
  );
}

async function resolveTarget(tx: Db, eventId: string, item: CheckInInput): Promise<Target> {
  if (item.guestId !== undefined) return { guestId: item.guestId.toLowerCase() };
  // The short code typed off the card (issue 29): it names the guest within this event.
  const shortCode = normalizeShortCardCode(item.code);
  if (shortCode !== undefined) {
    const guestId = await findGuestIdByShortCode(tx, eventId, shortCode);
    return guestId ? { guestId } : REFUSALS.unknownShortCode;
  }
  const check = await checkCardCode(tx, eventId, item.code ?? '');
  return check.ok ? { guestId: check.guestId } : REFUSALS[check.reason];
}

function reasonOf(requested: number, admitted: number, overAdmitted: number): string {
  if (overAdmitted > 0) return CHECK_IN_REASONS.overAdmitted;
  if (admitted === 0) return CHECK_IN_REASONS.alreadyUsed;
  return admitted < requested ? CHECK_IN_REASONS.partlyAdmitted : CHECK_IN_REASONS.admitted;
}

function refuse(item: Pick<CheckInInput, 'clientId' | 'count'>, refused: Refused): CheckInVerdict {
  return {
    clientId: item.clientId,
    result: refused.result,
    reason: refused.reason,
    requested: item.count,
    admitted: 0,
    remaining: 0,
    overAdmitted: 0,
    replayed: false,
  };
}

/** A clientId seen before: the check-in as it was recorded, nothing recorded again. */
function replay(
  row: NonNullable<Admission['prior']>,
  eventId: string,
  card: CheckInGuest | undefined,
): CheckInVerdict {
  if (row.eventId !== eventId) {
    return refuse({ clientId: row.clientId, count: row.requested }, REFUSALS.clientIdElsewhere);
  }
  return {
    clientId: row.clientId,
    result: row.admitted > 0 ? 'admitted' : 'already_used',
    reason: reasonOf(row.requested, row.admitted, row.overAdmitted),
    ...(card ? { guest: { ...card } } : {}),
    requested: row.requested,
    admitted: row.admitted,
    remaining: card ? remainingAdmissions(card) : 0,
    overAdmitted: row.overAdmitted,
    replayed: true,
  };
}

const RETRYABLE_CODES = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/** PostgreSQL may break a deadlock by failing one transaction: that one is simply run again. */
async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

function isRetryable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
