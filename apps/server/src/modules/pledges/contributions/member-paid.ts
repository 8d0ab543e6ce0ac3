/**
 * `members.paid_minor`, the stored sum of a member's contributions (decision 0014), is
 * written here only, by the contribution writes, inside their transaction and under the
 * member's row lock. It is summed from the rows each time rather than incremented, so a
 * replayed or corrected write cannot leave it off by an amount.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contributions, members } from '../../../db/schema';
import { lockMember } from '../members';
import { findOccasion } from '../occasions';
import { ALL_RECORDS } from '../../../lib/scope';

/**
 * Locks what a contribution write changes: the occasion (`key share`, so deleting it or
 * changing its currency waits for this write) and then the member (`update`, so writes to
 * one member's money queue one behind the other). False when either is gone.
 */
export async function lockMemberForPayment(
  db: Db,
  occasionId: string,
  memberId: string,
): Promise<boolean> {
  if (!(await findOccasion(db, occasionId, ALL_RECORDS, 'key share'))) return false;
  return lockMember(db, memberId);
}

/**
 * Sets the member's paid sum from their contributions, and bumps their version: someone
 * editing the member meanwhile gets a 409 and sees the new balance. Call it after the
 * contribution write, with the member locked by `lockMemberForPayment`.
 */
export async function refreshMemberPaid(db: Db, memberId: string): Promise<void> {
  await db
    .update(members)
    .set({
      paidMinor: sql`(select coalesce(sum(${contributions.amountMinor}), 0) from ${contributions} where ${contributions.memberId} = ${memberId})`,
      updatedAt: new Date(),
      version: sql`${members.version} + 1`,
    })
    .where(eq(members.id, memberId));
}

/**
 * `refreshMemberPaid` for many members in one statement (a members import records an
 * opening contribution for each who had already paid). The same rule: the sum of their
 * rows, never an increment; the caller holds the members (rows it created in its own
 * transaction, which nobody else can see yet).
 */
export async function refreshMembersPaid(db: Db, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .update(members)
    .set({
      paidMinor: sql`(select coalesce(sum(${contributions.amountMinor}), 0) from ${contributions} where ${contributions.memberId} = ${members.id})`,
      updatedAt: new Date(),
      version: sql`${members.version} + 1`,
    })
    .where(inArray(members.id, [...memberIds]));
}
