import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

/** What sign-in checks a password against; usernames match without regard to case. */
export async function findCredentials(
  db: Db,
  username: string,
): Promise<{ id: string; passwordHash: string; disabled: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}
