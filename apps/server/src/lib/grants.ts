/**
 * Guards against privilege escalation through the roles and users APIs (decisions 0006
 * and 0015): nobody hands out, changes or takes away more than they could grant, in
 * privileges or in record scope.
 */
import { grantRefusal, type Holdings, type Role } from '@karamu/shared';
import { forbidden } from './http-error';

type GrantedRole = Pick<Role, 'scope' | 'privileges'>;

/**
 * Throws 403 when `held` may not hand out `role`; `message` turns the reason, which
 * reads "grants X, which you cannot grant" and the like, into the refusal.
 */
export function assertCanGrantRole(
  held: Holdings,
  role: GrantedRole,
  message: (why: string) => string,
): void {
  const why = grantRefusal(held, {
    scope: role.scope,
    privileges: role.privileges.map((p) => p.value),
  });
  if (why) throw forbidden(message(why));
}

/** The same for several roles; `message` is told which role it was. */
export function assertCanGrantRoles<R extends GrantedRole>(
  held: Holdings,
  roles: readonly R[],
  message: (why: string, role: R) => string,
): void {
  for (const role of roles) assertCanGrantRole(held, role, (why) => message(why, role));
}
