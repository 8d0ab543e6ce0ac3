/**
 * Vendor reviews (decision 0039) through the real engine: the invitation SMS goes through
 * the queue and worker to the local SMS provider exactly once and carries a working
 * one-time link; forged, used and expired links are refused; one review per invitation even
 * under concurrent posts; counts and distribution follow hiding and unhiding; replies,
 * reports, the organiser's review, and ownership (404 outside, nothing written).
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  auditLog,
  eventVendors,
  messages,
  users,
  vendorReviewInvitations,
  vendorReviews,
  vendors,
} from '../src/db/schema';
import { apiAs, inDays } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import { mobile, useWorkerApp, waitFor } from './support/messaging-fixtures';
import { insertVendor, startedYesterday } from './support/vendor-fixtures';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let sms: FakeSmsProvider;
let admin: ReturnType<typeof apiAs>;
let owner: { id: string; api: ReturnType<typeof apiAs> };
let stranger: { id: string; api: ReturnType<typeof apiAs> };
let anonymous: ReturnType<typeof apiAs>;

const BASE = 'https://karamu.example';

useWorkerApp(
  () => startFakeSmsProvider('africastalking'),
  (sms) => ({
    ...sms.env,
    PUBLIC_BASE_URL: BASE,
    PROVIDER_TIMEOUT_MS: '15000',
    MESSAGE_RETRY_BASE_MS: '20',
    WORKER_POLL_MS: '50',
    SMS_RATE_PER_SECOND: '100',
  }),
  async (started) => {
    ({ t, provider: sms, admin } = started);
    const ownerUser = await createUserWith(t, []);
    owner = { id: ownerUser.id, api: apiAs(t, ownerUser.cookie) };
    const strangerUser = await createUserWith(t, []);
    stranger = { id: strangerUser.id, api: apiAs(t, strangerUser.cookie) };
    anonymous = apiAs(t, undefined);
  },
);

let phoneCounter = 5000;
const nextPhone = () => mobile((phoneCounter += 1));

/** Invites a client and waits for their SMS; answers the link's token and the SMS text. */
async function invite(vendorId: string, clientName = 'Amina Otieno') {
  const clientPhone = nextPhone();
  const created = await owner.api('POST', `/api/vendors/${vendorId}/review-invitations`, {
    clientName,
    clientPhone,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const text = await waitFor(
    `the SMS to ${clientPhone}`,
    async () => sms.accepted.find((m) => m.to === clientPhone)?.body,
  );
  const token = /\/review\/([A-Za-z0-9_-]{22})\b/.exec(text)?.[1];
  if (!token) throw new Error(`no link in ${text}`);
  return {
    invitationId: created.body.id as string,
    clientPhone,
    text,
    token,
    answer: created.body as { url: string; smsStatus: string | null },
  };
}

const vendorRow = async (id: string) =>
  (await t.db.select().from(vendors).where(eq(vendors.id, id)))[0]!;

const reviewsOf = async (vendorId: string) =>
  t.db.select().from(vendorReviews).where(eq(vendorReviews.vendorId, vendorId));

async function postReview(token: string, rating: number, text: string | null = 'Great food') {
  return anonymous('POST', `/api/public/review-links/${token}`, {
    rating,
    text,
    authorName: 'Amina',
  });
}

describe('review invitations', () => {
  it('send one SMS with a working one-time link, and the review counts', async () => {
    const vendor = await insertVendor(t, owner.id, { businessName: 'Baraka Caterers' });
    const { invitationId, clientPhone, text, token, answer } = await invite(vendor.id);
    // The answer carries the link the SMS carries, to copy, and where the SMS stood then.
    expect(answer.url).toBe(`${BASE}/review/${token}`);
    expect(text).toContain(answer.url);
    expect(answer.smsStatus).toBe('queued');
    expect(text).toMatch(
      new RegExp(
        `^Hello Amina Otieno, Baraka Caterers asks for your review on Karamu: ${BASE}/review/`,
      ),
    );

    const link = await anonymous('GET', `/api/public/review-links/${token}`);
    expect(link).toEqual({
      status: 200,
      body: { vendorName: 'Baraka Caterers', clientName: 'Amina Otieno' },
    });
    const posted = await postReview(token, 5, '<script>alert(1)</script> Bora kabisa');
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    // Stored and answered as written: pages render it as text.
    expect(posted.body).toMatchObject({ rating: 5, text: '<script>alert(1)</script> Bora kabisa' });
    expect(await vendorRow(vendor.id)).toMatchObject({ reviewCount: 1, ratingSum: 5 });

    // Used now: the page and a second post say so.
    const again = await anonymous('GET', `/api/public/review-links/${token}`);
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used/);
    expect((await postReview(token, 1)).status).toBe(410);
    expect(await reviewsOf(vendor.id)).toHaveLength(1);

    // Exactly one SMS, through the queue, for this invitation.
    const rows = await t.db.select().from(messages).where(eq(messages.address, clientPhone));
    expect(rows).toHaveLength(1);
    await waitFor('the SMS recorded as sent', async () => {
      const [row] = await t.db.select().from(messages).where(eq(messages.address, clientPhone));
      return row?.status === 'sent';
    });
    expect(sms.acceptedTo(clientPhone)).toBe(1);
    expect(rows[0]).toMatchObject({ createdBy: owner.id, channel: 'sms' });

    const list = await owner.api('GET', `/api/vendors/${vendor.id}/review-invitations`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.items[0]).toMatchObject({
      id: invitationId,
      clientPhone,
      smsStatus: 'sent',
      usedAt: expect.any(String),
    });
    // Only the token's hash is kept.
    const [stored] = await t.db
      .select()
      .from(vendorReviewInvitations)
      .where(eq(vendorReviewInvitations.id, invitationId));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuse forged and expired links', async () => {
    for (const forged of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token', 'x'.repeat(100)]) {
      const page = await anonymous('GET', `/api/public/review-links/${forged}`);
      expect(page.status, forged).toBe(404);
      expect(page.body.message).toBe('This review link is not valid');
      expect((await postReview(forged, 5)).status).toBe(404);
    }
    const vendor = await insertVendor(t, owner.id);
    const { invitationId, token } = await invite(vendor.id);
    await t.db
      .update(vendorReviewInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorReviewInvitations.id, invitationId));
    const expired = await anonymous('GET', `/api/public/review-links/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);
    expect((await postReview(token, 4)).status).toBe(410);
    expect(await reviewsOf(vendor.id)).toHaveLength(0);
  });

  it('take one review per invitation when posts race', async () => {
    const vendor = await insertVendor(t, owner.id);
    const { token } = await invite(vendor.id);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => postReview(token, n)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 410)).toBe(true);
    const stored = await reviewsOf(vendor.id);
    expect(stored).toHaveLength(1);
    expect(await vendorRow(vendor.id)).toMatchObject({
      reviewCount: 1,
      ratingSum: stored[0]!.rating,
    });
  });

  it('refuse bad input naming the field, and write nothing', async () => {
    const vendor = await insertVendor(t, owner.id);
    const url = `/api/vendors/${vendor.id}/review-invitations`;
    const landline = await owner.api('POST', url, {
      clientName: 'A',
      clientPhone: '+254202000000',
    });
    expect(landline.status).toBe(400);
    expect(landline.body.fieldErrors.clientPhone).toEqual(['Not a mobile number']);
    const noName = await owner.api('POST', url, { clientName: ' ', clientPhone: nextPhone() });
    expect(noName.body.fieldErrors).toHaveProperty('clientName');
    // The vendor's own number reviews nobody.
    const ownPhone = nextPhone();
    await t.db.update(vendors).set({ phone: ownPhone }).where(eq(vendors.id, vendor.id));
    const self = await owner.api('POST', url, { clientName: 'Me', clientPhone: ownPhone });
    expect(self.status).toBe(400);
    expect(self.body.fieldErrors.clientPhone).toEqual([
      'This is your own number: invite a client who hired you',
    ]);
    const { token } = await invite(vendor.id);
    for (const [body, field] of [
      [{ rating: 6, authorName: 'A' }, 'rating'],
      [{ rating: 2.5, authorName: 'A' }, 'rating'],
      [{ rating: 5, authorName: 'A', text: 'x'.repeat(2001) }, 'text'],
      [{ rating: 5 }, 'authorName'],
    ] as const) {
      const refused = await anonymous('POST', `/api/public/review-links/${token}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.fieldErrors).toHaveProperty(field);
    }
    expect(await reviewsOf(vendor.id)).toHaveLength(0);
    const [invitations] = await t.db
      .select({ n: count() })
      .from(vendorReviewInvitations)
      .where(eq(vendorReviewInvitations.vendorId, vendor.id));
    expect(invitations!.n).toBe(1);
  });

  it('count against the vendor’s daily SMS allowance', async () => {
    const limited = await createUserWith(t, []);
    await t.db.update(users).set({ smsDailyAllowance: 1 }).where(eq(users.id, limited.id));
    const vendor = await insertVendor(t, limited.id);
    const api = apiAs(t, limited.cookie);
    const url = `/api/vendors/${vendor.id}/review-invitations`;
    expect((await api('POST', url, { clientName: 'A', clientPhone: nextPhone() })).status).toBe(
      201,
    );
    const refused = await api('POST', url, { clientName: 'B', clientPhone: nextPhone() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/allowance/);
    const invitations = await t.db
      .select()
      .from(vendorReviewInvitations)
      .where(eq(vendorReviewInvitations.vendorId, vendor.id));
    expect(invitations.map((i) => i.clientName)).toEqual(['A']);
  });
});

describe('replies, reports and moderation', () => {
  it('keep counts, distribution and what the public sees in step', async () => {
    const vendor = await insertVendor(t, owner.id);
    const ratings = [5, 5, 4, 2];
    for (const rating of ratings) {
      const { token } = await invite(vendor.id);
      expect((await postReview(token, rating, `Rated ${rating}`)).status).toBe(201);
    }
    const summary = async () =>
      (await anonymous('GET', `/api/public/vendors/${vendor.id}/reviews?size=2`)).body;
    const first = await summary();
    expect(first.summary).toEqual({ count: 4, average: 4, distribution: [0, 1, 0, 1, 2] });
    expect(first).toMatchObject({ total: 4, page: 1, size: 2 });
    expect(first.items).toHaveLength(2);
    const second = await anonymous('GET', `/api/public/vendors/${vendor.id}/reviews?size=2&page=2`);
    expect(second.body.items).toHaveLength(2);

    const reviews = await reviewsOf(vendor.id);
    const low = reviews.find((r) => r.rating === 2)!;
    // The vendor replies once and may edit it; the first reply's time stays.
    const replied = await owner.api('PUT', `/api/vendor-reviews/${low.id}/reply`, {
      reply: 'Pole sana',
    });
    expect(replied.status).toBe(200);
    const edited = await owner.api('PUT', `/api/vendor-reviews/${low.id}/reply`, {
      reply: 'Pole sana, tutarekebisha',
    });
    expect(edited.body).toMatchObject({
      reply: 'Pole sana, tutarekebisha',
      repliedAt: replied.body.repliedAt,
    });

    const reported = await owner.api('POST', `/api/vendor-reviews/${low.id}/report`, {
      reason: 'Not a client of ours',
    });
    expect(reported.body).toMatchObject({ reportReason: 'Not a client of ours', hiddenAt: null });
    const queue = await admin('GET', '/api/moderation/reviews');
    expect(queue.status).toBe(200);
    expect(queue.body.items[0]).toMatchObject({ id: low.id, reportReason: 'Not a client of ours' });

    const hidden = await admin('POST', `/api/vendor-reviews/${low.id}/moderation`, {
      action: 'hide',
      reason: 'Fake review',
    });
    expect(hidden.body).toMatchObject({ hiddenReason: 'Fake review' });
    expect(await vendorRow(vendor.id)).toMatchObject({ reviewCount: 3, ratingSum: 14 });
    expect((await summary()).summary).toEqual({
      count: 3,
      average: 4.67,
      distribution: [0, 0, 0, 1, 2],
    });
    // Hiding twice moves nothing.
    await admin('POST', `/api/vendor-reviews/${low.id}/moderation`, {
      action: 'hide',
      reason: 'Again',
    });
    expect(await vendorRow(vendor.id)).toMatchObject({ reviewCount: 3, ratingSum: 14 });
    // The owner still sees it, with the reason.
    const own = await owner.api('GET', `/api/vendors/${vendor.id}/reviews`);
    expect(own.body.total).toBe(4);
    expect(own.body.items.find((r: { id: string }) => r.id === low.id)).toMatchObject({
      hiddenReason: 'Again',
    });

    await admin('POST', `/api/vendor-reviews/${low.id}/moderation`, {
      action: 'unhide',
      reason: 'The vendor confirmed',
    });
    expect(await vendorRow(vendor.id)).toMatchObject({ reviewCount: 4, ratingSum: 16 });
    const back = await summary();
    expect(back.summary.distribution).toEqual([0, 1, 0, 1, 2]);
    const all = await anonymous('GET', `/api/public/vendors/${vendor.id}/reviews?size=10`);
    expect(all.body.items.find((r: { id: string }) => r.id === low.id)).toMatchObject({
      reply: 'Pole sana, tutarekebisha',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'vendor_reviews'), eq(auditLog.recordId, low.id)));
    expect(audit.length).toBeGreaterThanOrEqual(5);
  });

  it('hide unpublished vendors’ reviews from the public', async () => {
    const draft = await insertVendor(t, owner.id, { status: 'draft', publishedAt: null });
    expect((await anonymous('GET', `/api/public/vendors/${draft.id}/reviews`)).status).toBe(404);
  });
});

describe('ownership', () => {
  it('answers 404 for another owner’s vendor and reviews, and writes nothing', async () => {
    const vendor = await insertVendor(t, owner.id);
    const { token } = await invite(vendor.id);
    await postReview(token, 3);
    const [review] = await reviewsOf(vendor.id);
    const smsBefore = sms.accepted.length;
    const calls = [
      stranger.api('POST', `/api/vendors/${vendor.id}/review-invitations`, {
        clientName: 'X',
        clientPhone: nextPhone(),
      }),
      stranger.api('GET', `/api/vendors/${vendor.id}/review-invitations`),
      stranger.api('GET', `/api/vendors/${vendor.id}/reviews`),
      stranger.api('PUT', `/api/vendor-reviews/${review!.id}/reply`, { reply: 'Mine now' }),
      stranger.api('POST', `/api/vendor-reviews/${review!.id}/report`, { reason: 'Hide it' }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(404);
    const [after] = await reviewsOf(vendor.id);
    expect(after).toMatchObject({ reply: null, reportedAt: null, version: review!.version });
    expect(sms.accepted.length).toBe(smsBefore);
    // A moderator's route is not the owner's.
    expect((await owner.api('GET', '/api/moderation/reviews')).status).toBe(403);
  });
});

describe('an organiser’s review', () => {
  it('needs a confirmed booking of an event in scope that has started, once per event', async () => {
    const vendor = await insertVendor(t, owner.id);
    const created = await admin('POST', '/api/events', {
      name: 'Harusi ya Neema',
      startsAt: inDays(20),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    });
    const eventId = created.body.id as string;
    // The wedding has happened (vendor-bookings.test.ts moves the clock instead).
    await startedYesterday(t, eventId);
    const url = `/api/events/${eventId}/vendor-reviews`;
    const body = { vendorId: vendor.id, rating: 4, text: 'On time' };
    const unlinked = await admin('POST', url, body);
    expect(unlinked.status).toBe(404);
    expect(unlinked.body.message).toMatch(/not linked to/);

    // Linked but not confirmed by the vendor: refused, saying why (vendor-bookings.test.ts
    // has the vendor's answer and the event's start).
    await t.db.insert(eventVendors).values({ eventId, vendorId: vendor.id });
    const unconfirmed = await admin('POST', url, body);
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.message).toBe('The vendor has not confirmed this booking yet');
    await t.db
      .update(eventVendors)
      .set({ status: 'confirmed' })
      .where(and(eq(eventVendors.eventId, eventId), eq(eventVendors.vendorId, vendor.id)));

    const outsider = await createUserWith(t, ['READ_EVENTS'], 'assigned');
    expect((await apiAs(t, outsider.cookie)('POST', url, body)).status).toBe(404);

    const eventVendorsUrl = `/api/events/${eventId}/vendors`;
    expect((await admin('GET', eventVendorsUrl)).body.items).toMatchObject([{ review: 'open' }]);
    const posted = await admin('POST', url, body);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body).toMatchObject({ rating: 4, source: 'organiser' });
    // The event's vendors say so, so the page offers no second review.
    expect((await admin('GET', eventVendorsUrl)).body.items).toMatchObject([
      { review: 'reviewed' },
    ]);
    const twice = await admin('POST', url, { ...body, rating: 1 });
    expect(twice.status).toBe(409);
    // A teammate on the same event is not a second reviewer: one review per event.
    const teammate = await createUserWith(t, ['READ_EVENTS']);
    const fromTeammate = await apiAs(t, teammate.cookie)('POST', url, { ...body, rating: 1 });
    expect(fromTeammate.status).toBe(409);
    expect(await vendorRow(vendor.id)).toMatchObject({ reviewCount: 1, ratingSum: 4 });
  });
});
