/**
 * GET /api/events/:id/stats on a real database: counts over the event's guests only,
 * RSVPs grouped by calendar day in the event's zone, and the event's scope (404 outside).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests } from '../src/db/schema';
import { apiAs, inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;

useAdminApp((started) => ({ t, admin } = started));

async function createEvent(name: string, timeZone = 'Africa/Nairobi') {
  const { status, body } = await admin('POST', '/api/events', {
    name,
    startsAt: inDays(30),
    timeZone,
    defaultCountry: 'KE',
  });
  expect(status).toBe(201);
  return body as { id: string };
}

type GuestSeed = {
  name: string;
  rsvpStatus?: 'pending' | 'accepted' | 'declined';
  rsvpCount?: number | null;
  admissions?: number;
  /** Set in the database: no API writes these yet. */
  invitationStatus?: 'not_sent' | 'sent' | 'failed';
  checkedInCount?: number;
  answeredAt?: string;
};

async function addGuest(eventId: string, seed: GuestSeed) {
  const { status, body } = await admin('POST', `/api/events/${eventId}/guests`, {
    name: seed.name,
    rsvpStatus: seed.rsvpStatus ?? 'pending',
    ...(seed.rsvpCount !== undefined ? { rsvpCount: seed.rsvpCount } : {}),
    ...(seed.admissions !== undefined ? { admissions: seed.admissions } : {}),
  });
  expect(status, JSON.stringify(body)).toBe(201);
  await t.db
    .update(guests)
    .set({
      invitationStatus: seed.invitationStatus ?? 'not_sent',
      checkedInCount: seed.checkedInCount ?? 0,
      rsvpAnsweredAt: seed.answeredAt ? new Date(seed.answeredAt) : null,
    })
    .where(eq(guests.id, body.id as string));
}

const stats = (eventId: string, as = admin) => as('GET', `/api/events/${eventId}/stats`);

describe('GET /api/events/:id/stats', () => {
  it('answers zeros and no days for an event without guests', async () => {
    const event = await createEvent('Quiet evening');
    expect(await stats(event.id)).toEqual({
      status: 200,
      body: {
        guests: 0,
        invited: 0,
        confirmed: 0,
        declined: 0,
        pending: 0,
        admissionsConfirmed: 0,
        checkedIn: 0,
        rsvpsOverTime: [],
      },
    });
  });

  it("counts the event's own guests by RSVP and invitation, people coming and checked in", async () => {
    const event = await createEvent('Amina & Baraka');
    const other = await createEvent('Another party');
    await addGuest(other.id, { name: 'Elsewhere', rsvpStatus: 'accepted', rsvpCount: 9 });

    await addGuest(event.id, {
      name: 'Neema',
      rsvpStatus: 'accepted',
      rsvpCount: 3,
      admissions: 4,
      invitationStatus: 'sent',
      checkedInCount: 2,
    });
    // Accepted without a count: everyone the card admits.
    await addGuest(event.id, {
      name: 'Juma',
      rsvpStatus: 'accepted',
      admissions: 2,
      invitationStatus: 'sent',
      checkedInCount: 1,
    });
    await addGuest(event.id, { name: 'Zawadi', rsvpStatus: 'declined', admissions: 5 });
    await addGuest(event.id, { name: 'Imani', invitationStatus: 'failed' });
    await addGuest(event.id, { name: 'Baraka' });

    const { status, body } = await stats(event.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      guests: 5,
      invited: 2,
      confirmed: 2,
      declined: 1,
      pending: 2,
      admissionsConfirmed: 5,
      checkedIn: 3,
    });
  });

  it("groups answers by calendar day in the event's zone, leaving out unanswered guests", async () => {
    const nairobi = await createEvent('Nairobi wedding', 'Africa/Nairobi');
    // 21 Nov 20:59 UTC is 23:59 in Nairobi; 21:00 UTC is already the 22nd there.
    await addGuest(nairobi.id, {
      name: 'A',
      rsvpStatus: 'accepted',
      answeredAt: '2026-11-21T20:59:00Z',
    });
    await addGuest(nairobi.id, {
      name: 'B',
      rsvpStatus: 'accepted',
      answeredAt: '2026-11-21T21:00:00Z',
    });
    await addGuest(nairobi.id, {
      name: 'C',
      rsvpStatus: 'declined',
      answeredAt: '2026-11-22T08:00:00Z',
    });
    await addGuest(nairobi.id, {
      name: 'D',
      rsvpStatus: 'accepted',
      answeredAt: '2026-11-20T10:00:00Z',
    });
    // Answered once, then set back to pending by staff: no longer an answer.
    await addGuest(nairobi.id, { name: 'E', answeredAt: '2026-11-22T09:00:00Z' });
    await addGuest(nairobi.id, { name: 'F', rsvpStatus: 'accepted' });

    expect((await stats(nairobi.id)).body.rsvpsOverTime).toEqual([
      { day: '2026-11-20', accepted: 1, declined: 0 },
      { day: '2026-11-21', accepted: 1, declined: 0 },
      { day: '2026-11-22', accepted: 1, declined: 1 },
    ]);

    // The same instants west of UTC fall a day earlier.
    const losAngeles = await createEvent('LA party', 'America/Los_Angeles');
    await addGuest(losAngeles.id, {
      name: 'G',
      rsvpStatus: 'declined',
      answeredAt: '2026-11-21T07:59:00Z',
    });
    await addGuest(losAngeles.id, {
      name: 'H',
      rsvpStatus: 'accepted',
      answeredAt: '2026-11-21T08:00:00Z',
    });
    expect((await stats(losAngeles.id)).body.rsvpsOverTime).toEqual([
      { day: '2026-11-20', accepted: 0, declined: 1 },
      { day: '2026-11-21', accepted: 1, declined: 0 },
    ]);
  });

  it('answers 404 outside the reader’s scope and for an unknown event, 403 without READ_EVENTS', async () => {
    const event = await createEvent('Team only');
    await addGuest(event.id, { name: 'Neema', rsvpStatus: 'accepted' });

    const outsider = await createUserWith(t, ['READ_EVENTS'], 'assigned');
    const asOutsider = apiAs(t, outsider.cookie);
    const refused = await stats(event.id, asOutsider);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Event not found' });

    // On the team, the same user reads it.
    const team = await admin('PUT', `/api/events/${event.id}/team`, { userIds: [outsider.id] });
    expect(team.status).toBe(200);
    expect((await stats(event.id, asOutsider)).body).toMatchObject({ guests: 1, confirmed: 1 });

    // A user of scope all reads every event.
    const reader = await createUserWith(t, ['READ_EVENTS'], 'all');
    expect((await stats(event.id, apiAs(t, reader.cookie))).status).toBe(200);

    const unknown = await stats('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);

    const guestsOnly = await createUserWith(t, ['READ_ATTENDEES'], 'all');
    expect((await stats(event.id, apiAs(t, guestsOnly.cookie))).status).toBe(403);

    expect((await admin('GET', '/api/events/not-a-uuid/stats')).status).toBe(400);
  });
});
