/**
 * Check-in on a real database (decision 0008): signed card codes, verdicts with reasons
 * for forged, reused and other-event cards, idempotent clientIds, offline batches from
 * several devices at once never admitting more than a card allows, `checked_in_count`
 * kept as the sum of admissions, and the event's scope (404 outside).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  formatCardCode,
  parseCardCode,
  verifyCardCode,
  type CheckInKit,
  type CheckInSummary,
  type CheckInSyncResult,
  type CheckInVerdict,
} from '@karamu/shared';
import { checkIns, eventKeys } from '../src/db/schema';
import { signCardCode } from '../src/modules/events/check-in/card-codes';
import { apiAs, inDays } from './api-client';
import { useAdminApp } from './support/admin-app';
import { createUserWith, type TestApp } from './test-app';

type Api = ReturnType<typeof apiAs>;
let t: TestApp;
let admin: Api;
/** Door staff: VERIFY_ATTENDEES on every event. */
let door: Api;

useAdminApp(async (started) => {
  ({ t, admin } = started);
  door = apiAs(t, (await createUserWith(t, ['VERIFY_ATTENDEES'])).cookie);
});

let counter = 0;

async function createEvent() {
  const { status, body } = await admin('POST', '/api/events', {
    name: `Door event ${++counter}`,
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  expect(status).toBe(201);
  return body as { id: string };
}

async function addGuest(eventId: string, name: string, admissions = 1) {
  const { status, body } = await admin('POST', `/api/events/${eventId}/guests`, {
    name,
    phone: null,
    cardType: admissions === 1 ? 'single' : admissions === 2 ? 'double' : 'family',
    admissions,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: string };
}

async function cardCode(eventId: string, guestId: string) {
  const { status, body } = await admin('GET', `/api/events/${eventId}/guests/${guestId}/card-code`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { code: string }).code;
}

const checkIn = (
  fields: { code?: string; guestId?: string; count?: number },
  extra: { clientId?: string; deviceId?: string; scannedAt?: string } = {},
) => ({
  clientId: extra.clientId ?? randomUUID(),
  deviceId: extra.deviceId ?? 'gate-1',
  count: 1,
  scannedAt: extra.scannedAt ?? new Date().toISOString(),
  ...fields,
});

async function admit(api: Api, eventId: string, body: ReturnType<typeof checkIn>) {
  const { status, body: verdict } = await api('POST', `/api/events/${eventId}/check-ins`, body);
  expect(status, JSON.stringify(verdict)).toBe(200);
  return verdict as CheckInVerdict;
}

async function sync(api: Api, eventId: string, items: ReturnType<typeof checkIn>[]) {
  const { status, body } = await api('POST', `/api/events/${eventId}/check-ins/sync`, { items });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as CheckInSyncResult;
}

async function summary(api: Api, eventId: string) {
  const { status, body } = await api('GET', `/api/events/${eventId}/check-ins/summary`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as CheckInSummary;
}

/** Every guest's `checked_in_count` against the sum of its admitted check-ins. */
async function countMismatches() {
  const result = await t.db.execute(
    sql`select g.id from guests g left join check_ins c on c.guest_id = g.id group by g.id, g.checked_in_count having g.checked_in_count <> coalesce(sum(c.admitted), 0)`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}

describe('card codes and the kit', () => {
  it('signs codes the kit verifies offline, and hands door devices no contact details', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Amani Otieno', 2);
    const code = await cardCode(event.id, guest.id);
    expect(code.startsWith('KRM1.')).toBe(true);
    expect(code).not.toContain(guest.id);
    // The same code every time: it can be printed once.
    expect(await cardCode(event.id, guest.id)).toBe(code);
    expect(await signCardCode(t.db, event.id, guest.id)).toBe(code);

    const { status, body } = await door('GET', `/api/events/${event.id}/check-in-kit`);
    expect(status).toBe(200);
    const kit = body as CheckInKit;
    expect(kit.event).toMatchObject({ id: event.id, timeZone: 'Africa/Nairobi' });
    expect(kit.guests).toEqual([
      {
        id: guest.id,
        name: 'Amani Otieno',
        cardType: 'double',
        admissions: 2,
        checkedIn: 0,
        tableName: null,
        shortCode: expect.stringMatching(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/),
        owedMinor: null,
      },
    ]);
    expect(kit.event.currency).toBeNull();
    expect(verifyCardCode(code, { eventId: event.id, publicKey: kit.publicKey })).toEqual({
      ok: true,
      eventId: event.id,
      guestId: guest.id,
    });
    // The private key stays on the server.
    expect(JSON.stringify(kit)).not.toMatch(/privateKey/);
    const [key] = await t.db.select().from(eventKeys).where(eq(eventKeys.eventId, event.id));
    expect(JSON.stringify(kit)).not.toContain(key!.privateKey);
  });
});

describe('short card codes (issue 29)', () => {
  it('admits on the short code typed in any case with spaces or dashes, online and in a batch', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Zawadi Kamau', 3);
    const { body } = await door('GET', `/api/events/${event.id}/check-in-kit`);
    const shortCode = (body as CheckInKit).guests[0]!.shortCode;
    const typed = `${shortCode.slice(0, 4).toLowerCase()} - ${shortCode.slice(4)}`;
    const online = await admit(door, event.id, checkIn({ code: typed }));
    expect(online).toMatchObject({ result: 'admitted', admitted: 1, guest: { id: guest.id } });
    expect(online.guest).toMatchObject({ shortCode, owedMinor: null });
    const batch = await sync(door, event.id, [checkIn({ code: shortCode })]);
    expect(batch.items[0]).toMatchObject({ result: 'admitted', guest: { id: guest.id } });
    // The route answering a card's code names the short one too.
    const card = await admin('GET', `/api/events/${event.id}/guests/${guest.id}/card-code`);
    expect(card.body).toMatchObject({ shortCode });
  });

  it("refuses another event's short code and one nobody holds, recording nothing", async () => {
    const event = await createEvent();
    const other = await createEvent();
    await addGuest(other.id, 'Elsewhere Guest');
    const { body } = await door('GET', `/api/events/${other.id}/check-in-kit`);
    const othersCode = (body as CheckInKit).guests[0]!.shortCode;
    const verdict = await admit(door, event.id, checkIn({ code: othersCode }));
    expect(verdict).toMatchObject({
      result: 'unknown',
      reason: 'No guest of this event has this card code',
      admitted: 0,
    });
    expect(verdict.guest).toBeUndefined();
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.eventId, event.id));
    expect(rows).toHaveLength(0);
  });

  it('gives every guest of an event a code of its own, also guests stored in one statement', async () => {
    const event = await createEvent();
    await t.db.execute(
      sql`insert into guests (event_id, name) select ${event.id}::uuid, 'Bulk ' || n from generate_series(1, 300) n`,
    );
    const result = await t.db.execute(
      sql`select count(distinct card_short_code) as codes, count(*) as guests from guests where event_id = ${event.id}::uuid`,
    );
    const [row] = (result as unknown as { rows: { codes: number; guests: number }[] }).rows;
    expect(Number(row!.codes)).toBe(300);
    expect(Number(row!.guests)).toBe(300);
  });
});

describe('online check-in', () => {
  it('admits what the card allows, then says already used; a clientId sent again is recorded once', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Baraka Mwangi', 2);
    const code = await cardCode(event.id, guest.id);

    const first = checkIn({ code, count: 2 });
    const admitted = await admit(door, event.id, first);
    expect(admitted).toMatchObject({
      result: 'admitted',
      admitted: 2,
      remaining: 0,
      overAdmitted: 0,
      replayed: false,
      guest: { id: guest.id, name: 'Baraka Mwangi', cardType: 'double', checkedIn: 2 },
    });

    const again = await admit(door, event.id, checkIn({ code }));
    expect(again).toMatchObject({ result: 'already_used', admitted: 0, remaining: 0 });
    expect(again.reason).toMatch(/already been used/);

    // The first request again (an answer lost on the way): the same verdict, nothing new.
    const replayed = await admit(door, event.id, first);
    expect(replayed).toMatchObject({ result: 'admitted', admitted: 2, replayed: true });
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.guestId, guest.id));
    expect(rows.map((r) => r.admitted).sort()).toEqual([0, 2]);

    // The same clientId at another event is not that check-in, and says so.
    const elsewhere = await createEvent();
    const stranger = await addGuest(elsewhere.id, 'Elsewhere', 1);
    const reused = await admit(door, elsewhere.id, {
      ...first,
      code: undefined,
      guestId: stranger.id,
    });
    expect(reused).toMatchObject({ result: 'unknown', admitted: 0 });
    expect(reused.reason).toMatch(/another event/);
    expect((await summary(door, event.id)).checkedIn).toBe(2);
    expect(await countMismatches()).toBe(0);
  });

  it('admits only what is left, never more, when more is asked', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Chausiku', 3);
    await admit(door, event.id, checkIn({ guestId: guest.id, count: 2 }));
    const partial = await admit(door, event.id, checkIn({ guestId: guest.id, count: 2 }));
    expect(partial).toMatchObject({
      result: 'admitted',
      admitted: 1,
      remaining: 0,
      overAdmitted: 0,
    });
    expect(partial.reason).toMatch(/fewer/);
  });

  it('refuses forged, other-event, unknown and meaningless codes with a reason, recording nothing', async () => {
    const event = await createEvent();
    const other = await createEvent();
    const guest = await addGuest(event.id, 'Dalila', 2);
    const stranger = await addGuest(other.id, 'Elimu', 1);
    const code = await cardCode(event.id, guest.id);
    const otherCode = await cardCode(other.id, stranger.id);

    // A signature taken from one card and put on another guest's id.
    const parts = parseCardCode(code)!;
    const swapped = formatCardCode(event.id, stranger.id, parts.signature);
    // A card claiming the other event, but signed by nobody.
    const fakeOther = formatCardCode(other.id, stranger.id, parts.signature);
    // A genuine card whose guest has since been removed.
    const gone = await addGuest(event.id, 'Gone', 1);
    const goneCode = await cardCode(event.id, gone.id);
    expect((await admin('DELETE', `/api/events/${event.id}/guests/${gone.id}`)).status).toBe(200);

    // One signature character changed: it must differ from the original whatever it was.
    const at = code.length - 10;
    const tampered = `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;

    const cases: [string, CheckInVerdict['result'], RegExp][] = [
      [swapped, 'forged', /not genuine/],
      [fakeOther, 'forged', /not genuine/],
      [otherCode, 'wrong_event', /another event/],
      [goneCode, 'unknown', /not on the event/],
      ['https://example.com/not-a-card', 'unknown', /not a Karamu guest card/],
      [tampered, 'forged', /not genuine/],
    ];
    for (const [text, result, reason] of cases) {
      const verdict = await admit(door, event.id, checkIn({ code: text }));
      expect(verdict, text).toMatchObject({ result, admitted: 0 });
      expect(verdict.reason).toMatch(reason);
      expect(verdict.guest).toBeUndefined();
    }
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.eventId, event.id));
    expect(rows).toEqual([]);
  });

  it('refuses input that is not a check-in with 400', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Fahari', 1);
    for (const body of [
      checkIn({}),
      checkIn({ guestId: guest.id, code: 'KRM1' }),
      checkIn({ guestId: guest.id, count: 0 }),
      checkIn({ guestId: guest.id, count: 51 }),
      { ...checkIn({ guestId: guest.id }), clientId: 'not-a-uuid' },
      { ...checkIn({ guestId: guest.id }), scannedAt: 'yesterday' },
    ]) {
      const { status } = await door('POST', `/api/events/${event.id}/check-ins`, body);
      expect(status, JSON.stringify(body)).toBe(400);
    }
    const tooMany = Array.from({ length: 1001 }, () => checkIn({ guestId: guest.id }));
    const { status } = await door('POST', `/api/events/${event.id}/check-ins/sync`, {
      items: tooMany,
    });
    expect(status).toBe(400);
  });
});

describe('offline batches', () => {
  it('settles a batch in scan order and reports what went beyond the card', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Hawa', 2);
    const code = await cardCode(event.id, guest.id);
    const later = checkIn({ code, count: 1 }, { scannedAt: '2026-12-05T19:00:00+03:00' });
    const earlier = checkIn({ code, count: 2 }, { scannedAt: '2026-12-05T18:00:00+03:00' });
    const result = await sync(door, event.id, [later, earlier]);
    expect(result.items[1]).toMatchObject({ clientId: earlier.clientId, admitted: 2 });
    expect(result.items[0]).toMatchObject({
      clientId: later.clientId,
      result: 'already_used',
      admitted: 0,
      overAdmitted: 1,
    });
    expect(result.totals).toEqual({
      items: 2,
      recorded: 2,
      replayed: 0,
      admitted: 2,
      overAdmitted: 1,
      refused: 0,
    });

    // The same batch again (the answer was lost): nothing new.
    const again = await sync(door, event.id, [later, earlier]);
    expect(again.totals).toMatchObject({ recorded: 0, replayed: 2, admitted: 2, overAdmitted: 1 });
    const counts = await summary(door, event.id);
    expect(counts).toMatchObject({ checkedIn: 2, overAdmitted: 1, guestsArrived: 1 });
    expect(counts.overAdmissions).toEqual([
      expect.objectContaining({ guestId: guest.id, name: 'Hawa', overAdmitted: 1 }),
    ]);
  });

  it('two devices syncing the same 2-admission card at once admit 2 in total and report the rest', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Imani', 2);
    const code = await cardCode(event.id, guest.id);
    const filler = await addGuest(event.id, 'Jabari', 50);
    const batch = (deviceId: string) => [
      checkIn({ code, count: 2 }, { deviceId }),
      // Other guests in the same batches, so each holds several locks.
      checkIn({ guestId: filler.id, count: 1 }, { deviceId }),
    ];

    const [a, b] = await Promise.all([
      sync(door, event.id, batch('gate-a')),
      sync(door, event.id, batch('gate-b')),
    ]);
    const onCard = [a.items[0]!, b.items[0]!];
    expect(onCard.reduce((n, v) => n + v.admitted, 0)).toBe(2);
    expect(onCard.reduce((n, v) => n + v.overAdmitted, 0)).toBe(2);
    expect(onCard.map((v) => v.result).sort()).toEqual(['admitted', 'already_used']);

    const counts = await summary(door, event.id);
    expect(counts).toMatchObject({ checkedIn: 4, overAdmitted: 2, guestsArrived: 2 });
    expect(counts.overAdmissions).toHaveLength(1);
    expect(await countMismatches()).toBe(0);

    // An online device afterwards is refused: the card is used up.
    const late = await admit(door, event.id, checkIn({ code }));
    expect(late.result).toBe('already_used');
  });

  it('many concurrent single check-ins on one card never admit more than it allows', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Kito', 3);
    const verdicts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admit(door, event.id, checkIn({ guestId: guest.id }, { deviceId: `gate-${i}` })),
      ),
    );
    expect(verdicts.reduce((n, v) => n + v.admitted, 0)).toBe(3);
    expect(verdicts.filter((v) => v.result === 'already_used')).toHaveLength(3);
    expect(await countMismatches()).toBe(0);
  });
});

describe('one-statement check-in and maintained counters (decision 0021)', () => {
  /** The event's totals row against the same figures counted from the guest list. */
  async function recount(eventId: string) {
    const result = await t.db.execute(sql`
      select
        (select count(*)::int from guests where event_id = ${eventId}) as guests,
        (select coalesce(sum(admissions), 0)::int from guests where event_id = ${eventId}) as admissions,
        (select coalesce(sum(checked_in_count), 0)::int from guests where event_id = ${eventId}) as "checkedIn",
        (select count(*)::int from guests where event_id = ${eventId} and checked_in_count > 0) as "guestsArrived",
        (select coalesce(sum(over_admitted), 0)::int from check_ins where event_id = ${eventId}) as "overAdmitted"`);
    return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
  }

  async function expectCountersTrue(eventId: string) {
    const counts = await summary(door, eventId);
    expect({
      guests: counts.guests,
      admissions: counts.admissions,
      checkedIn: counts.checkedIn,
      guestsArrived: counts.guestsArrived,
      overAdmitted: counts.overAdmitted,
    }).toEqual(await recount(eventId));
    return counts;
  }

  it('admits exactly what a card allows when devices ask for several people at once', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Zawadi', 5);
    const code = await cardCode(event.id, guest.id);
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admit(door, event.id, checkIn({ code, count: 2 }, { deviceId: `gate-${i}` })),
      ),
    );
    expect(verdicts.reduce((n, v) => n + v.admitted, 0)).toBe(5);
    expect(verdicts.every((v) => v.overAdmitted === 0)).toBe(true);
    // Each verdict's card count is what it saw right after its own admission.
    const seen = verdicts.filter((v) => v.admitted > 0).map((v) => v.guest!.checkedIn);
    expect(seen.sort((a, b) => a - b)).toEqual([2, 4, 5]);
    expect(await countMismatches()).toBe(0);
    const counts = await expectCountersTrue(event.id);
    expect(counts).toMatchObject({ checkedIn: 5, guestsArrived: 1, overAdmitted: 0 });
  });

  it('records one check-in when the same clientId arrives several times at once', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Baraka', 3);
    const same = checkIn({ guestId: guest.id });
    const verdicts = await Promise.all(
      Array.from({ length: 5 }, () => admit(door, event.id, same)),
    );
    expect(verdicts.filter((v) => !v.replayed)).toHaveLength(1);
    expect(verdicts.every((v) => v.admitted === 1 && v.result === 'admitted')).toBe(true);
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.clientId, same.clientId));
    expect(rows).toHaveLength(1);
    expect((await expectCountersTrue(event.id)).checkedIn).toBe(1);
  });

  it('online check-ins racing an offline batch on one card: the card is never exceeded online', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Nia', 3);
    const code = await cardCode(event.id, guest.id);
    const [online, batch] = await Promise.all([
      Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          admit(door, event.id, checkIn({ code }, { deviceId: `online-${i}` })),
        ),
      ),
      sync(door, event.id, [checkIn({ code, count: 2 }, { deviceId: 'offline' })]),
    ]);
    const admitted = online.reduce((n, v) => n + v.admitted, 0) + batch.totals.admitted;
    expect(admitted).toBe(3);
    // Offline, two people went in: what the card no longer covered is over-admitted.
    expect(batch.totals.admitted + batch.totals.overAdmitted).toBe(2);
    expect(await countMismatches()).toBe(0);
    await expectCountersTrue(event.id);
  });

  it('keeps the counters true through guests added, edited, checked in and deleted', async () => {
    const event = await createEvent();
    const a = await addGuest(event.id, 'Amara', 2);
    const b = await addGuest(event.id, 'Bahati', 3);
    expect(await expectCountersTrue(event.id)).toMatchObject({ guests: 2, admissions: 5 });
    await admit(door, event.id, checkIn({ guestId: a.id }));
    await sync(door, event.id, [checkIn({ guestId: b.id, count: 4 })]);
    let counts = await expectCountersTrue(event.id);
    expect(counts).toMatchObject({ checkedIn: 4, guestsArrived: 2, overAdmitted: 1 });
    expect(counts.lastCheckInAt).not.toBeNull();

    const { body: before } = await admin('GET', `/api/events/${event.id}/guests/${a.id}`);
    const edited = await admin('PATCH', `/api/events/${event.id}/guests/${a.id}`, {
      admissions: 4,
      cardType: 'family',
      version: (before as { version: number }).version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await expectCountersTrue(event.id)).admissions).toBe(7);

    const deleted = await admin('DELETE', `/api/events/${event.id}/guests/${b.id}`);
    expect(deleted.status).toBe(200);
    counts = await expectCountersTrue(event.id);
    expect(counts).toMatchObject({ guests: 1, checkedIn: 1, guestsArrived: 1, overAdmitted: 0 });
    expect(counts.overAdmissions).toEqual([]);
  });
});

describe('scope and access', () => {
  it('answers 404 outside the caller scope, and opens the event to its team', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Lulu', 1);
    const assigned = await createUserWith(t, ['VERIFY_ATTENDEES'], 'assigned');
    const staff = apiAs(t, assigned.cookie);
    const item = checkIn({ guestId: guest.id });
    // A genuine card whose event key the server already holds, and a refused code: the
    // scope is checked on either path.
    const code = await cardCode(event.id, guest.id);
    expect((await admit(door, event.id, checkIn({ code }))).result).toBe('admitted');
    const calls = () => [
      staff('GET', `/api/events/${event.id}/check-in-kit`),
      staff('POST', `/api/events/${event.id}/check-ins`, item),
      staff('POST', `/api/events/${event.id}/check-ins`, checkIn({ code })),
      staff('POST', `/api/events/${event.id}/check-ins`, checkIn({ code: 'not a card' })),
      staff('POST', `/api/events/${event.id}/check-ins/sync`, { items: [item] }),
      staff('GET', `/api/events/${event.id}/check-ins/summary`),
    ];
    for (const call of calls()) expect((await call).status).toBe(404);
    // Only the door's own check-in is on file.
    expect(await t.db.select().from(checkIns).where(eq(checkIns.eventId, event.id))).toHaveLength(
      1,
    );

    const listed = async () =>
      ((await staff('GET', '/api/check-in/events')).body as { items: { id: string }[] }).items.map(
        (e) => e.id,
      );
    expect(await listed()).not.toContain(event.id);

    expect(
      (await admin('PUT', `/api/events/${event.id}/team`, { userIds: [assigned.id] })).status,
    ).toBe(200);
    for (const call of calls()) expect((await call).status).toBe(200);
    expect(await listed()).toEqual([event.id]);
    // Door staff without READ_EVENTS still find their events to choose from.
    expect((await staff('GET', '/api/events')).status).toBe(403);
  });

  it('takes the event id in the path in either letter case', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Zuri', 1);
    const code = await cardCode(event.id, guest.id);
    const verdict = await admit(door, event.id.toUpperCase(), checkIn({ code }));
    expect(verdict).toMatchObject({ result: 'admitted', guest: { id: guest.id } });
  });

  it('lets organisers read the counters and card codes, but not check guests in', async () => {
    const event = await createEvent();
    const guest = await addGuest(event.id, 'Mosi', 1);
    const organiser = apiAs(t, (await createUserWith(t, ['READ_ATTENDEES'])).cookie);
    expect((await organiser('GET', `/api/events/${event.id}/check-ins/summary`)).status).toBe(200);
    expect(
      (await organiser('GET', `/api/events/${event.id}/guests/${guest.id}/card-code`)).status,
    ).toBe(200);
    expect(
      (await organiser('POST', `/api/events/${event.id}/check-ins`, checkIn({ guestId: guest.id })))
        .status,
    ).toBe(403);
    expect((await door('GET', `/api/events/${event.id}/guests/${guest.id}/card-code`)).status).toBe(
      403,
    );
  });
});
