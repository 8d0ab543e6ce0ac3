/**
 * A guest's values for the fields of the `event-guests` audience (AUDIENCES), as they read
 * in a message: dates and times in the event's own zone, amounts in the event's currency,
 * links absolute so they work from a phone. A missing value is empty text; the template's
 * fallback then applies.
 */
import { formatEventDate, formatEventTime, invitationPath, type AUDIENCES } from '@karamu/shared';
import { formatMoneyForSms } from '../../../lib/sms-money';
import { LINK_MADE_WHEN_SENT } from '../../platform/messaging';

type GuestField = keyof (typeof AUDIENCES)['event-guests']['fields'];

export type RecipientGuest = {
  name: string;
  phone: string | null;
  email: string | null;
  cardType: 'single' | 'double' | 'family';
  admissions: number;
  tableName: string | null;
  rsvpToken: string | null;
  /** Their bundle's or card type's price (decision 0047); null while neither has one. */
  amountDueMinor: number | null;
  paidMinor: number;
};

export type RecipientEvent = {
  name: string;
  startsAt: Date;
  timeZone: string;
  venue: string | null;
  mapLink: string | null;
  hosts: string | null;
  /** Null until the event's first price or bundle. */
  currency: string | null;
};

const CARD_TYPE_LABELS = { single: 'Single', double: 'Double', family: 'Family' } as const;

/** The card image is drawn for the guest's token: /api/invitations/:token/card.png. */
const cardPath = (token: string) => `/api/invitations/${token}/card.png`;

/**
 * What is left to pay for the card, as the members' balance reads (decision 0051): the
 * currency's own digits, 0 once paid or overpaid. Empty for a guest whose card has no
 * price: "KES 0.00" would tell them their card is paid for, which nobody has said.
 */
function amountDueText(guest: RecipientGuest, currency: string | null): string {
  if (guest.amountDueMinor === null || currency === null) return '';
  return formatMoneyForSms(Math.max(guest.amountDueMinor - guest.paidMinor, 0), currency);
}

/**
 * The fields of one event's guests: what is the event's is worked out once, since a batch
 * of 10,000 would otherwise format the same date 10,000 times (issue 14).
 */
export function guestFieldsFor(
  event: RecipientEvent,
  publicBaseUrl: string,
): (guest: RecipientGuest) => Record<GuestField, string> {
  const eventFields = {
    event_name: event.name,
    event_date: formatEventDate(event),
    event_time: formatEventTime(event),
    venue: event.venue ?? '',
    map_link: event.mapLink ?? '',
    hosts: event.hosts ?? '',
  };
  return (guest) => {
    const token = guest.rsvpToken;
    const answerLink = token ? `${publicBaseUrl}${invitationPath(token)}` : LINK_MADE_WHEN_SENT;
    return {
      guest_name: guest.name,
      guest_phone: guest.phone ?? '',
      guest_email: guest.email ?? '',
      card_type: CARD_TYPE_LABELS[guest.cardType],
      admissions: String(guest.admissions),
      table: guest.tableName ?? '',
      ...eventFields,
      rsvp_link: answerLink,
      card_link: token ? `${publicBaseUrl}${cardPath(token)}` : LINK_MADE_WHEN_SENT,
      amount_due: amountDueText(guest, event.currency),
      // The answer page shows what is due and the pay button (decision 0051).
      pay_link: answerLink,
    };
  };
}
