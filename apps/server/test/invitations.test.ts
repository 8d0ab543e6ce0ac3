/** Answer links: issue, answer without an account, calendar file, revoke; nothing leaks. */
import { describe, expect, it } from 'vitest';
import { apiAs } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;
const visitor = () => apiAs(t, undefined);

useAdminApp((started) => ({ t, admin } = started));

async function guestWithLink(guest: Record<string, unknown> = {}) {
  const event = (
    await admin('POST', '/api/events', {
      name: 'Harusi ya Amina',
      startsAt: '2031-06-06T11:00:00.000Z',
      endsAt: '2031-06-06T17:00:00.000Z',
      timeZone: 'Africa/Nairobi',
      venue: 'Safari Park, Nairobi',
      hosts: 'The Otieno family',
      defaultCountry: 'KE',
    })
  ).body;
  const created = (
    await admin('POST', `/api/events/${event.id}/guests`, {
      name: 'Baraka',
      cardType: 'double',
      admissions: 2,
      ...guest,
    })
  ).body;
  const link = await admin('POST', `/api/events/${event.id}/guests/${created.id}/link`);
  return {
    event,
    guest: created,
    link: link.body as { token: string; path: string; url: string },
  };
}

describe('answer links', () => {
  it('issues an unguessable link that shows this guest and the event only', async () => {
    const { link } = await guestWithLink();
    expect(link.path).toBe(`/i/${link.token}`);
    // The whole address to copy: where guests reach the server, as messages' links are.
    expect(link.url).toMatch(new RegExp(`^https?://[^/]+/i/${link.token}$`));
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { status, body } = await visitor()('GET', `/api/invitations/${link.token}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      guest: {
        name: 'Baraka',
        cardCode: expect.stringMatching(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/),
        cardType: 'double',
        admissions: 2,
        rsvpStatus: 'pending',
        rsvpCount: null,
      },
      event: expect.objectContaining({
        name: 'Harusi ya Amina',
        venue: 'Safari Park, Nairobi',
        status: 'draft',
      }),
      card: null,
      payment: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/"id"|phone|eventId/);
  });

  it('records an answer at once, within the card’s admissions', async () => {
    const { event, guest, link } = await guestWithLink();
    const tooMany = await visitor()('POST', `/api/invitations/${link.token}/answer`, {
      attending: true,
      count: 3,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors.count).toEqual(['This card admits 2 people']);
    const yes = await visitor()('POST', `/api/invitations/${link.token}/answer`, {
      attending: true,
      count: 1,
    });
    expect(yes.body.guest).toMatchObject({ rsvpStatus: 'accepted', rsvpCount: 1 });
    const seen = await admin('GET', `/api/events/${event.id}/guests/${guest.id}`);
    expect(seen.body).toMatchObject({ rsvpStatus: 'accepted', rsvpCount: 1, version: 2 });
    const no = await visitor()('POST', `/api/invitations/${link.token}/answer`, {
      attending: false,
    });
    expect(no.body.guest).toMatchObject({ rsvpStatus: 'declined', rsvpCount: 0 });
    const log = await admin('GET', `/api/audit-log?filter=recordId:ilike:${guest.id}&sort=at`);
    expect(log.body.items.at(-1)).toMatchObject({
      actorUsername: 'guest (answer link)',
      actorId: null,
    });
  });

  it('offers a calendar file with the event', async () => {
    const { link } = await guestWithLink();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/${link.token}/calendar.ics`,
    });
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain('DTSTART:20310606T110000Z\r\n');
    expect(response.body).toContain('DTEND:20310606T170000Z\r\n');
    expect(response.body).toContain('LOCATION:Safari Park\\, Nairobi\r\n');
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('answers a revoked, a replaced, an unknown and a malformed token alike', async () => {
    const { event, guest, link } = await guestWithLink();
    const replaced = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
    expect(replaced.body.token).not.toBe(link.token);
    const other = await guestWithLink();
    expect(
      (await admin('DELETE', `/api/events/${other.event.id}/guests/${other.guest.id}/link`)).status,
    ).toBe(200);
    const answers = await Promise.all(
      [link.token, other.link.token, 'A'.repeat(22), 'not a token', '../../etc'].map((token) =>
        visitor()('GET', `/api/invitations/${encodeURIComponent(token)}`),
      ),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 404,
        body: { message: 'This invitation link is not valid' },
      });
    }
  });

  it('closes answers once the event is cancelled', async () => {
    const { event, link } = await guestWithLink();
    await admin('PATCH', `/api/events/${event.id}`, {
      status: 'cancelled',
      version: event.version,
    });
    const late = await visitor()('POST', `/api/invitations/${link.token}/answer`, {
      attending: true,
    });
    expect(late.status).toBe(409);
  });

  it('slows down guessing from one address', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 65; i += 1) {
        const response = await limited.app.inject({
          method: 'GET',
          url: `/api/invitations/${'B'.repeat(22)}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
