/** Guards against privilege escalation through the roles and users APIs. */
import { canGrant, type HeldPrivileges, type Role } from '@karamu/shared';
import { forbidden } from './http-error';

/** Throws 403 naming the first privilege of `privileges` that `held` may not hand out. */
export function assertCanGrantAll(
  held: HeldPrivileges,
  privileges: Iterable<string>,
  what: string,
) {
  for (const privilege of privileges) {
    if (!canGrant(held, privilege as Parameters<typeof canGrant>[1])) {
      throw forbidden(`You may not ${what}: it grants ${privilege}, which you cannot grant`);
    }
  }
}

export const privilegesOfRoles = (roles: readonly Pick<Role, 'privileges'>[]) =>
  roles.flatMap((role) => role.privileges.map((p) => p.value));
