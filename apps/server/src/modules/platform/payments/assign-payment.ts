/**
 * Assigning a paid payment that matched no member (a paybill code nobody holds) to one, by
 * a person (decision 0045): it becomes that member's contribution, once, audited.
 */
import { eq, sql } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-error';
import type { PaymentsDeps } from './payments-deps';
import { lockPayment, type PaymentRow } from './settle';

export type AssignPaymentInput = {
  paymentId: string;
  memberId: string;
  version: number;
  actor: Actor;
};

export async function assignPayment(
  { db, clock, purposes, onCounted }: PaymentsDeps,
  { paymentId, memberId, version, actor }: AssignPaymentInput,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const before = await lockPayment(tx, paymentId);
    if (!before) throw notFound('Payment not found');
    if (before.version !== version) {
      throw conflict('This payment was changed by someone else: reload it and try again');
    }
    if (
      before.type !== 'occasions' ||
      before.status !== 'succeeded' ||
      before.memberId !== null ||
      before.contributionId
    ) {
      throw conflict('Only a paid payment that matched no member can be assigned');
    }
    const member = await purposes.pledges.memberToAssign(tx, memberId, actor);
    if (!member) throw new HttpError(404, 'Unknown member', { memberId: ['Unknown member'] });
    if (before.occasionId && before.occasionId !== member.occasionId) {
      const message = 'The payment belongs to another occasion than this member';
      throw badRequest(message, { memberId: [message] });
    }
    const contributionId = await purposes.pledges.contribute(
      tx,
      actor,
      { ...before, occasionId: member.occasionId, memberId },
      before.providerReceipt,
      before.completedAt ?? clock.now(),
    );
    if (!contributionId) {
      const message = `This member's occasion is not in ${before.currency}, the payment's currency`;
      throw badRequest(message, { memberId: [message] });
    }
    const now = clock.now();
    const [after] = await tx
      .update(payments)
      .set({
        memberId,
        occasionId: member.occasionId,
        contributionId,
        assignedBy: actor.userId,
        assignedAt: now,
        updatedAt: now,
        version: sql`${payments.version} + 1`,
      })
      .where(eq(payments.id, paymentId))
      .returning();
    const snapshot = (row: PaymentRow) => ({
      memberId: row.memberId,
      occasionId: row.occasionId,
      contributionId: row.contributionId,
      assignedBy: row.assignedBy,
      assignedAt: row.assignedAt?.toISOString() ?? null,
    });
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'payments',
      recordId: paymentId,
      before: snapshot(before),
      after: snapshot(after!),
    });
    await onCounted?.(tx, after!);
    return after!;
  });
}
