/**
 * Every path the router serves, as data: the browser tests walk this list (overflow at
 * 360 px, axe), so a new route is checked without anyone adding it to a test. The router
 * is built from these paths and the route tables (public-routes.tsx, dashboard-routes.tsx),
 * and routes.test.tsx compares this list with the router's own tree.
 *
 * The browser tests load this file in Node, outside Vite: it imports the dashboards' data
 * module directly (no React, no `@/` alias) rather than through its feature's index file.
 */
import type { Dashboard } from '@karamu/shared';
// The browser tests load this file in Node: the data modules, not the indexes' React.
// eslint-disable-next-line karamu/web-layers
import { WEB_DASHBOARDS } from '../features/platform/dashboards/web-dashboards';

/**
 * Every public route, `:params` included; `/` stands for the catch-all landing page. The
 * public route table (public-routes.tsx) has one entry for each, which its type enforces:
 * the paths stay here, as plain data, because the browser tests' TypeScript cannot read the
 * table's React and `@/` imports.
 */
export const PUBLIC_ROUTE_PATHS = [
  '/login',
  '/event-templates',
  '/create-event',
  '/i/:token',
  '/review/:token',
  '/p/:token',
  '/vendors',
  '/vendors/:vendorId',
  '/services',
  '/services/:serviceId',
  '/list-your-business',
  '/',
] as const;

export type PublicRoutePath = (typeof PUBLIC_ROUTE_PATHS)[number];

export type DashboardRoutePath = {
  dashboard: Dashboard['id'];
  /** The absolute pattern, e.g. `/dashboard/events/:id`. */
  path: string;
  requirement: Dashboard['routes'][number]['requirement'];
};

/** Every dashboard route as an absolute pattern, with the requirement that guards it. */
export const DASHBOARD_ROUTE_PATHS: readonly DashboardRoutePath[] = WEB_DASHBOARDS.flatMap(
  (dashboard) =>
    dashboard.routes.map((route) => ({
      dashboard: dashboard.id,
      path: `${dashboard.base}/${route.path}`,
      requirement: route.requirement,
    })),
);
