import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { countActiveSuperAdmins } from './users-repository';

/**
 * Called inside the transaction of any change to users or roles: throwing rolls it back,
 * so nobody can lock every administrator out.
 */
export async function assertSuperAdminRemains(db: Db): Promise<void> {
  if ((await countActiveSuperAdmins(db)) === 0) {
    throw conflict('This change would leave no enabled user holding SUPER_ADMIN');
  }
}
