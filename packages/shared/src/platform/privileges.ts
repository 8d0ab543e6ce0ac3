/**
 * The privilege catalogue and the one decision "does this holder have privilege P"
 * (decision 0006). Server, web app and tests all call `hasPrivilege`.
 */

export const ACTIONS = ['READ', 'ADD', 'UPDATE', 'DELETE'] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = [
  'EVENTS',
  'ATTENDEES',
  'PRICES',
  'SCHEDULES',
  'USERS',
  'MESSAGES',
  'TEMPLATES',
  'EVENT_TEMPLATES',
  'TEMPLATE_MAPPINGS',
  'ARTWORK_MAPPINGS',
  'PAYMENTS',
  'BUNDLES',
  'BUDGETS',
  'BUDGET_ITEMS',
  'TODOS',
  'SETTINGS',
  'CATEGORIES',
  'OCCASIONS',
  'MEMBERS',
  'CONTRIBUTIONS',
  'ROLES',
  'AUTHORITIES',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type ResourcePrivilege = `${Action}_${Resource}`;
export const EXTRA_PRIVILEGES = ['VERIFY_ATTENDEES', 'GENERATE_EVENT_LINK'] as const;
export const GRANTING_PRIVILEGES = ['ALL', 'SUPER_ADMIN'] as const;
export type Privilege =
  ResourcePrivilege | (typeof EXTRA_PRIVILEGES)[number] | (typeof GRANTING_PRIVILEGES)[number];

export const PRIVILEGES: readonly Privilege[] = [
  ...RESOURCES.flatMap((resource) =>
    ACTIONS.map((action): ResourcePrivilege => `${action}_${resource}`),
  ),
  ...EXTRA_PRIVILEGES,
  ...GRANTING_PRIVILEGES,
];

const privilegeSet: ReadonlySet<string> = new Set(PRIVILEGES);
export function isPrivilege(value: unknown): value is Privilege {
  return typeof value === 'string' && privilegeSet.has(value);
}

const WRITE_ACTIONS: readonly Action[] = ['ADD', 'UPDATE', 'DELETE'];
const every = (resource: Resource): ResourcePrivilege[] =>
  ACTIONS.map((action) => `${action}_${resource}` as const);
const writes = (resource: Resource): ResourcePrivilege[] =>
  WRITE_ACTIONS.map((action) => `${action}_${resource}` as const);

/**
 * Reached only by SUPER_ADMIN or by holding the privilege itself: ALL does not grant these
 * (decision 0006).
 */
export const SUPER_ADMIN_ONLY: ReadonlySet<Privilege> = new Set<Privilege>([
  ...every('MESSAGES'),
  ...writes('TEMPLATES'),
  ...writes('EVENT_TEMPLATES'),
  ...writes('TEMPLATE_MAPPINGS'),
  ...every('ARTWORK_MAPPINGS'),
  ...every('SETTINGS'),
  ...every('CATEGORIES'),
  ...every('AUTHORITIES'),
]);

/** Granted by ALL or by holding the privilege itself: SUPER_ADMIN alone does not grant these. */
export const ALL_ONLY: ReadonlySet<Privilege> = new Set<Privilege>([
  'READ_TEMPLATES',
  'READ_TEMPLATE_MAPPINGS',
  'GENERATE_EVENT_LINK',
]);

export type PrivilegeGrant =
  'specific-only' | 'all-or-specific' | 'super-admin-or-specific' | 'any';

/** Which holdings grant `privilege`; shown on the roles screen and used by `hasPrivilege`. */
export function grantOf(privilege: Privilege): PrivilegeGrant {
  if (privilege === 'ALL' || privilege === 'SUPER_ADMIN') return 'specific-only';
  if (SUPER_ADMIN_ONLY.has(privilege)) return 'super-admin-or-specific';
  if (ALL_ONLY.has(privilege)) return 'all-or-specific';
  return 'any';
}

/** The held privilege values, in any iterable form (a Set is fastest). */
export type HeldPrivileges = ReadonlySet<string> | readonly string[];

function holds(held: HeldPrivileges, value: string): boolean {
  return Array.isArray(held) ? held.includes(value) : (held as ReadonlySet<string>).has(value);
}

export function isSuperAdmin(held: HeldPrivileges): boolean {
  return holds(held, 'SUPER_ADMIN');
}

/** The single rule: does a holder of `held` have `privilege` (decision 0006)? */
export function hasPrivilege(held: HeldPrivileges, privilege: Privilege): boolean {
  if (holds(held, privilege)) return true;
  switch (grantOf(privilege)) {
    case 'specific-only':
      return false;
    case 'super-admin-or-specific':
      return holds(held, 'SUPER_ADMIN');
    case 'all-or-specific':
      return holds(held, 'ALL');
    case 'any':
      return holds(held, 'ALL') || holds(held, 'SUPER_ADMIN');
  }
}

/**
 * A requirement as the route tables write it: every privilege in `allOf`, and at least
 * one in `anyOf` when that list is given. An empty requirement is "always".
 */
export type Requirement = {
  allOf?: readonly Privilege[];
  anyOf?: readonly Privilege[];
};

export const ALWAYS: Requirement = {};

export function meetsRequirement(held: HeldPrivileges, requirement: Requirement): boolean {
  const { allOf = [], anyOf } = requirement;
  if (!allOf.every((p) => hasPrivilege(held, p))) return false;
  return anyOf === undefined || anyOf.some((p) => hasPrivilege(held, p));
}

/** Which records a role's privileges reach: every one, or those the holder created or is assigned to (decision 0007). */
export const ROLE_SCOPES = ['all', 'assigned'] as const;
export type RoleScope = (typeof ROLE_SCOPES)[number];

/**
 * What someone holds through their roles: every privilege, and the privileges held through
 * a role of scope `all`. The server's actor has this shape; `holdingsOf` builds it from roles.
 */
export type Holdings = {
  privileges: HeldPrivileges;
  allScopePrivileges: HeldPrivileges;
};

type RoleLike = { scope: RoleScope; privileges: readonly { value: string }[] };

export function holdingsOf(roles: readonly RoleLike[]): Holdings {
  const valuesOf = (list: readonly RoleLike[]) =>
    new Set(list.flatMap((role) => role.privileges.map((p) => p.value)));
  return {
    privileges: valuesOf(roles),
    allScopePrivileges: valuesOf(roles.filter((role) => role.scope === 'all')),
  };
}

const reachesEverything = (held: HeldPrivileges) =>
  holds(held, 'ALL') || holds(held, 'SUPER_ADMIN');

/**
 * The scope a holder has `privilege` with (for a privilege they have, see `hasPrivilege`):
 * the widest among the roles that give it. ALL or SUPER_ADMIN, held through a role of any
 * scope, reach every record (decision 0007).
 */
export function scopeOf(holder: Holdings, privilege: Privilege): RoleScope {
  if (reachesEverything(holder.privileges)) return 'all';
  return hasPrivilege(holder.allScopePrivileges, privilege) ? 'all' : 'assigned';
}

/**
 * The scope a role's privileges really reach: its own, except that a role holding ALL or
 * SUPER_ADMIN reaches every record whatever it says (as `scopeOf` reads it).
 */
export function reachOf(role: { scope: RoleScope; privileges: HeldPrivileges }): RoleScope {
  return reachesEverything(role.privileges) ? 'all' : role.scope;
}

/**
 * May `granter` put `privilege` into a role that reaches `scope`? A SUPER_ADMIN may grant
 * anything. Anyone else only what they hold themselves, on no more records than they hold
 * it on, and never what only a SUPER_ADMIN may hold (otherwise a holder of ADD_ROLES could
 * escalate to any privilege). Decisions 0006 and 0015.
 */
export function canGrant(granter: Holdings, privilege: Privilege, scope: RoleScope): boolean {
  if (isSuperAdmin(granter.privileges)) return true;
  if (privilege === 'SUPER_ADMIN' || grantOf(privilege) === 'super-admin-or-specific') return false;
  if (!hasPrivilege(granter.privileges, privilege)) return false;
  return scope === 'assigned' || scopeOf(granter, privilege) === 'all';
}

/**
 * Why `granter` may not hand out `role` (create it, change a role into it, give it to a
 * user, or change or delete it while someone holds it), as the end of a sentence whose
 * subject is the role ("it grants..."); null when they may.
 */
export function grantRefusal(
  granter: Holdings,
  role: { scope: RoleScope; privileges: readonly string[] },
): string | null {
  const reach = reachOf(role);
  for (const value of role.privileges) {
    const privilege = value as Privilege;
    if (canGrant(granter, privilege, reach)) continue;
    return canGrant(granter, privilege, 'assigned')
      ? `grants ${privilege} on every record (scope 'all'), and you hold ${privilege} only on records you created or are assigned to (scope 'assigned')`
      : `grants ${privilege}, which you cannot grant`;
  }
  return null;
}
