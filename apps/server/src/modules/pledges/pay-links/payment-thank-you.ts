/**
 * The thank-you SMS after a payment counted (decision 0043): queued through messaging in
 * the transaction that settles the payment and writes its contribution, so the message
 * exists exactly when the money counted, once per payment, however often the provider
 * repeats its callback. The delivery worker finds it at its next poll.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { members, occasions } from '../../../db/schema';
import { formatMoneyForSms } from '../../../lib/sms-money';
import { queueNoticeUnlessRefused, type Messaging } from '../../platform/messaging';
import type { OnCounted } from '../../platform/payments';

/** The batch `audience` of thank-you SMS: the messages list shows them under it. */
const THANK_YOU_PURPOSE = 'payment-thank-you';

type ThankYouFacts = {
  memberName: string;
  occasionName: string;
  currency: string;
  amountMinor: number;
  receipt: string | null;
  pledgedMinor: number;
  paidMinor: number;
};

/** In the GSM alphabet (amounts with plain spaces), so it stays one or two SMS parts. */
function thankYouText(facts: ThankYouFacts): string {
  const money = (minor: number) => formatMoneyForSms(minor, facts.currency);
  const receipt = facts.receipt ? ` (receipt ${facts.receipt})` : '';
  const standing =
    facts.pledgedMinor > 0
      ? `You have paid ${money(facts.paidMinor)} of ${money(facts.pledgedMinor)}; balance ${money(Math.max(facts.pledgedMinor - facts.paidMinor, 0))}.`
      : `You have paid ${money(facts.paidMinor)} in total.`;
  return `Asante ${facts.memberName}! We received ${money(facts.amountMinor)} for ${facts.occasionName}${receipt}. ${standing}`;
}

/**
 * The payments core's `onCounted` hook: `(tx, payment)`, called inside the settling
 * transaction after a matched payment wrote its contribution. Queues the SMS to the
 * member's phone, or the payer's when the member has none; nothing when the installation
 * turned it off (PAYMENT_THANK_YOU_SMS=false) or there is no number.
 */
export function createPaymentThankYou(deps: {
  config: Config;
  messaging: Messaging;
  logger?: FastifyBaseLogger;
}): OnCounted {
  return async function queuePaymentThankYou(tx: Db, payment) {
    if (!deps.config.PAYMENT_THANK_YOU_SMS || !payment.memberId) return;
    const [found] = await tx
      .select({ member: members, occasionName: occasions.name, owner: occasions.createdBy })
      .from(members)
      .innerJoin(occasions, eq(occasions.id, members.occasionId))
      .where(eq(members.id, payment.memberId));
    if (!found) return;
    const { member, occasionName, owner } = found;
    const address = member.phone ?? payment.payerPhone;
    // No owner left to answer for it (the account was deleted): nobody's allowance to spend.
    if (!address || !owner) return;
    const queued = await queueNoticeUnlessRefused(tx, deps.messaging, {
      purpose: THANK_YOU_PURPOSE,
      contextId: member.occasionId,
      recipientKey: `payment:${payment.id}`,
      recipientName: member.name,
      channel: 'sms',
      address,
      body: thankYouText({
        memberName: member.name,
        occasionName,
        currency: payment.currency,
        amountMinor: payment.amountMinor,
        receipt: payment.providerReceipt,
        pledgedMinor: member.pledgedMinor,
        paidMinor: member.paidMinor,
      }),
      // The occasion's owner collects the money, so the thank-you spends their allowance
      // (decision 0059); a refusal leaves the payment counted, without the SMS.
      spender: { account: owner },
    });
    if ('refused' in queued) {
      deps.logger?.warn(
        { paymentId: payment.id, reason: queued.refused.message },
        'payment thank-you not queued',
      );
    }
  };
}
