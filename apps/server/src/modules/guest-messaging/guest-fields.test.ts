import { describe, expect, it } from 'vitest';
import { AUDIENCES } from '@karamu/shared';
import { LINK_MADE_WHEN_SENT } from '../messaging';
import { guestFields, type GuestWithEvent } from './guest-fields';

const sample: GuestWithEvent = {
  guest: {
    name: 'Amina Hassan',
    phone: '+254712345678',
    email: null,
    cardType: 'double',
    admissions: 2,
    tableName: 'Table 4',
    rsvpToken: 'abcdefghijklmnopqrstuv',
  },
  event: {
    name: 'Harusi ya Amina',
    // 11:00 UTC is 14:00 in Nairobi.
    startsAt: new Date('2026-12-12T11:00:00Z'),
    timeZone: 'Africa/Nairobi',
    venue: 'Safari Park',
    mapLink: null,
    hosts: 'The Hassans',
  },
};

describe('guestFields', () => {
  it('gives every field of the audience, dates in the event zone and absolute links', () => {
    const fields = guestFields(sample, 'https://karamu.example');
    expect(Object.keys(fields).sort()).toEqual(
      Object.keys(AUDIENCES['event-guests'].fields).sort(),
    );
    expect(fields).toMatchObject({
      guest_name: 'Amina Hassan',
      guest_email: '',
      card_type: 'Double',
      admissions: '2',
      event_date: 'Saturday, 12 December 2026',
      event_time: '14:00',
      map_link: '',
      rsvp_link: 'https://karamu.example/i/abcdefghijklmnopqrstuv',
      card_link: 'https://karamu.example/api/invitations/abcdefghijklmnopqrstuv/card.png',
    });
  });

  it('says a link is made when sent for a guest without one yet', () => {
    const fields = guestFields(
      { ...sample, guest: { ...sample.guest, rsvpToken: null } },
      'http://localhost:3000',
    );
    expect(fields.rsvp_link).toBe(LINK_MADE_WHEN_SENT);
  });
});
