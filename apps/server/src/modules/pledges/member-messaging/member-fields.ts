/**
 * A member's values for the fields of the `occasion-members` audience (AUDIENCES), as
 * they read in a message: amounts in the occasion's currency, the date in the occasion's
 * own zone. A missing value is empty text; the template's fallback then applies.
 */
import { payLinkPath, type AUDIENCES } from '@karamu/shared';
import { formatMoneyForSms, MESSAGE_LOCALE } from '../../../lib/sms-money';
import { LINK_MADE_WHEN_SENT } from '../../platform/messaging';

type MemberField = keyof (typeof AUDIENCES)['occasion-members']['fields'];

export type MemberWithOccasion = {
  member: {
    name: string;
    phone: string | null;
    email: string | null;
    pledgedMinor: number;
    paidMinor: number;
    /** The member's pay token, or null while they have none (a preview). */
    payToken: string | null;
  };
  occasion: { name: string; startsAt: Date; timeZone: string; currency: string };
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One per zone: a batch formats the same occasion's date for every member. */
function dateFormatFor(timeZone: string) {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(MESSAGE_LOCALE, {
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

export function memberFields(
  { member, occasion }: MemberWithOccasion,
  publicBaseUrl: string,
): Record<MemberField, string> {
  const money = (minor: number) => formatMoneyForSms(minor, occasion.currency);
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
    pay_link: member.payToken
      ? `${publicBaseUrl}${payLinkPath(member.payToken)}`
      : LINK_MADE_WHEN_SENT,
  };
}
