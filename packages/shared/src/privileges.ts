/**
 * The privilege catalogue and the one decision "does this holder have privilege P"
 * (specification section 6). Server, web app and tests all call `hasPrivilege`.
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
 * Section 6: "accessible only to SUPER_ADMIN, apart from their own specific privilege".
 * ALL does not grant these.
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

/** Section 6: "accept ALL or their own privilege": SUPER_ADMIN alone does not grant these. */
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

/** The single rule: does a holder of `held` have `privilege` (section 6)? */
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

/**
 * May `granter` put `privilege` into a role? A SUPER_ADMIN may grant anything. Anyone
 * else only what they hold themselves, and never what only a SUPER_ADMIN may hold
 * (otherwise a holder of ADD_ROLES could escalate to any privilege).
 */
export function canGrant(granter: HeldPrivileges, privilege: Privilege): boolean {
  if (isSuperAdmin(granter)) return true;
  if (privilege === 'SUPER_ADMIN' || grantOf(privilege) === 'super-admin-or-specific') return false;
  return hasPrivilege(granter, privilege);
}
