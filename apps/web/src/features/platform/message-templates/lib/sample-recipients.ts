import {
  formatEventDate,
  formatEventTime,
  type AUDIENCES,
  type AudienceName,
} from '@karamu/shared';

/** The sample event: 11:00 UTC is 14:00 in Nairobi, formatted as a sent message formats it. */
const SAMPLE_EVENT = { startsAt: '2026-12-12T11:00:00Z', timeZone: 'Africa/Nairobi' };

type FieldsOf<A extends AudienceName> = Record<keyof (typeof AUDIENCES)[A]['fields'], string>;

/**
 * The recipient every preview is rendered for: who they are and one plausible value per
 * audience field. Within the GSM alphabet on purpose, so the segment counter shows what
 * the template itself costs.
 */
export const SAMPLE_RECIPIENTS: { [A in AudienceName]: { name: string; fields: FieldsOf<A> } } = {
  'event-guests': {
    name: 'Amina Wanjiku',
    fields: {
      guest_name: 'Amina Wanjiku',
      guest_phone: '+254712345678',
      guest_email: 'amina.wanjiku@example.com',
      card_type: 'Double',
      admissions: '2',
      table: 'Table 4',
      event_name: 'Harusi ya Neema na Baraka',
      event_date: formatEventDate(SAMPLE_EVENT),
      event_time: formatEventTime(SAMPLE_EVENT),
      venue: 'Safari Park Hotel, Nairobi',
      map_link: 'https://maps.example.com/safari-park',
      hosts: 'The Otieno family',
      rsvp_link: 'https://karamu.example/i/Xb7kQ2',
      card_link: 'https://karamu.example/i/Xb7kQ2/card',
      amount_due: 'KES 3,500.00',
      pay_link: 'https://karamu.example/i/Xb7kQ2',
    },
  },
  'occasion-members': {
    name: 'Juma Mwangi',
    fields: {
      member_name: 'Juma Mwangi',
      member_phone: '+254722000111',
      member_email: 'juma.mwangi@example.com',
      pledged: 'KES 10,000.00',
      paid: 'KES 4,000.00',
      balance: 'KES 6,000.00',
      occasion_name: 'Michango ya Harusi ya Neema',
      occasion_date: 'Saturday, 12 December 2026',
      pay_link: 'https://karamu.example/p/Qm4tR8vLw2Zp9Xc1Hs7dBa',
    },
  },
};
