/** Adding, changing and removing an occasion's members: each one transaction with its audit entry. */
import { eq } from 'drizzle-orm';
import type {
  createMemberInputSchema,
  Member,
  Privilege,
  updateMemberInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { refuseUniqueViolation } from '../../../db/unique-violation';
import { members } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-error';
import { assertVersion, updateVersioned } from '../../../lib/versioned';
import { refuseIfContributionsHeld, occasionIdInScope, mustFindOccasion } from '../occasions';
import { normalizeMobilePhone } from '../../platform/settings';
import { getMember, isMemberPhoneTaken, lockMember } from './members-repository';
import { ALL_RECORDS } from '../../../lib/scope';

const RESOURCE = 'members';
type CreateMember = z.output<typeof createMemberInputSchema>;
type UpdateMember = z.output<typeof updateMemberInputSchema>;

/** The member, if their occasion is in the actor's scope for `privilege`; otherwise 404. */
export async function mustGetMember(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  id: string,
): Promise<Member> {
  const member = await getMember(db, id, occasionIdInScope(actor, privilege, members.occasionId));
  if (!member) throw notFound('Member not found');
  return member;
}

const PHONE_TAKEN = 'Another member of this occasion has this phone number';
const phoneTaken = () => conflict(PHONE_TAKEN, { phone: [PHONE_TAKEN] });

/** Two writes with one number at once both pass the check below: the unique index decides. */
const refusingTakenPhone = <T>(write: () => Promise<T>) =>
  refuseUniqueViolation('members_occasion_phone_key', phoneTaken, write);

async function assertPhoneFree(
  db: Db,
  occasionId: string,
  phone: string | null | undefined,
  exceptId?: string,
) {
  if (phone && (await isMemberPhoneTaken(db, occasionId, phone, exceptId))) throw phoneTaken();
}

export async function createMember(
  db: Db,
  actor: Actor,
  occasionId: string,
  input: CreateMember,
): Promise<Member> {
  return refusingTakenPhone(() =>
    db.transaction(async (tx) => {
      // `key share`: a currency change waits until this pledge is in, and then sees it.
      const occasion = await mustFindOccasion(tx, actor, 'ADD_MEMBERS', occasionId, 'key share');
      const phone = await normalizeMobilePhone(tx, input.phone, occasion.defaultCountry);
      await assertPhoneFree(tx, occasionId, phone);
      const [row] = await tx
        .insert(members)
        .values({ ...input, phone: phone ?? null, occasionId, createdBy: actor.userId })
        .returning({ id: members.id });
      const created = (await getMember(tx, row!.id, ALL_RECORDS))!;
      await recordAudit(tx, actor, {
        action: 'create',
        resource: RESOURCE,
        recordId: created.id,
        after: created,
      });
      return created;
    }),
  );
}

export async function updateMember(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateMember,
): Promise<Member> {
  const { version, ...fields } = input;
  return refusingTakenPhone(() =>
    db.transaction(async (tx) => {
      const before = await mustGetMember(tx, actor, 'UPDATE_MEMBERS', id);
      assertVersion(before, version);
      const occasion = await mustFindOccasion(
        tx,
        actor,
        'UPDATE_MEMBERS',
        before.occasionId,
        'key share',
      );
      const phone = await normalizeMobilePhone(tx, fields.phone, occasion.defaultCountry);
      await assertPhoneFree(tx, before.occasionId, phone, id);
      // A contribution recorded meanwhile bumps the version too: this answers 409, not a lost pledge.
      return updateVersioned(tx, actor, {
        table: members,
        id,
        version,
        set: { ...fields, ...(phone !== undefined ? { phone } : {}) },
        resource: RESOURCE,
        before,
        reread: () => getMember(tx, id, ALL_RECORDS),
      });
    }),
  );
}

export async function deleteMember(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await mustGetMember(tx, actor, 'DELETE_MEMBERS', id);
    // Locked: a contribution being written to the member is counted, not cascaded away.
    if (!(await lockMember(tx, id))) throw notFound('Member not found');
    await refuseIfContributionsHeld(tx, 'member', id);
    const before = (await getMember(tx, id, ALL_RECORDS))!;
    await tx.delete(members).where(eq(members.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}
