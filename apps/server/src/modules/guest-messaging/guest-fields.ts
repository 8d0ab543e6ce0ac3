/**
 * A guest's values for the fields of the `event-guests` audience (AUDIENCES), as they read
 * in a message: dates and times in the event's own zone, amounts in the event's currency,
 * links absolute so they work from a phone. A missing value is empty text; the template's
 * fallback then applies.
 */
import { invitationPath, type AUDIENCES } from '@karamu/shared';
import { formatMoneyForSms } from '../../lib/sms-money';
import { LINK_MADE_WHEN_SENT } from '../messaging';

type GuestField = keyof (typeof AUDIENCES)['event-guests']['fields'];

export type GuestWithEvent = {
  guest: {
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
  event: {
    name: string;
    startsAt: Date;
    timeZone: string;
    venue: string | null;
    mapLink: string | null;
    hosts: string | null;
    /** Null until the event's first price or bundle. */
    currency: string | null;
  };
};

const CARD_TYPE_LABELS = { single: 'Single', double: 'Double', family: 'Family' } as const;

const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
/** One pair per zone: a batch formats the same event's date for every guest. */
function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      date: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

/** The card image is drawn for the guest's token: /api/invitations/:token/card.png. */
const cardPath = (token: string) => `/api/invitations/${token}/card.png`;

/**
 * What is left to pay for the card, as the members' balance reads (decision 0051): the
 * currency's own digits, 0 once paid or overpaid. Empty for a guest whose card has no
 * price: "KES 0.00" would tell them their card is paid for, which nobody has said.
 */
function amountDueText(guest: GuestWithEvent['guest'], currency: string | null): string {
  if (guest.amountDueMinor === null || currency === null) return '';
  return formatMoneyForSms(Math.max(guest.amountDueMinor - guest.paidMinor, 0), currency);
}

export function guestFields(
  { guest, event }: GuestWithEvent,
  publicBaseUrl: string,
): Record<GuestField, string> {
  const { date, time } = formattersFor(event.timeZone);
  const token = guest.rsvpToken;
  const answerLink = token ? `${publicBaseUrl}${invitationPath(token)}` : LINK_MADE_WHEN_SENT;
  return {
    guest_name: guest.name,
    guest_phone: guest.phone ?? '',
    guest_email: guest.email ?? '',
    card_type: CARD_TYPE_LABELS[guest.cardType],
    admissions: String(guest.admissions),
    table: guest.tableName ?? '',
    event_name: event.name,
    event_date: date.format(event.startsAt),
    event_time: time.format(event.startsAt),
    venue: event.venue ?? '',
    map_link: event.mapLink ?? '',
    hosts: event.hosts ?? '',
    rsvp_link: answerLink,
    card_link: token ? `${publicBaseUrl}${cardPath(token)}` : LINK_MADE_WHEN_SENT,
    amount_due: amountDueText(guest, event.currency),
    // The answer page shows what is due and the pay button (decision 0051).
    pay_link: answerLink,
  };
}
