/**
 * Bookings and the organiser's review (decision 0060): linking a vendor asks it to confirm;
 * throw-away events that link a vendor it never served publish nothing; a confirmed booking
 * of an event that has started (the app's clock, moved by the test) takes one review per
 * organiser and vendor, even when two of their events post at once; a vendor answers only
 * its own bookings, and a confirmed one is never declined.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../src/db/pglite-template';
import { auditLog, eventVendors, vendorReviews, vendors } from '../src/db/schema';
import { apiAs } from './api-client';
import { insertVendor, signUpOrganiser, signUpVendor } from './support/vendor-fixtures';
import { ADMIN_PASSWORD, createTestApp, loginCookie, type TestApp } from './test-app';

type Api = ReturnType<typeof apiAs>;

const HOUR = 3_600_000;
let clock = Date.now();
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  // Sessions follow the same clock: moved by hours, they must not lapse meanwhile.
  t = await createTestApp(
    { LOGIN_MAX_ATTEMPTS_PER_IP: '100000', SESSION_IDLE_TIMEOUT_MINUTES: '100000' },
    { now: () => clock },
  );
  admin = apiAs(t, await loginCookie(t.app, 'admin', ADMIN_PASSWORD));
});
afterAll(async () => t.close());

/** A published vendor of a freshly signed-up vendor account. */
async function newVendor(businessName?: string) {
  const owner = await signUpVendor(t);
  const vendor = await insertVendor(t, owner.id, businessName ? { businessName } : {});
  return { ...vendor, owner: owner.api };
}

/**
 * An event of `organiser` starting an hour after the app's clock, with `vendorId` linked. A
 * new event must start in the future, so a test moves the clock past it (`startEvents`).
 */
async function bookedEvent(organiser: Api, vendorId: string, name?: string) {
  const created = await organiser('POST', '/api/events', {
    name: name ?? `Event ${crypto.randomUUID().slice(0, 8)}`,
    startsAt: new Date(clock + HOUR).toISOString(),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const linked = await organiser('POST', `/api/events/${created.body.id}/vendors`, { vendorId });
  expect(linked.status, JSON.stringify(linked.body)).toBe(201);
  return created.body.id as string;
}

/** The app's clock moves past the start of every event made so far. */
const startEvents = () => {
  clock += 2 * HOUR;
};

const review = (organiser: Api, eventId: string, vendorId: string, rating = 1) =>
  organiser('POST', `/api/events/${eventId}/vendor-reviews`, { vendorId, rating, text: 'Awful' });

/** A review the server must refuse, with its status and the reason it gives. */
async function expectRefused(
  attempt: Promise<{ status: number; body: { message: string } }>,
  status: number,
  message: string,
) {
  const answered = await attempt;
  expect(answered.status).toBe(status);
  expect(answered.body.message).toBe(message);
}

const answer = (vendor: { id: string; owner: Api }, eventId: string, reply: string) =>
  vendor.owner('POST', `/api/vendors/${vendor.id}/bookings/${eventId}/answer`, { answer: reply });

const eventVendorOf = async (organiser: Api, eventId: string) =>
  (await organiser('GET', `/api/events/${eventId}/vendors`)).body.items[0];

async function liveReviews(vendorId: string) {
  const [row] = await t.db
    .select({ reviewCount: vendors.reviewCount, ratingSum: vendors.ratingSum })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  const page = await apiAs(t, undefined)('GET', `/api/public/vendors/${vendorId}/reviews`);
  return { ...row!, public: page.body.summary.count as number };
}

const linkStatus = async (eventId: string, vendorId: string) =>
  (
    await t.db
      .select({ status: eventVendors.status, respondedAt: eventVendors.respondedAt })
      .from(eventVendors)
      .where(and(eq(eventVendors.eventId, eventId), eq(eventVendors.vendorId, vendorId)))
  )[0];

describe('throw-away events', () => {
  it('linking a vendor that never confirmed publishes none of their reviews', async () => {
    const vendor = await newVendor('Baraka Caterers');
    const attacker = await signUpOrganiser(t, 'Mshindani');
    const events = [];
    for (const name of ['Fake 1', 'Fake 2', 'Fake 3']) {
      events.push(await bookedEvent(attacker, vendor.id, name));
    }
    // The worst case: the events have started, so only the vendor's consent is missing.
    startEvents();
    for (const eventId of events) {
      expect(await eventVendorOf(attacker, eventId)).toMatchObject({
        status: 'requested',
        review: 'awaiting-vendor',
      });
      await expectRefused(
        review(attacker, eventId, vendor.id),
        403,
        'The vendor has not confirmed this booking yet',
      );
    }
    expect(await liveReviews(vendor.id)).toEqual({ reviewCount: 0, ratingSum: 0, public: 0 });
    expect(
      await t.db.select().from(vendorReviews).where(eq(vendorReviews.vendorId, vendor.id)),
    ).toHaveLength(0);

    // The vendor sees the three requests, with the event, its date and who asked.
    const requests = await vendor.owner(
      'GET',
      `/api/vendors/${vendor.id}/bookings?status=requested`,
    );
    expect(requests.status).toBe(200);
    expect(requests.body).toMatchObject({ total: 3, page: 1 });
    expect(requests.body.items.map((b: { eventName: string }) => b.eventName).sort()).toEqual([
      'Fake 1',
      'Fake 2',
      'Fake 3',
    ]);
    expect(requests.body.items[0]).toMatchObject({
      organiserName: 'Mshindani',
      status: 'requested',
      timeZone: 'Africa/Nairobi',
      respondedAt: null,
      startsAt: expect.any(String),
    });
  });
});

describe('a confirmed booking', () => {
  it('takes a review once the event has started, one per organiser and vendor', async () => {
    const vendor = await newVendor();
    const organiser = await signUpOrganiser(t, 'Neema');
    const wedding = await bookedEvent(organiser, vendor.id);
    const sendOff = await bookedEvent(organiser, vendor.id);
    for (const eventId of [wedding, sendOff]) {
      const confirmed = await answer(vendor, eventId, 'confirm');
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body).toMatchObject({ eventId, status: 'confirmed' });
      expect(confirmed.body.respondedAt).toBe(new Date(clock).toISOString());
    }

    expect(await eventVendorOf(organiser, wedding)).toMatchObject({
      status: 'confirmed',
      review: 'not-started',
    });
    await expectRefused(
      review(organiser, wedding, vendor.id, 5),
      403,
      'You can review after the event has started',
    );

    startEvents();
    expect(await eventVendorOf(organiser, wedding)).toMatchObject({ review: 'open' });
    const posted = await review(organiser, wedding, vendor.id, 5);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(await liveReviews(vendor.id)).toEqual({ reviewCount: 1, ratingSum: 5, public: 1 });

    // The same organiser's other event with the vendor: no second review.
    expect(await eventVendorOf(organiser, sendOff)).toMatchObject({ review: 'reviewed' });
    await expectRefused(
      review(organiser, sendOff, vendor.id, 1),
      409,
      'This vendor has already been reviewed by you or for this event',
    );

    // A hidden review is no second chance either.
    const [stored] = await t.db
      .select()
      .from(vendorReviews)
      .where(eq(vendorReviews.vendorId, vendor.id));
    await admin('POST', `/api/vendor-reviews/${stored!.id}/moderation`, {
      action: 'hide',
      reason: 'Checking',
    });
    expect((await review(organiser, sendOff, vendor.id, 1)).status).toBe(409);

    // Another organiser's confirmed booking counts on its own.
    const other = await signUpOrganiser(t, 'Baraka');
    const party = await bookedEvent(other, vendor.id);
    await answer(vendor, party, 'confirm');
    startEvents();
    expect((await review(other, party, vendor.id, 4)).status).toBe(201);
    expect(await liveReviews(vendor.id)).toEqual({ reviewCount: 1, ratingSum: 4, public: 1 });
  });

  it('takes one review when two of an organiser’s events post at once', async () => {
    const vendor = await newVendor();
    const organiser = await signUpOrganiser(t);
    const events = [
      await bookedEvent(organiser, vendor.id),
      await bookedEvent(organiser, vendor.id),
    ];
    for (const eventId of events) await answer(vendor, eventId, 'confirm');
    startEvents();
    const answers = await Promise.all(
      events.map((eventId) => review(organiser, eventId, vendor.id)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await liveReviews(vendor.id)).toEqual({ reviewCount: 1, ratingSum: 1, public: 1 });
  });
});

describe('answering bookings', () => {
  it('a vendor answers only its own bookings; others get 404 and change nothing', async () => {
    const vendor = await newVendor();
    const rival = await newVendor();
    const organiser = await signUpOrganiser(t);
    const eventId = await bookedEvent(organiser, vendor.id);
    const urls = [
      `/api/vendors/${vendor.id}/bookings`,
      `/api/vendors/${vendor.id}/bookings/${eventId}/answer`,
    ];

    for (const caller of [rival.owner, organiser, admin]) {
      expect((await caller('GET', urls[0]!)).status).toBe(404);
      const refused = await caller('POST', urls[1]!, { answer: 'confirm' });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Vendor not found');
    }
    // The rival's own vendor has no such booking.
    const notTheirs = await answer(rival, eventId, 'confirm');
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe('Booking not found');
    expect(await linkStatus(eventId, vendor.id)).toEqual({
      status: 'requested',
      respondedAt: null,
    });

    const bad = await answer(vendor, eventId, 'maybe');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['answer']);
    const badQuery = await vendor.owner('GET', `${urls[0]}?status=pending`);
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.fieldErrors)).toEqual(['status']);
    expect(await linkStatus(eventId, vendor.id)).toEqual({
      status: 'requested',
      respondedAt: null,
    });
  });

  it('a declined booking takes no review; a confirmed one is never declined', async () => {
    const vendor = await newVendor();
    const organiser = await signUpOrganiser(t);
    const eventId = await bookedEvent(organiser, vendor.id);
    startEvents();

    const declined = await answer(vendor, eventId, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', respondedAt: expect.any(String) });
    expect(await eventVendorOf(organiser, eventId)).toMatchObject({
      status: 'declined',
      review: 'declined',
    });
    await expectRefused(
      review(organiser, eventId, vendor.id),
      403,
      'The vendor declined this booking',
    );
    // Linking again (another service, say) asks nobody anew.
    await organiser('POST', `/api/events/${eventId}/vendors`, { vendorId: vendor.id });
    expect((await linkStatus(eventId, vendor.id))!.status).toBe('declined');
    const requests = await vendor.owner(
      'GET',
      `/api/vendors/${vendor.id}/bookings?status=requested`,
    );
    expect(requests.body).toMatchObject({ total: 0, items: [] });

    // A declined booking may still be confirmed; a confirmed one stays confirmed.
    expect((await answer(vendor, eventId, 'confirm')).body.status).toBe('confirmed');
    expect((await answer(vendor, eventId, 'confirm')).status).toBe(200);
    const undo = await answer(vendor, eventId, 'decline');
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe('You confirmed this booking, so it can no longer be declined');
    expect((await linkStatus(eventId, vendor.id))!.status).toBe('confirmed');

    // The link, the decline, the organiser's second link, the confirmation; not the repeat.
    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'event_vendors'), eq(auditLog.recordId, eventId)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(audit[1]!.changes).toMatchObject({ status: { before: 'requested', after: 'declined' } });
    expect(audit[3]!.changes).toMatchObject({ status: { before: 'declined', after: 'confirmed' } });
  });
});

describe('links made before bookings', () => {
  it('the migration confirms those whose event reviewed the vendor, and asks about the rest', async () => {
    const vendor = await newVendor();
    const organiser = await signUpOrganiser(t);
    const reviewed = await bookedEvent(organiser, vendor.id);
    const unreviewed = await bookedEvent(organiser, vendor.id);
    // As the links stood under decision 0039: a review straight from the link.
    await t.db.insert(vendorReviews).values({
      vendorId: vendor.id,
      eventId: reviewed,
      authorName: 'Neema',
      rating: 1,
    });
    await t.db
      .update(eventVendors)
      .set({ status: 'requested' })
      .where(eq(eventVendors.vendorId, vendor.id));

    // The migration's own backfill, its last statement, as written in the file (found by
    // name: migrations are renumbered when branches merge).
    const file = readdirSync(MIGRATIONS_DIR).find((name) =>
      name.endsWith('_confirmed_bookings.sql'),
    );
    const migration = readFileSync(path.join(MIGRATIONS_DIR, file!), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/UPDATE "event_vendors"/);
    await t.db.execute(sql.raw(backfill));

    expect(await linkStatus(reviewed, vendor.id)).toEqual({
      status: 'confirmed',
      respondedAt: null,
    });
    expect(await linkStatus(unreviewed, vendor.id)).toEqual({
      status: 'requested',
      respondedAt: null,
    });
  });
});
