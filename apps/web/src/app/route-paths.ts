/**
 * Every path the router serves, as data: the browser tests walk this list (overflow at
 * 360 px, axe), so a new route is checked without anyone adding it to a test. The router's
 * own tree is compared with it in routes.test.tsx, so the two cannot drift apart.
 *
 * The browser tests load this file in Node, outside Vite: it imports the dashboards' data
 * module directly (no React, no `@/` alias) rather than through its feature's index file.
 */
import type { Dashboard } from '@karamu/shared';
// The browser tests load this file in Node: the data modules, not the indexes' React.
// eslint-disable-next-line karamu/web-layers
import { WEB_DASHBOARDS } from '../features/dashboards/web-dashboards';

/** Public routes that are pages of their own. */
export const LOGIN_PATH = '/login';
export const EVENT_TEMPLATES_PATH = '/event-templates';
export const CREATE_EVENT_PATH = '/create-event';
/** The vendor directory, a vendor's storefront, and the services (issue 17). */
export const VENDORS_PATH = '/vendors';
export const VENDOR_STOREFRONT_PATH = '/vendors/:vendorId';
export const SERVICES_PATH = '/services';
export const SERVICE_PATH = '/services/:serviceId';
/** A vendor's sign-up (decision 0036). */
export const LIST_YOUR_BUSINESS_PATH = '/list-your-business';
/** A guest's answer page (decision 0013): shown without the site's navigation. */
export const INVITATION_PATH = '/i/:token';
/** A client's review of the vendor who invited them (decision 0039): shown like the answer page. */
export const REVIEW_PATH = '/review/:token';

/** A member's pay page (decision 0043): shown like the answer page. */
export const PAY_LINK_PATH = '/p/:token';

/** Every public route, `:params` included; `/` stands for the catch-all landing page. */
export const PUBLIC_ROUTE_PATHS: readonly string[] = [
  LOGIN_PATH,
  EVENT_TEMPLATES_PATH,
  CREATE_EVENT_PATH,
  INVITATION_PATH,
  REVIEW_PATH,
  PAY_LINK_PATH,
  VENDORS_PATH,
  VENDOR_STOREFRONT_PATH,
  SERVICES_PATH,
  SERVICE_PATH,
  LIST_YOUR_BUSINESS_PATH,
  '/',
];

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
