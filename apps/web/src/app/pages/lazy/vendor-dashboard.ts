export { VendorDashboardPage } from '../vendor-dashboard-pages';
