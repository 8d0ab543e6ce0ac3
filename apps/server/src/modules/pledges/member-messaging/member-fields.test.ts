import { describe, expect, it } from 'vitest';
import { AUDIENCES, countSms } from '@karamu/shared';
import { LINK_MADE_WHEN_SENT } from '../../platform/messaging';
import { memberFields, type MemberWithOccasion } from './member-fields';

const BASE = 'https://karamu.example';

const sample: MemberWithOccasion = {
  member: {
    name: 'Juma Mwangi',
    phone: '+254722000111',
    email: null,
    pledgedMinor: 1_000_000,
    paidMinor: 400_000,
    payToken: 'abcdefghijklmnopqrstuv',
  },
  occasion: {
    name: 'Michango ya Harusi ya Neema',
    // 22:30 UTC on Friday is already Saturday in Nairobi.
    startsAt: new Date('2026-12-11T22:30:00Z'),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
  },
};

describe('memberFields', () => {
  it('gives every field of the audience, money in the occasion currency, the date in its zone', () => {
    const fields = memberFields(sample, BASE);
    expect(Object.keys(fields).sort()).toEqual(
      Object.keys(AUDIENCES['occasion-members'].fields).sort(),
    );
    expect(fields).toEqual({
      member_name: 'Juma Mwangi',
      member_phone: '+254722000111',
      member_email: '',
      pledged: 'KES 10,000.00',
      paid: 'KES 4,000.00',
      balance: 'KES 6,000.00',
      occasion_name: 'Michango ya Harusi ya Neema',
      occasion_date: 'Saturday, 12 December 2026',
      pay_link: 'https://karamu.example/p/abcdefghijklmnopqrstuv',
    });
  });

  it('says the pay link is made when sent for a member without one yet', () => {
    const fields = memberFields({ ...sample, member: { ...sample.member, payToken: null } }, BASE);
    expect(fields.pay_link).toBe(LINK_MADE_WHEN_SENT);
  });

  it('keeps the SMS in the GSM alphabet (no no-break space after the currency)', () => {
    const { balance } = memberFields(sample, BASE);
    expect(countSms(`Salio lako ni ${balance}`).encoding).toBe('GSM-7');
  });

  it('writes the currency’s own minor digits, and no negative balance for an overpayment', () => {
    const fields = memberFields(
      {
        member: { ...sample.member, pledgedMinor: 50_000, paidMinor: 60_000 },
        occasion: { ...sample.occasion, currency: 'UGX' },
      },
      BASE,
    );
    expect(fields).toMatchObject({ pledged: 'UGX 50,000', paid: 'UGX 60,000', balance: 'UGX 0' });
  });
});
