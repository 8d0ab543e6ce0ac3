import {
  ACTIONS,
  grantOf,
  type Action,
  type Privilege,
  type PrivilegeGrant,
  type Resource,
} from '@karamu/shared';

const RESOURCE_NAMES: Partial<Record<Resource, string>> = {
  TODOS: 'To-dos',
  BUDGETS: 'Budgets and costs',
};

/** "EVENT_TEMPLATES" -> "Event templates". */
export function getResourceLabel(resource: string): string {
  const named = RESOURCE_NAMES[resource as Resource];
  if (named) return named;
  const words = resource.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ACTION_LABELS: Readonly<Record<Action, string>> = {
  READ: 'Read',
  ADD: 'Add',
  UPDATE: 'Update',
  DELETE: 'Delete',
};

const OTHER_LABELS: Partial<Record<Privilege, string>> = {
  VERIFY_ATTENDEES: 'Verify attendees',
  GENERATE_EVENT_LINK: 'Generate event links',
  ALL: 'All',
  SUPER_ADMIN: 'Super admin',
};

/** A privilege in words: "Read events", "Verify attendees", "Super admin". */
export function getPrivilegeLabel(privilege: Privilege): string {
  const other = OTHER_LABELS[privilege];
  if (other) return other;
  const action = ACTIONS.find((a) => privilege.startsWith(`${a}_`));
  if (!action) return privilege;
  return `${ACTION_LABELS[action]} ${getResourceLabel(privilege.slice(action.length + 1)).toLowerCase()}`;
}

/** What else, besides the privilege itself, gives its holder the access (decision 0006). */
export const GRANT_LABELS: Readonly<Record<PrivilegeGrant, string>> = {
  any: 'ALL or SUPER_ADMIN',
  'all-or-specific': 'ALL (SUPER_ADMIN alone does not)',
  'super-admin-or-specific': 'SUPER_ADMIN (ALL does not)',
  'specific-only': 'Nothing else: only this privilege',
};

/** Whether only a super admin may put `privilege` into a role (see `canGrant`). */
export function isGrantedBySuperAdminOnly(privilege: Privilege): boolean {
  return privilege === 'SUPER_ADMIN' || grantOf(privilege) === 'super-admin-or-specific';
}
