/**
 * Pay links (decision 0043): a member's own page, found by their unguessable token, with
 * what they pledged, paid and still owe, and a prompt to their phone to pay through the
 * payments core. A wrong token, and another member's payment, get the same 404 as nothing:
 * the page tells nobody anything about anyone else.
 */
import { eq } from 'drizzle-orm';
import { PAY_TOKEN_PATTERN, type PayLink } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { members, occasions, payments } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-error';
import { promptTextOf } from '../../platform/outbound-gate';
import {
  payerPhone,
  payLimits,
  providerFor,
  type PaymentsCore,
  type TokenPayer,
} from '../../platform/payments';
import { ensureAccountCode } from './pay-credentials';

const invalidLink = () => notFound('This pay link is not valid');
const notConfigured = () =>
  conflict(
    'Paying by mobile money is not available for this occasion: pay the committee directly, or ask them when it will be.',
  );

async function mustFindMember(db: Db, token: string) {
  if (!PAY_TOKEN_PATTERN.test(token)) throw invalidLink();
  const [found] = await db
    .select({
      member: {
        id: members.id,
        name: members.name,
        phone: members.phone,
        pledgedMinor: members.pledgedMinor,
        paidMinor: members.paidMinor,
        accountCode: members.accountCode,
      },
      occasion: {
        id: occasions.id,
        name: occasions.name,
        startsAt: occasions.startsAt,
        timeZone: occasions.timeZone,
        currency: occasions.currency,
        defaultCountry: occasions.defaultCountry,
        allowOverpayment: occasions.allowOverpayment,
      },
    })
    .from(members)
    .innerJoin(occasions, eq(occasions.id, members.occasionId))
    .where(eq(members.payToken, token));
  if (!found) throw invalidLink();
  return found;
}

/** An overpayment is no negative debt (decision 0014). */
const balanceOf = (member: { pledgedMinor: number; paidMinor: number }) =>
  Math.max(member.pledgedMinor - member.paidMinor, 0);

/** The member's page; their account code is issued on the first visit. */
export async function getPayLink(db: Db, core: PaymentsCore, token: string): Promise<PayLink> {
  return db.transaction(async (tx) => {
    const { member, occasion } = await mustFindMember(tx, token);
    const accountCode = member.accountCode ?? (await ensureAccountCode(tx, member.id));
    if (!accountCode) throw invalidLink();
    const provider = providerFor(core, occasion.currency);
    return {
      occasionName: occasion.name,
      occasionStartsAt: occasion.startsAt.toISOString(),
      occasionTimeZone: occasion.timeZone,
      currency: occasion.currency,
      memberName: member.name,
      phone: member.phone,
      defaultCountry: occasion.defaultCountry,
      pledgedMinor: member.pledgedMinor,
      paidMinor: member.paidMinor,
      balanceMinor: balanceOf(member),
      ...payLimits(core, occasion.currency, {
        balanceMinor: balanceOf(member),
        overpayment: occasion.allowOverpayment,
      }),
      paybill: provider?.paybill ?? null,
      accountCode,
    };
  });
}

/**
 * The member as a payer through their pay link: a prompt to the payer's phone, the member's
 * account code on it (the code the paybill menu takes too) beside the occasion's name.
 */
export const payLinkPayer: TokenPayer = {
  async pushOf(db, core, token, input) {
    const { member, occasion } = await mustFindMember(db, token);
    if (!providerFor(core, occasion.currency)) throw notConfigured();
    const phone = await payerPhone(db, input.phone, occasion.defaultCountry);
    const accountReference =
      member.accountCode ?? (await db.transaction((tx) => ensureAccountCode(tx, member.id)));
    if (!accountReference) throw invalidLink();
    return {
      type: 'occasions',
      occasionId: occasion.id,
      memberId: member.id,
      phone,
      amountMinor: input.amountMinor,
      // The account code the paybill menu takes too, and the occasion's name (0059).
      ...promptTextOf(occasion.name, accountReference),
      createdBy: null,
    };
  },

  async ownPayments(db, token) {
    const { member } = await mustFindMember(db, token);
    return eq(payments.memberId, member.id);
  },

  async standingOf(db, payment) {
    const [member] = payment.memberId
      ? await db
          .select({ pledgedMinor: members.pledgedMinor, paidMinor: members.paidMinor })
          .from(members)
          .where(eq(members.id, payment.memberId))
      : [];
    return { paidMinor: member?.paidMinor ?? 0, balanceMinor: member ? balanceOf(member) : 0 };
  },
};
