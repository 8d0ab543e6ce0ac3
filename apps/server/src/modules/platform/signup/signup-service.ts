/** A visitor's own account: one transaction for the user, their role and the audit entry. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PHONE_TAKEN_MESSAGE, parsePhone, type SignupKind, type UserRecord } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { userRoles, users } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { HttpError, conflict } from '../../../lib/http-error';
import { hashPassword } from '../auth';
import { getUser, isUsernameTaken } from '../users';
import { ensureBuiltInRole, type BuiltInRole } from '../../../lib/built-in-role';
import { VENDOR_ROLE } from './vendor-role';
import { ORGANISER_ROLE } from './organiser-role';
import { ALL_RECORDS } from '../../../lib/scope';

/** What zod hands over: `phone` already E.164. */
export type SignupValues = {
  name: string;
  phone: string;
  password: string;
  kind: SignupKind;
};

/** The built-in role each kind of sign-up gets (decisions 0009, 0036). */
const ROLE_OF: Record<SignupKind, BuiltInRole> = { organiser: ORGANISER_ROLE, vendor: VENDOR_ROLE };

const phoneTaken = () => conflict(PHONE_TAKEN_MESSAGE, { phone: [PHONE_TAKEN_MESSAGE] });

const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code) ===
  '23505';

/**
 * Creates the user (username = phone in E.164), gives them their kind's built-in role and
 * records it with the new user as the actor. Answers the user as `/api/me` would.
 */
export async function signUp(db: Db, input: SignupValues): Promise<UserRecord> {
  // Cheap refusal first: no password hashing for a number that already has an account.
  if (await isUsernameTaken(db, input.phone)) throw phoneTaken();
  const passwordHash = await hashPassword(input.password);
  const parsed = parsePhone(input.phone);
  const id = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      if (await isUsernameTaken(tx, input.phone)) throw phoneTaken();
      const roleId = await ensureBuiltInRole(tx, ROLE_OF[input.kind]);
      await tx.insert(users).values({
        id,
        username: input.phone,
        name: input.name,
        phone: input.phone,
        passwordHash,
        // Guests they add without a country code are read in their own country.
        defaultCountry: parsed.ok ? parsed.country : null,
        // They made their own account: the users list says so.
        createdBy: id,
        // SMS needs a proven phone and starts with a small daily allowance (decision 0022).
        signedUp: true,
      });
      await tx.insert(userRoles).values({ userId: id, roleId });
      const created = await getUser(tx, id, ALL_RECORDS);
      if (!created) throw new Error('the new user was not found');
      await recordAudit(
        tx,
        { userId: id, username: created.username },
        {
          action: 'create',
          resource: 'users',
          recordId: id,
          after: {
            username: created.username,
            name: created.name,
            phone: created.phone,
            disabled: created.disabled,
            roles: created.roles.map((role) => role.name),
            signedUp: true,
          },
        },
      );
      return created;
    });
  } catch (error) {
    // Two sign-ups with one number at the same moment: the unique index decides.
    if (!(error instanceof HttpError) && isUniqueViolation(error)) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${input.phone.toLowerCase()}`);
      if (taken) throw phoneTaken();
    }
    throw error;
  }
}
