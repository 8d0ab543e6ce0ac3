/**
 * Every path the router serves, as data: the browser tests walk this list (overflow at
 * 360 px, axe), so a new route is checked without anyone adding it to a test. Both lists
 * are read off the route tables the router is built from (public-routes.tsx and the
 * dashboards' rows), and routes.test.tsx compares them with the router's own tree.
 *
 * The browser tests load this file in Node, outside Vite: it imports the dashboards' data
 * module directly (no React, no `@/` alias) rather than through its feature's index file,
 * and the public table, whose pages load only when visited.
 */
import type { Dashboard } from '@karamu/shared';
// The browser tests load this file in Node: the data modules, not the indexes' React.
// eslint-disable-next-line karamu/web-layers
import { WEB_DASHBOARDS } from '../features/dashboards/web-dashboards';
import { PUBLIC_ROUTES } from './public-routes';

/** Every public route, `:params` included; `/` stands for the catch-all landing page. */
export const PUBLIC_ROUTE_PATHS: readonly string[] = PUBLIC_ROUTES.map(({ path }) =>
  path === '*' ? '/' : path,
);

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
