import { meetsRequirement, type Dashboard, type HeldPrivileges } from '@karamu/shared';
import { ROUTE_LABELS, getRouteLabel, type RouteLabel } from './route-labels';

export type NavItem = RouteLabel & {
  /** The route's path in the table, e.g. `events/new`. */
  path: string;
  /** The absolute URL, e.g. `/dashboard/events/new`. */
  to: string;
};

const hasParameter = (path: string) => path.split('/').some((s) => s.startsWith(':'));

/**
 * The entries a holder of `held` sees in a dashboard's navigation: the routes without
 * parameters whose requirement they meet, in table order. The client only hides what
 * the server would refuse anyway.
 */
export function getNavItems(dashboard: Dashboard, held: HeldPrivileges): NavItem[] {
  return dashboard.routes
    .filter((route) => !hasParameter(route.path) && meetsRequirement(held, route.requirement))
    .map((route) => ({
      ...ROUTE_LABELS[route.path],
      label: getRouteLabel(route.path),
      path: route.path,
      to: `${dashboard.base}/${route.path}`,
    }));
}

/**
 * The entry to mark as current on `pathname`: the longest one the path lies under, so
 * /dashboard/events/42 marks "Events" and /dashboard/events/new marks "New event".
 */
export function findActiveNavItem(
  items: readonly NavItem[],
  pathname: string,
): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '');
  return items
    .filter((item) => path === item.to || path.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
