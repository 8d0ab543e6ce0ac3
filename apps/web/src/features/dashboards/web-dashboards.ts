import { DASHBOARDS, type Dashboard, type DashboardRoute } from '@karamu/shared';

/**
 * Section 2: holders of the verify-guests privilege get a guest-verification screen. The
 * shared route tables do not list it, so the web app adds this one row to the events
 * dashboard; the same `decideDashboardRoute` and `meetsRequirement` then guard it.
 */
export const VERIFY_GUESTS_ROUTE: DashboardRoute = {
  path: 'verify-guests',
  requirement: { allOf: ['VERIFY_ATTENDEES'] },
};

/** The shared dashboards as the web app routes them: the tables, plus the row above. */
export const WEB_DASHBOARDS: readonly Dashboard[] = DASHBOARDS.map((dashboard) =>
  dashboard.id === 'events'
    ? { ...dashboard, routes: [...dashboard.routes, VERIFY_GUESTS_ROUTE] }
    : dashboard,
);

export function getWebDashboard(id: Dashboard['id']): Dashboard {
  const found = WEB_DASHBOARDS.find((dashboard) => dashboard.id === id);
  if (!found) throw new Error(`Unknown dashboard ${id}`);
  return found;
}

export function getDashboardHomePath(dashboard: Dashboard): string {
  return `${dashboard.base}/home`;
}
