/**
 * What a mobile-money payment of a member is for, as the payments core asks it (decision
 * 0066a): what the member still owes for a prompt, the member a paybill code names, and the
 * payment's one contribution, written through this module's write, which keeps
 * `members.paid_minor` (decisions 0014, 0042). app.ts hands it to `createPayments`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contributions, members, occasions } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import type { PaymentActor, PledgePayments } from '../../platform/payments';
import { getMember } from '../members';
import { occasionIdInScope } from '../occasions';
import { fillMissingReference, insertLockedContribution } from './contributions-service';
import { lockMemberForPayment } from './member-paid';

/** A contribution of the occasion already carrying this receipt, typed in by a person. */
async function contributionWithReference(tx: Db, occasionId: string, reference: string) {
  const [row] = await tx
    .select({
      id: contributions.id,
      memberId: contributions.memberId,
      amountMinor: contributions.amountMinor,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.occasionId, occasionId),
        sql`lower(${contributions.reference}) = lower(${reference})`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Makes the payment's contribution, the member locked first. Undefined when the member is
 * gone or their occasion's currency is no longer the payment's: the payment stays unmatched.
 * A receipt a person already recorded by hand for this member and amount is that
 * contribution: linked, not doubled.
 */
async function contributeForPayment(
  tx: Db,
  actor: PaymentActor,
  payment: { occasionId: string; memberId: string; amountMinor: number; currency: string },
  receipt: string | null,
  paidAt: Date,
): Promise<string | undefined> {
  if (!(await lockMemberForPayment(tx, payment.occasionId, payment.memberId))) return undefined;
  const [occasion] = await tx
    .select({ currency: occasions.currency })
    .from(occasions)
    .where(eq(occasions.id, payment.occasionId));
  if (occasion?.currency !== payment.currency) return undefined;
  const existing = receipt
    ? await contributionWithReference(tx, payment.occasionId, receipt)
    : undefined;
  if (existing?.memberId === payment.memberId && existing.amountMinor === payment.amountMinor) {
    return existing.id;
  }
  const created = await insertLockedContribution(tx, actor, {
    occasionId: payment.occasionId,
    memberId: payment.memberId,
    amountMinor: payment.amountMinor,
    paidAt,
    method: 'mobile_money',
    // Another member's or amount's receipt is not this payment's (a forged callback's).
    reference: existing ? null : receipt,
    notes: null,
  });
  return created.id;
}

export const pledgePayments: PledgePayments = {
  async lockForPush(tx, { occasionId, memberId }) {
    const [found] = await tx
      .select({
        currency: occasions.currency,
        pledgedMinor: members.pledgedMinor,
        paidMinor: members.paidMinor,
        overpayment: occasions.allowOverpayment,
      })
      .from(members)
      .innerJoin(occasions, eq(occasions.id, members.occasionId))
      .where(and(eq(members.id, memberId), eq(members.occasionId, occasionId)))
      .for('update', { of: members });
    if (!found) throw new HttpError(404, 'Unknown member', { memberId: ['Unknown member'] });
    return {
      currency: found.currency,
      balanceMinor: found.pledgedMinor - found.paidMinor,
      overpayment: found.overpayment,
    };
  },

  async lockByAccountCode(tx, typed) {
    // Account codes are issued in capitals; payers type them in any case.
    const code = typed.trim().toUpperCase();
    if (!code) return undefined;
    const [found] = await tx
      .select({ memberId: members.id, occasionId: members.occasionId })
      .from(members)
      .where(eq(members.accountCode, code));
    return found && (await lockMemberForPayment(tx, found.occasionId, found.memberId))
      ? found
      : undefined;
  },

  contribute: contributeForPayment,
  fillMissingReference,

  async memberToAssign(tx, memberId, actor) {
    const member = await getMember(
      tx,
      memberId,
      occasionIdInScope(actor, 'ADD_CONTRIBUTIONS', members.occasionId),
    );
    return member && { occasionId: member.occasionId };
  },

  occasionIdInScope,
};
