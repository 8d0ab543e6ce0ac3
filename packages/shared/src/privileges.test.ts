import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  PRIVILEGES,
  RESOURCES,
  canGrant,
  grantOf,
  hasPrivilege,
  meetsRequirement,
  type Action,
  type Privilege,
} from './privileges';

const resourcePrivileges = (resource: string, actions: readonly Action[] = ACTIONS) =>
  actions.map((a) => `${a}_${resource}` as Privilege);

/** Section 6, rule by rule: which privileges ALL and SUPER_ADMIN grant. */
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

describe('hasPrivilege (section 6)', () => {
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

describe('canGrant', () => {
  it('lets a SUPER_ADMIN grant anything', () => {
    expect(PRIVILEGES.every((p) => canGrant(['SUPER_ADMIN'], p))).toBe(true);
  });

  it('lets others grant only what they hold, never SUPER_ADMIN-only privileges', () => {
    expect(canGrant(['READ_EVENTS'], 'READ_EVENTS')).toBe(true);
    expect(canGrant(['READ_EVENTS'], 'ADD_EVENTS')).toBe(false);
    expect(canGrant(['ALL'], 'DELETE_USERS')).toBe(true);
    expect(canGrant(['ALL'], 'SUPER_ADMIN')).toBe(false);
    expect(canGrant(['READ_MESSAGES'], 'READ_MESSAGES')).toBe(false);
  });
});
