export {
  getDashboardHomePath,
  getWebDashboard,
  VERIFY_GUESTS_ROUTE,
  WEB_DASHBOARDS,
} from './web-dashboards';
export { getRouteLabel } from './route-labels';
export { getNavItems, type NavItem } from './nav-items';
export { DashboardNav } from './components/dashboard-nav';
export { DashboardHome } from './components/dashboard-home';
export { SetupChecklist } from './components/setup-checklist';
export { OutboundUseToday } from './components/outbound-use-today';
