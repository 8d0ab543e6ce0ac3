/**
 * The dashboards' route tables as data, each route's path with the privileges it requires:
 * the web router guards with them and the tests walk every row. Paths are relative to the
 * dashboard's base and use React Router's `:param` syntax.
 */
import { ALWAYS, meetsRequirement, type HeldPrivileges, type Requirement } from './privileges';

export type DashboardRoute = {
  path: string;
  requirement: Requirement;
};

export type Dashboard = {
  id: 'events' | 'vendor' | 'pledges';
  base: string;
  title: string;
  routes: readonly DashboardRoute[];
};

const route = (path: string, requirement: Requirement = ALWAYS): DashboardRoute => ({
  path,
  requirement,
});

const templateDetail: Requirement = {
  allOf: ['READ_TEMPLATES'],
  anyOf: ['UPDATE_TEMPLATE_MAPPINGS', 'SUPER_ADMIN'],
};
const rolesAndPrivileges: Requirement = { anyOf: ['READ_AUTHORITIES', 'READ_ROLES'] };

/** Rows the events and pledges tables share, word for word and in the same order. */
const operationsRoutes: readonly DashboardRoute[] = [
  route('payments', { allOf: ['READ_PAYMENTS'] }),
  route('users', { allOf: ['READ_USERS'] }),
  route('messages', { allOf: ['READ_MESSAGES'] }),
  route('templates', { allOf: ['READ_TEMPLATES'] }),
  route('templates/:id', templateDetail),
  route('schedules', { allOf: ['READ_SCHEDULES'] }),
];

export const EVENTS_DASHBOARD: Dashboard = {
  id: 'events',
  base: '/dashboard',
  title: 'Events',
  routes: [
    route('home'),
    route('events', { allOf: ['READ_EVENTS'] }),
    route('events/new', { allOf: ['ADD_EVENTS'] }),
    route('events/:id', { allOf: ['READ_EVENTS'] }),
    route('events/:id/edit', { allOf: ['UPDATE_EVENTS', 'READ_EVENTS'] }),
    route('events/:id/invite', { allOf: ['READ_ATTENDEES', 'ADD_ATTENDEES'] }),
    route('events/:id/guests/import', { allOf: ['READ_ATTENDEES', 'ADD_ATTENDEES'] }),
    route('send-invitations', { allOf: ['UPDATE_ATTENDEES'] }),
    route('attendees', { allOf: ['READ_ATTENDEES'] }),
    ...operationsRoutes,
    route('event-templates'),
    route('settings'),
    route('roles-and-privileges', rolesAndPrivileges),
  ],
};

/** No privilege checks on the vendor dashboard: its routes act on the owner's own (0036). */
export const VENDOR_DASHBOARD: Dashboard = {
  id: 'vendor',
  base: '/vendor-dashboard',
  title: 'Vendors',
  routes: [
    route('home'),
    route('vendors'),
    route('vendors/new'),
    route('vendors/:vendorId'),
    route('vendors/:vendorId/edit'),
    route('services'),
    route('services/:serviceId'),
    route('reviews'),
    route('gallery'),
    route('settings'),
  ],
};

export const PLEDGES_DASHBOARD: Dashboard = {
  id: 'pledges',
  base: '/pledges-dashboard',
  title: 'Pledges',
  routes: [
    route('home'),
    route('occasions', { allOf: ['READ_OCCASIONS'] }),
    route('occasions/:occasionId', { allOf: ['READ_OCCASIONS'] }),
    route('occasions/:id/import', { allOf: ['READ_MEMBERS', 'ADD_MEMBERS'] }),
    route('send-messages', { allOf: ['UPDATE_MEMBERS'] }),
    route('members', { allOf: ['READ_MEMBERS'] }),
    route('contributions', { allOf: ['READ_CONTRIBUTIONS'] }),
    ...operationsRoutes,
    route('settings'),
    route('roles-and-privileges', rolesAndPrivileges),
  ],
};

export const DASHBOARDS: readonly Dashboard[] = [
  EVENTS_DASHBOARD,
  VENDOR_DASHBOARD,
  PLEDGES_DASHBOARD,
];

export const DASHBOARD_HOME = 'home';

/** Splits a pattern into segments, `:name` matching any one non-empty segment. */
function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/').filter((s) => s !== '');
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i]);
}

/**
 * The route of `dashboard` that a path (relative to its base) opens, preferring a literal
 * segment over a parameter (`events/new` over `events/:id`), or undefined when none does.
 */
export function findDashboardRoute(
  dashboard: Dashboard,
  relativePath: string,
): DashboardRoute | undefined {
  const candidates = dashboard.routes.filter((r) => matchesPattern(r.path, relativePath));
  const paramCount = (r: DashboardRoute) =>
    r.path.split('/').filter((s) => s.startsWith(':')).length;
  return candidates.sort((a, b) => paramCount(a) - paramCount(b))[0];
}

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * What a signed-in holder of `held` gets on `relativePath` of `dashboard`: the page, or
 * a redirect to the dashboard's home when the path is unknown or the requirement fails.
 */
export function decideDashboardRoute(
  dashboard: Dashboard,
  relativePath: string,
  held: HeldPrivileges,
): RouteDecision {
  const found = findDashboardRoute(dashboard, relativePath);
  if (found && meetsRequirement(held, found.requirement)) return { kind: 'allow' };
  return { kind: 'redirect', to: `${dashboard.base}/${DASHBOARD_HOME}` };
}
