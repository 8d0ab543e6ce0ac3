/**
 * Recording, correcting and removing contributions: each one transaction that also brings
 * the member's paid sum up to date and writes its audit entry.
 */
import { and, eq, sql } from 'drizzle-orm';
import type {
  Contribution,
  createContributionInputSchema,
  Privilege,
  updateContributionInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { contributions, members } from '../../../db/schema';
import { refuseUniqueViolation } from '../../../db/unique-violation';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { getMember } from '../members';
import { occasionIdInScope } from '../occasions';
import { getContribution, isReferenceTaken } from './contributions-repository';
import { lockMemberForPayment, refreshMemberPaid, refreshMembersPaid } from './member-paid';
import { ALL_RECORDS } from '../../../lib/scope';

const RESOURCE = 'contributions';
type CreateContribution = z.output<typeof createContributionInputSchema>;
type UpdateContribution = z.output<typeof updateContributionInputSchema>;

/** A device clock a little ahead of the server's is not a contribution from the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The contribution, if its occasion is in the actor's scope for `privilege`; otherwise 404. */
export async function mustGetContribution(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  id: string,
): Promise<Contribution> {
  const contribution = await getContribution(
    db,
    id,
    occasionIdInScope(actor, privilege, contributions.occasionId),
  );
  if (!contribution) throw notFound('Contribution not found');
  return contribution;
}

/** 404 as for any record outside scope, and naming the field so a form can show it. */
const unknownMember = () => new HttpError(404, 'Unknown member', { memberId: ['Unknown member'] });

function assertNotFuture(paidAt: string | undefined) {
  if (paidAt !== undefined && Date.parse(paidAt) > Date.now() + CLOCK_SKEW_MS) {
    throw badRequest('Paid on cannot be in the future', {
      paidAt: ['Paid on cannot be in the future'],
    });
  }
}

const REFERENCE_TAKEN = 'This reference is already recorded for this occasion';
const referenceTaken = () => conflict(REFERENCE_TAKEN, { reference: [REFERENCE_TAKEN] });

/** Two entries of one receipt at once both pass the check below: the unique index decides. */
const refusingTakenReference = <T>(write: () => Promise<T>) =>
  refuseUniqueViolation('contributions_occasion_reference_key', referenceTaken, write);

async function assertReferenceFree(
  db: Db,
  occasionId: string,
  reference: string | null | undefined,
  exceptId?: string,
) {
  if (reference && (await isReferenceTaken(db, occasionId, reference, exceptId))) {
    throw referenceTaken();
  }
}

export async function createContribution(
  db: Db,
  actor: Actor,
  input: CreateContribution,
): Promise<Contribution> {
  assertNotFuture(input.paidAt);
  return refusingTakenReference(() =>
    db.transaction(async (tx) => {
      const member = await getMember(
        tx,
        input.memberId,
        occasionIdInScope(actor, 'ADD_CONTRIBUTIONS', members.occasionId),
      );
      if (!member) throw unknownMember();
      if (!(await lockMemberForPayment(tx, member.occasionId, member.id))) throw unknownMember();
      await assertReferenceFree(tx, member.occasionId, input.reference);
      return insertLockedContribution(tx, actor, {
        ...input,
        paidAt: new Date(input.paidAt),
        occasionId: member.occasionId,
      });
    }),
  );
}

/**
 * The one write of a new contribution, shared by a person's entry above and a settled
 * mobile-money payment (payments module, decision 0042): inside the caller's transaction,
 * with the member locked by `lockMemberForPayment` and the reference checked free. Brings
 * the member's paid sum up to date and writes the audit entry; `actor.userId` is null for
 * a payment that counted by itself.
 */
export async function insertLockedContribution(
  tx: Db,
  actor: { userId: string | null; username: string },
  values: Omit<typeof contributions.$inferInsert, 'id' | 'createdBy'>,
): Promise<Contribution> {
  const [row] = await tx
    .insert(contributions)
    .values({ ...values, createdBy: actor.userId })
    .returning({ id: contributions.id });
  await refreshMemberPaid(tx, values.memberId);
  const created = (await getContribution(tx, row!.id, ALL_RECORDS))!;
  await recordAudit(tx, actor, {
    action: 'create',
    resource: RESOURCE,
    recordId: created.id,
    after: created,
  });
  return created;
}

export async function updateContribution(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateContribution,
): Promise<Contribution> {
  const { version, paidAt, ...fields } = input;
  assertNotFuture(paidAt);
  return refusingTakenReference(() =>
    db.transaction(async (tx) => {
      const before = await mustGetContribution(tx, actor, 'UPDATE_CONTRIBUTIONS', id);
      assertVersion(before, version);
      if (!(await lockMemberForPayment(tx, before.occasionId, before.memberId))) {
        throw notFound('Contribution not found');
      }
      await assertReferenceFree(tx, before.occasionId, fields.reference, id);
      const rows = await tx
        .update(contributions)
        .set({
          ...fields,
          ...(paidAt !== undefined ? { paidAt: new Date(paidAt) } : {}),
          updatedAt: new Date(),
          version: sql`${contributions.version} + 1`,
        })
        .where(and(eq(contributions.id, id), eq(contributions.version, version)))
        .returning({ id: contributions.id });
      assertUpdated(rows);
      // Only a changed amount changes the member: a corrected note does not make their record stale.
      if (fields.amountMinor !== undefined && fields.amountMinor !== before.amountMinor) {
        await refreshMemberPaid(tx, before.memberId);
      }
      const after = (await getContribution(tx, id, ALL_RECORDS))!;
      await recordAudit(tx, actor, {
        action: 'update',
        resource: RESOURCE,
        recordId: id,
        before,
        after,
      });
      return after;
    }),
  );
}

export async function deleteContribution(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await mustGetContribution(tx, actor, 'DELETE_CONTRIBUTIONS', id);
    if (!(await lockMemberForPayment(tx, before.occasionId, before.memberId))) {
      throw notFound('Contribution not found');
    }
    const deleted = await tx
      .delete(contributions)
      .where(eq(contributions.id, id))
      .returning({ id: contributions.id });
    // Another delete of the same contribution got there first, while this one waited.
    if (deleted.length === 0) throw notFound('Contribution not found');
    await refreshMemberPaid(tx, before.memberId);
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}

/** One member's opening contribution: what they had paid before their record was imported. */
export type OpeningContribution = { memberId: string; amountMinor: number };

/**
 * The contributions of a members import (modules/pledges/members-import): one per member
 * who had already paid, written in the caller's transaction, with the members' paid sums
 * then set from the rows as every contribution write does (decision 0014), and one audit
 * entry for the lot. The members were created in that same transaction, so no other write
 * can hold them; the caller holds the occasion (`key share`), as createContribution does.
 * Method `other` with no reference: the file says how much, not how or by which receipt,
 * and a made-up reference would block the real one (references are unique per occasion).
 */
export async function recordOpeningContributions(
  tx: Db,
  actor: Actor,
  input: {
    occasionId: string;
    paidAt: Date;
    notes: string;
    entries: readonly OpeningContribution[];
  },
): Promise<void> {
  const { occasionId, paidAt, notes, entries } = input;
  if (entries.length === 0) return;
  // At most a few thousand parameters a statement: 100,000 members' rows go in slices.
  for (let at = 0; at < entries.length; at += 1000) {
    await tx.insert(contributions).values(
      entries.slice(at, at + 1000).map(({ memberId, amountMinor }) => ({
        occasionId,
        memberId,
        amountMinor,
        paidAt,
        method: 'other' as const,
        notes,
        createdBy: actor.userId,
      })),
    );
  }
  for (let at = 0; at < entries.length; at += 1000) {
    await refreshMembersPaid(
      tx,
      entries.slice(at, at + 1000).map((entry) => entry.memberId),
    );
  }
  await recordAudit(tx, actor, {
    action: 'create',
    resource: RESOURCE,
    recordId: occasionId,
    after: {
      import: notes,
      contributions: entries.length,
      amountMinor: entries.reduce((sum, entry) => sum + entry.amountMinor, 0),
      method: 'other',
    },
  });
}

/**
 * Gives a contribution without a reference the receipt that arrived after it was made (a
 * mobile-money payment counted before its callback came: decision 0042), in the caller's
 * transaction, audited. Nothing when it has a reference or the receipt is already taken.
 */
export async function fillMissingReference(
  tx: Db,
  actor: { userId: string | null; username: string },
  id: string,
  reference: string,
): Promise<void> {
  const before = await getContribution(tx, id, ALL_RECORDS);
  if (!before || before.reference !== null) return;
  if (await isReferenceTaken(tx, before.occasionId, reference, id)) return;
  await tx
    .update(contributions)
    .set({ reference, updatedAt: new Date(), version: sql`${contributions.version} + 1` })
    .where(and(eq(contributions.id, id), sql`${contributions.reference} is null`));
  const after = (await getContribution(tx, id, ALL_RECORDS))!;
  await recordAudit(tx, actor, {
    action: 'update',
    resource: RESOURCE,
    recordId: id,
    before,
    after,
  });
}
