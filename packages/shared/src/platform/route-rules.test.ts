import { describe, expect, it } from 'vitest';
import type { Privilege } from './privileges';
import {
  EVENTS_DASHBOARD,
  PLEDGES_DASHBOARD,
  VENDOR_DASHBOARD,
  decideDashboardRoute,
  findDashboardRoute,
  type Dashboard,
} from './route-rules';

type Row = { path: string; allowed: Privilege[][]; refused: Privilege[][] };

const ALLOW = { kind: 'allow' };

/** Every route, row by row: holdings that open the route and holdings that are sent home. */
const eventsRows: Row[] = [
  { path: 'home', allowed: [[]], refused: [] },
  { path: 'events', allowed: [['READ_EVENTS']], refused: [[], ['ADD_EVENTS']] },
  { path: 'events/42', allowed: [['READ_EVENTS']], refused: [['UPDATE_EVENTS']] },
  { path: 'events/new', allowed: [['ADD_EVENTS']], refused: [['READ_EVENTS']] },
  {
    path: 'events/42/edit',
    allowed: [['UPDATE_EVENTS', 'READ_EVENTS']],
    refused: [['UPDATE_EVENTS'], ['READ_EVENTS']],
  },
  {
    path: 'events/42/invite',
    allowed: [['READ_ATTENDEES', 'ADD_ATTENDEES']],
    refused: [['READ_ATTENDEES'], ['ADD_ATTENDEES']],
  },
  {
    path: 'events/42/guests/import',
    allowed: [['READ_ATTENDEES', 'ADD_ATTENDEES']],
    refused: [['READ_ATTENDEES'], ['ADD_ATTENDEES']],
  },
  { path: 'send-invitations', allowed: [['UPDATE_ATTENDEES']], refused: [['READ_ATTENDEES']] },
  { path: 'attendees', allowed: [['READ_ATTENDEES']], refused: [['READ_EVENTS']] },
  { path: 'payments', allowed: [['READ_PAYMENTS']], refused: [[]] },
  { path: 'users', allowed: [['READ_USERS']], refused: [['ADD_USERS']] },
  { path: 'messages', allowed: [['READ_MESSAGES'], ['SUPER_ADMIN']], refused: [['ALL']] },
  { path: 'templates', allowed: [['READ_TEMPLATES'], ['ALL']], refused: [['SUPER_ADMIN']] },
  {
    path: 'templates/7',
    allowed: [
      ['READ_TEMPLATES', 'UPDATE_TEMPLATE_MAPPINGS'],
      ['READ_TEMPLATES', 'SUPER_ADMIN'],
      ['ALL', 'SUPER_ADMIN'],
    ],
    refused: [['READ_TEMPLATES'], ['ALL'], ['SUPER_ADMIN']],
  },
  { path: 'schedules', allowed: [['READ_SCHEDULES']], refused: [[]] },
  { path: 'event-templates', allowed: [[]], refused: [] },
  { path: 'settings', allowed: [[]], refused: [] },
  {
    path: 'roles-and-privileges',
    allowed: [['READ_AUTHORITIES'], ['READ_ROLES']],
    refused: [['READ_USERS']],
  },
];

const pledgesRows: Row[] = [
  { path: 'home', allowed: [[]], refused: [] },
  { path: 'occasions', allowed: [['READ_OCCASIONS']], refused: [[]] },
  { path: 'occasions/9', allowed: [['READ_OCCASIONS']], refused: [['READ_MEMBERS']] },
  {
    path: 'occasions/9/import',
    allowed: [['READ_MEMBERS', 'ADD_MEMBERS']],
    refused: [['READ_MEMBERS']],
  },
  { path: 'send-messages', allowed: [['UPDATE_MEMBERS']], refused: [['READ_MEMBERS']] },
  { path: 'members', allowed: [['READ_MEMBERS']], refused: [[]] },
  { path: 'contributions', allowed: [['READ_CONTRIBUTIONS']], refused: [[]] },
  { path: 'payments', allowed: [['READ_PAYMENTS']], refused: [[]] },
  { path: 'users', allowed: [['READ_USERS']], refused: [[]] },
  { path: 'messages', allowed: [['READ_MESSAGES']], refused: [['ALL']] },
  { path: 'templates', allowed: [['READ_TEMPLATES']], refused: [[]] },
  {
    path: 'templates/3',
    allowed: [['READ_TEMPLATES', 'SUPER_ADMIN']],
    refused: [['READ_TEMPLATES']],
  },
  { path: 'schedules', allowed: [['READ_SCHEDULES']], refused: [[]] },
  { path: 'settings', allowed: [[]], refused: [] },
  { path: 'roles-and-privileges', allowed: [['READ_ROLES']], refused: [[]] },
];

const vendorRows: Row[] = [
  'home',
  'vendors',
  'vendors/new',
  'vendors/5',
  'vendors/5/edit',
  'services',
  'services/8',
  'reviews',
  'gallery',
  'settings',
].map((path) => ({ path, allowed: [[]], refused: [] }));

function checkTable(dashboard: Dashboard, rows: Row[]) {
  it('has a row here for every route of the table', () => {
    expect(rows).toHaveLength(dashboard.routes.length);
    const covered = new Set(rows.map((row) => findDashboardRoute(dashboard, row.path)?.path));
    expect(covered.size).toBe(dashboard.routes.length);
  });

  for (const row of rows) {
    for (const held of row.allowed) {
      it(`opens ${row.path} for [${held.join(', ')}]`, () => {
        expect(decideDashboardRoute(dashboard, row.path, held)).toEqual(ALLOW);
      });
    }
    for (const held of row.refused) {
      it(`sends [${held.join(', ')}] from ${row.path} to home`, () => {
        expect(decideDashboardRoute(dashboard, row.path, held)).toEqual({
          kind: 'redirect',
          to: `${dashboard.base}/home`,
        });
      });
    }
  }

  it('sends an unknown path home, even for a super admin', () => {
    expect(decideDashboardRoute(dashboard, 'no/such/page', ['ALL', 'SUPER_ADMIN'])).toEqual({
      kind: 'redirect',
      to: `${dashboard.base}/home`,
    });
  });
}

describe('events dashboard', () => checkTable(EVENTS_DASHBOARD, eventsRows));
describe('pledges dashboard', () => checkTable(PLEDGES_DASHBOARD, pledgesRows));
describe('vendor dashboard', () => checkTable(VENDOR_DASHBOARD, vendorRows));

describe('findDashboardRoute', () => {
  it('prefers a literal segment over a parameter', () => {
    expect(findDashboardRoute(EVENTS_DASHBOARD, 'events/new')?.path).toBe('events/new');
    expect(findDashboardRoute(EVENTS_DASHBOARD, '/events/abc/')?.path).toBe('events/:id');
  });
});
