import { DASHBOARDS, type Dashboard, type DashboardRoute } from '@karamu/shared';

/**
 * Holders of the verify-guests privilege get a guest-verification screen. The
 * shared route tables do not list it, so the web app adds this one row to the events
 * dashboard; the same `decideDashboardRoute` and `meetsRequirement` then guard it.
 */
const VERIFY_GUESTS_ROUTE: DashboardRoute = {
  path: 'verify-guests',
  requirement: { allOf: ['VERIFY_ATTENDEES'] },
};

/**
 * Administration screens the specification does not list, in the events and pledges
 * dashboards next to users and roles: categories for whoever may change them (reading
 * them is public, so READ_CATEGORIES alone would open an empty-handed screen), and the
 * audit log for SUPER_ADMIN, as its API requires.
 */
const CATEGORIES_ROUTE: DashboardRoute = {
  path: 'categories',
  requirement: { anyOf: ['ADD_CATEGORIES', 'UPDATE_CATEGORIES', 'DELETE_CATEGORIES'] },
};
const AUDIT_LOG_ROUTE: DashboardRoute = {
  path: 'audit-log',
  requirement: { allOf: ['SUPER_ADMIN'] },
};
const ADMINISTRATION_ROUTES: readonly DashboardRoute[] = [CATEGORIES_ROUTE, AUDIT_LOG_ROUTE];

/** The shared dashboards as the web app routes them: the tables, plus the rows above. */
export const WEB_DASHBOARDS: readonly Dashboard[] = DASHBOARDS.map((dashboard) => {
  switch (dashboard.id) {
    case 'events':
      return {
        ...dashboard,
        routes: [...dashboard.routes, VERIFY_GUESTS_ROUTE, ...ADMINISTRATION_ROUTES],
      };
    case 'pledges':
      return { ...dashboard, routes: [...dashboard.routes, ...ADMINISTRATION_ROUTES] };
    default:
      return dashboard;
  }
});

export function getWebDashboard(id: Dashboard['id']): Dashboard {
  const found = WEB_DASHBOARDS.find((dashboard) => dashboard.id === id);
  if (!found) throw new Error(`Unknown dashboard ${id}`);
  return found;
}

export function getDashboardHomePath(dashboard: Dashboard): string {
  return `${dashboard.base}/home`;
}
