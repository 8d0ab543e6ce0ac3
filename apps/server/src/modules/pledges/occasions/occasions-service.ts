/** Creating, changing and deleting occasions: each one transaction with its audit entry. */
import { eq } from 'drizzle-orm';
import type {
  createOccasionInputSchema,
  Occasion,
  Privilege,
  updateOccasionInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { occasions } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { refuseIfContributionsHeld } from './contributions-held';
import { occasionsInScope } from './occasion-scope';
import {
  findOccasion,
  getOccasion,
  hasMoneyRecorded,
  type OccasionLock,
} from './occasions-repository';
import { ALL_RECORDS } from '../../../lib/scope';

const RESOURCE = 'occasions';
type CreateOccasion = z.output<typeof createOccasionInputSchema>;
type UpdateOccasion = z.output<typeof updateOccasionInputSchema>;

/** The occasion in the actor's scope for `privilege`, or 404: existence outside scope is not leaked. */
export async function mustGetOccasion(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  id: string,
): Promise<Occasion> {
  const occasion = await getOccasion(db, id, occasionsInScope(actor, privilege));
  if (!occasion) throw notFound('Occasion not found');
  return occasion;
}

/**
 * The occasion's own columns (no totals: cheap) in the actor's scope, or 404; with `lock`,
 * its row stays locked for the transaction (see OccasionLock).
 */
export async function mustFindOccasion(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  id: string,
  lock?: OccasionLock,
) {
  const occasion = await findOccasion(db, id, occasionsInScope(actor, privilege), lock);
  if (!occasion) throw notFound('Occasion not found');
  return occasion;
}

/** The API speaks ISO strings; the column holds an instant. */
function toColumns<T extends Partial<CreateOccasion>>(input: T) {
  const { startsAt, ...rest } = input;
  return { ...rest, ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}) };
}

export async function createOccasion(
  db: Db,
  actor: Actor,
  input: CreateOccasion,
): Promise<Occasion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(occasions)
      .values({ ...toColumns(input), startsAt: new Date(input.startsAt), createdBy: actor.userId })
      .returning({ id: occasions.id });
    const created = (await getOccasion(tx, row!.id, ALL_RECORDS))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: created,
    });
    return created;
  });
}

export async function updateOccasion(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateOccasion,
): Promise<Occasion> {
  const { version, ...fields } = input;
  return db.transaction(async (tx) => {
    const before = await mustGetOccasion(tx, actor, 'UPDATE_OCCASIONS', id);
    assertVersion(before, version);
    if (fields.currency !== undefined && fields.currency !== before.currency) {
      // Waits for pledge and contribution writes in flight, so none slips in unseen.
      await findOccasion(tx, id, ALL_RECORDS, 'update');
      if (await hasMoneyRecorded(tx, id)) {
        const message = 'The currency cannot change once pledges or contributions are recorded';
        throw badRequest(message, { currency: [message] });
      }
    }
    return updateVersioned(tx, actor, {
      table: occasions,
      id,
      version,
      set: toColumns(fields),
      resource: RESOURCE,
      before,
      reread: () => getOccasion(tx, id, ALL_RECORDS),
    });
  });
}

/**
 * Members go with their occasion, but money records never by accident: an occasion that
 * holds contributions is refused until they are deleted, each with its own audit entry.
 */
export async function deleteOccasion(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Waits for contributions being written to commit, so the count below includes them.
    await mustFindOccasion(tx, actor, 'DELETE_OCCASIONS', id, 'update');
    const before = (await getOccasion(tx, id, ALL_RECORDS))!;
    await refuseIfContributionsHeld(tx, 'occasion', id);
    await tx.delete(occasions).where(eq(occasions.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}
