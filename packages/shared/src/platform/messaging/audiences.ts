/**
 * Who a message goes to. Messaging knows audiences only by these descriptions: the fields
 * a template's placeholders can map to and the recipient filters a send can use. The area
 * that owns the people (events for guests, pledges for members) supplies the data on the
 * server, so messaging depends on neither.
 */

export type AudienceDescription = {
  label: string;
  /** What a send is about: the event, the occasion. */
  contextLabel: string;
  /** Field name -> label: what a placeholder can be mapped to. */
  fields: Readonly<Record<string, string>>;
  /** Filter name -> label: which of the context's people a send reaches. */
  filters: Readonly<Record<string, string>>;
};

export const AUDIENCES = {
  'event-guests': {
    label: 'Event guests',
    contextLabel: 'Event',
    fields: {
      guest_name: 'Guest name',
      guest_phone: 'Guest phone',
      guest_email: 'Guest e-mail',
      card_type: 'Card type',
      admissions: 'Admissions',
      table: 'Table',
      event_name: 'Event name',
      event_date: 'Event date',
      event_time: 'Event start time',
      venue: 'Venue',
      map_link: 'Map link',
      hosts: 'Hosts',
      rsvp_link: 'Answer (RSVP) link',
      card_link: 'Invitation card link',
      amount_due: 'Still to pay for the card (with currency)',
      pay_link: 'Pay link (the answer page)',
    },
    filters: {
      all: 'All guests',
      not_invited: 'Not yet invited',
      rsvp_pending: 'RSVP pending',
      attending: 'Attending',
      still_to_pay: 'Still to pay for their card',
      paid: 'Paid for their card',
      selected: 'Hand-picked guests',
    },
  },
  'occasion-members': {
    label: 'Occasion members',
    contextLabel: 'Occasion',
    fields: {
      member_name: 'Member name',
      member_phone: 'Member phone',
      member_email: 'Member e-mail',
      pledged: 'Pledged (with currency)',
      paid: 'Paid (with currency)',
      balance: 'Balance (with currency)',
      occasion_name: 'Occasion name',
      occasion_date: 'Occasion date',
      pay_link: 'Pay link',
    },
    filters: {
      all: 'All members',
      with_balance: 'Balance above 0',
      nothing_paid: 'Nothing paid yet',
      paid_in_full: 'Paid in full',
      selected: 'Hand-picked members',
    },
  },
} as const satisfies Record<string, AudienceDescription>;

export type AudienceName = keyof typeof AUDIENCES;
export const AUDIENCE_NAMES = Object.keys(AUDIENCES) as AudienceName[];

export function isAudienceName(value: unknown): value is AudienceName {
  return typeof value === 'string' && Object.hasOwn(AUDIENCES, value);
}

/** The filter that names recipients one by one. */
export const SELECTED_FILTER = 'selected';
