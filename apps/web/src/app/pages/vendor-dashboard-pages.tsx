/**
 * The vendor dashboard's pages, by route path: the vendor area's own (features/vendors),
 * given what they need of the shell's context. The enquiries list
 * (features/vendor-enquiries) goes into the vendor's page through the `enquiries` slot of
 * `VendorDetailPage` when that feature is merged. Paths without a page here (gallery and
 * reviews until their features are wired in routes.tsx) show the placeholder.
 */
import {
  EditVendorPage,
  NewVendorPage,
  ServicePage,
  ServicesPage,
  VendorDetailPage,
  VendorHomePage,
  VendorsPage,
} from '@/features/vendors';
import { useDashboardContext } from '../dashboard-context';
import { RoutePlaceholderPage } from './dashboard-pages';

export function VendorDashboardPage({ path }: { path: string }) {
  const { user, held } = useDashboardContext();
  switch (path) {
    case 'home':
      return <VendorHomePage userName={user.name} />;
    case 'vendors':
      return <VendorsPage held={held} />;
    case 'vendors/new':
      return <NewVendorPage />;
    case 'vendors/:vendorId':
      return <VendorDetailPage />;
    case 'vendors/:vendorId/edit':
      return <EditVendorPage />;
    case 'services':
      return <ServicesPage />;
    case 'services/:serviceId':
      return <ServicePage />;
    default:
      return <RoutePlaceholderPage path={path} />;
  }
}
