export { VendorDashboardHomePage, VendorPage, VendorsListPage } from '../vendor-dashboard-pages';
export { EditVendorPage, NewVendorPage, ServicePage, ServicesPage } from '@/features/vendors';
