import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  PRIVILEGES,
  RESOURCES,
  canGrant,
  grantRefusal,
  grantOf,
  hasPrivilege,
  holdingsOf,
  meetsRequirement,
  reachOf,
  scopeOf,
  type Action,
  type Privilege,
} from './privileges';

const resourcePrivileges = (resource: string, actions: readonly Action[] = ACTIONS) =>
  actions.map((a) => `${a}_${resource}` as Privilege);

/** The grant rules one by one (decision 0006): which privileges ALL and SUPER_ADMIN grant. */
const superAdminOnly: Privilege[] = [
  ...resourcePrivileges('MESSAGES'),
  ...resourcePrivileges('TEMPLATES', ['ADD', 'UPDATE', 'DELETE']),
  ...resourcePrivileges('EVENT_TEMPLATES', ['ADD', 'UPDATE', 'DELETE']),
  ...resourcePrivileges('TEMPLATE_MAPPINGS', ['ADD', 'UPDATE', 'DELETE']),
  ...resourcePrivileges('ARTWORK_MAPPINGS'),
  ...resourcePrivileges('SETTINGS'),
  ...resourcePrivileges('CATEGORIES'),
  ...resourcePrivileges('AUTHORITIES'),
];
const allOnly: Privilege[] = ['READ_TEMPLATES', 'READ_TEMPLATE_MAPPINGS', 'GENERATE_EVENT_LINK'];
const grantedByBoth = PRIVILEGES.filter(
  (p) => p !== 'ALL' && p !== 'SUPER_ADMIN' && !superAdminOnly.includes(p) && !allOnly.includes(p),
);

describe('privilege catalogue', () => {
  it('has READ/ADD/UPDATE/DELETE of each of the 22 resources plus the four extra values', () => {
    expect(RESOURCES).toHaveLength(22);
    expect(PRIVILEGES).toHaveLength(22 * 4 + 4);
    expect(PRIVILEGES).toEqual(
      expect.arrayContaining([
        'READ_ATTENDEES',
        'VERIFY_ATTENDEES',
        'GENERATE_EVENT_LINK',
        'ALL',
        'SUPER_ADMIN',
      ]),
    );
  });
});

describe('hasPrivilege (decision 0006)', () => {
  it.each(PRIVILEGES)('%s is granted by holding it', (privilege) => {
    expect(hasPrivilege([privilege], privilege)).toBe(true);
  });

  it.each(grantedByBoth)('%s is granted by ALL and by SUPER_ADMIN', (privilege) => {
    expect(hasPrivilege(['ALL'], privilege)).toBe(true);
    expect(hasPrivilege(['SUPER_ADMIN'], privilege)).toBe(true);
    expect(grantOf(privilege)).toBe('any');
  });

  it.each(superAdminOnly)('%s is granted by SUPER_ADMIN but not by ALL', (privilege) => {
    expect(hasPrivilege(['SUPER_ADMIN'], privilege)).toBe(true);
    expect(hasPrivilege(['ALL'], privilege)).toBe(false);
  });

  it.each(allOnly)('%s is granted by ALL but not by SUPER_ADMIN alone', (privilege) => {
    expect(hasPrivilege(['ALL'], privilege)).toBe(true);
    expect(hasPrivilege(['SUPER_ADMIN'], privilege)).toBe(false);
  });

  it('treats ALL and SUPER_ADMIN as their own flags', () => {
    expect(hasPrivilege(['ALL'], 'SUPER_ADMIN')).toBe(false);
    expect(hasPrivilege(['SUPER_ADMIN'], 'ALL')).toBe(false);
  });

  it('grants nothing that is not held', () => {
    expect(hasPrivilege([], 'READ_EVENTS')).toBe(false);
    expect(hasPrivilege(['READ_EVENTS'], 'ADD_EVENTS')).toBe(false);
    expect(hasPrivilege(new Set(['READ_EVENTS']), 'READ_EVENTS')).toBe(true);
  });
});

describe('meetsRequirement', () => {
  it('needs every allOf and one anyOf', () => {
    const requirement = {
      allOf: ['READ_TEMPLATES'],
      anyOf: ['UPDATE_TEMPLATE_MAPPINGS', 'SUPER_ADMIN'],
    } as const;
    expect(meetsRequirement(['READ_TEMPLATES'], requirement)).toBe(false);
    expect(meetsRequirement(['READ_TEMPLATES', 'UPDATE_TEMPLATE_MAPPINGS'], requirement)).toBe(
      true,
    );
    expect(meetsRequirement(['READ_TEMPLATES', 'SUPER_ADMIN'], requirement)).toBe(true);
    expect(meetsRequirement(['SUPER_ADMIN'], requirement)).toBe(false);
    expect(meetsRequirement(['ALL', 'SUPER_ADMIN'], requirement)).toBe(true);
    expect(meetsRequirement([], {})).toBe(true);
  });
});

/** Holdings of one role of each scope, as the server's actor has them. */
const holding = (all: readonly string[], assigned: readonly string[] = []) =>
  holdingsOf([
    { scope: 'all', privileges: all.map((value) => ({ value })) },
    { scope: 'assigned', privileges: assigned.map((value) => ({ value })) },
  ]);

describe('canGrant', () => {
  it('lets a SUPER_ADMIN grant anything, on every record', () => {
    expect(PRIVILEGES.every((p) => canGrant(holding([], ['SUPER_ADMIN']), p, 'all'))).toBe(true);
  });

  it('lets others grant only what they hold, never SUPER_ADMIN-only privileges', () => {
    expect(canGrant(holding(['READ_EVENTS']), 'READ_EVENTS', 'all')).toBe(true);
    expect(canGrant(holding(['READ_EVENTS']), 'ADD_EVENTS', 'assigned')).toBe(false);
    expect(canGrant(holding(['ALL']), 'DELETE_USERS', 'all')).toBe(true);
    expect(canGrant(holding(['ALL']), 'SUPER_ADMIN', 'assigned')).toBe(false);
    expect(canGrant(holding(['READ_MESSAGES']), 'READ_MESSAGES', 'assigned')).toBe(false);
  });

  it('lets a holder with scope assigned grant only scope assigned', () => {
    const organiser = holding([], ['READ_EVENTS', 'ADD_ROLES']);
    expect(canGrant(organiser, 'READ_EVENTS', 'assigned')).toBe(true);
    expect(canGrant(organiser, 'READ_EVENTS', 'all')).toBe(false);
  });

  it('reads several roles per privilege: the widest scope among the roles holding it', () => {
    const mixed = holding(['READ_EVENTS'], ['READ_EVENTS', 'ADD_EVENTS']);
    expect(scopeOf(mixed, 'READ_EVENTS')).toBe('all');
    expect(scopeOf(mixed, 'ADD_EVENTS')).toBe('assigned');
    expect(canGrant(mixed, 'READ_EVENTS', 'all')).toBe(true);
    expect(canGrant(mixed, 'ADD_EVENTS', 'all')).toBe(false);
  });

  it('counts ALL and SUPER_ADMIN as reaching every record, whatever their role says', () => {
    const all = holding([], ['ALL']);
    expect(scopeOf(all, 'DELETE_USERS')).toBe('all');
    expect(canGrant(all, 'DELETE_USERS', 'all')).toBe(true);
    expect(canGrant(all, 'ALL', 'all')).toBe(true);
    expect(reachOf({ scope: 'assigned', privileges: ['ALL'] })).toBe('all');
    expect(reachOf({ scope: 'assigned', privileges: ['READ_EVENTS'] })).toBe('assigned');
  });
});

describe('grantRefusal', () => {
  it('names the privilege that exceeds and whether it is the privilege or its scope', () => {
    const held = holding(['READ_USERS'], ['READ_EVENTS', 'ADD_ROLES']);
    expect(grantRefusal(held, { scope: 'assigned', privileges: ['READ_EVENTS'] })).toBeNull();
    expect(grantRefusal(held, { scope: 'all', privileges: ['READ_USERS', 'READ_EVENTS'] })).toBe(
      "grants READ_EVENTS on every record (scope 'all'), and you hold READ_EVENTS only on records you created or are assigned to (scope 'assigned')",
    );
    expect(grantRefusal(held, { scope: 'assigned', privileges: ['DELETE_USERS'] })).toBe(
      'grants DELETE_USERS, which you cannot grant',
    );
  });

  it('judges a role holding ALL as reaching every record, even with scope assigned', () => {
    const assignedAll = holding([], ['ALL']);
    expect(grantRefusal(assignedAll, { scope: 'assigned', privileges: ['ALL'] })).toBeNull();
    const narrow = holding([], ['ADD_ROLES']);
    expect(grantRefusal(narrow, { scope: 'assigned', privileges: ['ALL'] })).toBe(
      'grants ALL, which you cannot grant',
    );
  });

  it('lets a SUPER_ADMIN hand out any role', () => {
    expect(
      grantRefusal(holding([], ['SUPER_ADMIN']), { scope: 'all', privileges: [...PRIVILEGES] }),
    ).toBeNull();
  });
});
