export {
  getDashboardHomePath,
  getWebDashboard,
  VERIFY_GUESTS_ROUTE,
  WEB_DASHBOARDS,
} from './web-dashboards';
export { getRouteLabel, ROUTE_LABELS, type RouteLabel } from './route-labels';
export { findActiveNavItem, getNavItems, type NavItem } from './nav-items';
export { DashboardNav, type DashboardNavProps } from './components/dashboard-nav';
export { DashboardHome, type DashboardHomeProps } from './components/dashboard-home';
export { SetupChecklist, type SetupChecklistProps } from './components/setup-checklist';
