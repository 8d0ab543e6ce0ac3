/**
 * First start: with no users at all, create `admin` holding SUPER_ADMIN (and ALL, which
 * the few privileges SUPER_ADMIN alone does not grant require, decision 0006).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from './db/client';
import { hashPassword } from './modules/platform/auth';
import { seedEventTemplates } from './modules/events/event-templates';
import { insertRole } from './modules/platform/roles';
import { countUsers, insertUser, setUserRoles } from './modules/platform/users';

export const ADMIN_USERNAME = 'admin';
const ADMIN_ROLE_NAME = 'Super administrator';

/** Returns the generated password when one was made (the caller prints it once), else null. */
export async function bootstrapAdmin(
  db: Db,
  adminPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  await seedEventTemplates(db);
  const notCreated = { created: false, generatedPassword: null };
  // A restart hashes nothing: the password hash costs more than the rest of this check.
  if ((await countUsers(db)) > 0) return notCreated;
  const generatedPassword = adminPassword ? null : randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(adminPassword ?? (generatedPassword as string));
  return db.transaction(async (tx) => {
    // Again inside: another server starting on the same database may have made it meanwhile.
    if ((await countUsers(tx)) > 0) return notCreated;
    const roleId = await insertRole(tx, {
      name: ADMIN_ROLE_NAME,
      scope: 'all',
      privileges: ['SUPER_ADMIN', 'ALL'],
    });
    const userId = await insertUser(tx, {
      username: ADMIN_USERNAME,
      name: 'Administrator',
      passwordHash,
      createdBy: null,
    });
    await setUserRoles(tx, userId, [roleId]);
    return { created: true, generatedPassword };
  });
}
