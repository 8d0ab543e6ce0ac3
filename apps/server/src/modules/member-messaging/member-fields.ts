/**
 * A member's values for the fields of the `occasion-members` audience (AUDIENCES), as
 * they read in a message: amounts in the occasion's currency, the date in the occasion's
 * own zone. A missing value is empty text; the template's fallback then applies.
 */
import { formatMinorUnits, type AUDIENCES } from '@karamu/shared';

type MemberField = keyof (typeof AUDIENCES)['occasion-members']['fields'];

export type MemberWithOccasion = {
  member: {
    name: string;
    phone: string | null;
    email: string | null;
    pledgedMinor: number;
    paidMinor: number;
  };
  occasion: { name: string; startsAt: Date; timeZone: string; currency: string };
};

/**
 * One locale for every message, as dates are written: a reminder reads the same whoever
 * sends it. en-GB writes shillings as "KES 6,000.00".
 */
const LOCALE = 'en-GB';

/**
 * Intl puts a no-break space between the currency code and the number; that one
 * character is outside the GSM alphabet and would turn the whole SMS into UCS-2 (70
 * characters a part instead of 160), so it is written as a plain space.
 */
const formatMoney = (minor: number, currency: string) =>
  formatMinorUnits(minor, currency, LOCALE).replace(/\s/gu, ' ');

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One per zone: a batch formats the same occasion's date for every member. */
function dateFormatFor(timeZone: string) {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

export function memberFields({
  member,
  occasion,
}: MemberWithOccasion): Record<MemberField, string> {
  const money = (minor: number) => formatMoney(minor, occasion.currency);
  return {
    member_name: member.name,
    member_phone: member.phone ?? '',
    member_email: member.email ?? '',
    pledged: money(member.pledgedMinor),
    paid: money(member.paidMinor),
    // An overpayment is no negative debt (decision 0014).
    balance: money(Math.max(member.pledgedMinor - member.paidMinor, 0)),
    occasion_name: occasion.name,
    occasion_date: dateFormatFor(occasion.timeZone).format(occasion.startsAt),
  };
}
