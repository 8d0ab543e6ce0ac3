/**
 * Record scope, after pretix's teams: a role grants its privileges either on every record
 * (`all`) or only on records the user created or was assigned to (`assigned`). A user with
 * several roles acts with the widest scope any of them gives for the privilege in question.
 * See docs/decisions/0007-resource-convention.md.
 */
import { hasPrivilege, type Privilege } from '@karamu/shared';
import type { Actor } from './access';

export type Scope = 'all' | 'assigned';

export function scopeOf(actor: Actor, privilege: Privilege): Scope {
  // ALL and SUPER_ADMIN see everything, whatever the scope of the role that holds them.
  if (actor.privileges.has('ALL') || actor.privileges.has('SUPER_ADMIN')) return 'all';
  return hasPrivilege(actor.allScopePrivileges, privilege) ? 'all' : 'assigned';
}
