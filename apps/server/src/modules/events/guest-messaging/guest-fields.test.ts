import { describe, expect, it } from 'vitest';
import { AUDIENCES, countSms } from '@karamu/shared';
import { LINK_MADE_WHEN_SENT } from '../../platform/messaging';
import { guestFieldsFor, type RecipientEvent, type RecipientGuest } from './guest-fields';

const sample: { guest: RecipientGuest; event: RecipientEvent } = {
  guest: {
    name: 'Amina Hassan',
    phone: '+254712345678',
    email: null,
    cardType: 'double',
    admissions: 2,
    tableName: 'Table 4',
    rsvpToken: 'abcdefghijklmnopqrstuv',
    // KES minor units are cents: a double card at KES 5,000.00, KES 1,500.00 of it paid.
    amountDueMinor: 500_000,
    paidMinor: 150_000,
  },
  event: {
    name: 'Harusi ya Amina',
    // 11:00 UTC is 14:00 in Nairobi.
    startsAt: new Date('2026-12-12T11:00:00Z'),
    timeZone: 'Africa/Nairobi',
    venue: 'Safari Park',
    mapLink: null,
    hosts: 'The Hassans',
    currency: 'KES',
  },
};

describe('guestFields', () => {
  it('gives every field of the audience, dates in the event zone and absolute links', () => {
    const fields = guestFieldsFor(sample.event, 'https://karamu.example')(sample.guest);
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
      amount_due: 'KES 3,500.00',
      pay_link: 'https://karamu.example/i/abcdefghijklmnopqrstuv',
    });
  });

  it('leaves the amount empty for a card without a price, so the fallback applies', () => {
    const unpriced = { ...sample.guest, amountDueMinor: null, paidMinor: 0 };
    expect(guestFieldsFor(sample.event, 'https://karamu.example')(unpriced).amount_due).toBe('');
    // An event without any price has no currency either.
    expect(
      guestFieldsFor({ ...sample.event, currency: null }, 'https://k.example')(unpriced).amount_due,
    ).toBe('');
  });

  it('writes the currency’s own digits, 0 for a free card and no negative for an overpayment', () => {
    const amountFor = (amountDueMinor: number, paidMinor: number, currency = 'KES') =>
      guestFieldsFor(
        { ...sample.event, currency },
        'https://karamu.example',
      )({
        ...sample.guest,
        amountDueMinor,
        paidMinor,
      }).amount_due;
    expect(amountFor(0, 0)).toBe('KES 0.00');
    expect(amountFor(500_000, 600_000)).toBe('KES 0.00');
    expect(amountFor(50_000, 20_000, 'UGX')).toBe('UGX 30,000');
    // No no-break space after the currency: the SMS stays in the GSM alphabet.
    expect(countSms(`Bado ${amountFor(500_000, 0)}`).encoding).toBe('GSM-7');
  });

  it('says a link is made when sent for a guest without one yet', () => {
    const fields = guestFieldsFor(
      sample.event,
      'http://localhost:3000',
    )({
      ...sample.guest,
      rsvpToken: null,
    });
    expect(fields.rsvp_link).toBe(LINK_MADE_WHEN_SENT);
    expect(fields.pay_link).toBe(LINK_MADE_WHEN_SENT);
  });
});
