/**
 * The vendor dashboard's pages, by route path: the vendor area's own (features/vendors),
 * given what they need of the shell's context, with what other features add to them: the
 * enquiries list (features/vendor-enquiries) on a vendor's page, and the reported reviews
 * (features/vendor-reviews) under the moderation queue for moderators. The gallery and
 * reviews pages are routed to their own features in routes.tsx.
 */
import { hasPrivilege } from '@karamu/shared';
import { EnquiriesList } from '@/features/vendor-enquiries';
import { ReviewsModeration } from '@/features/vendor-reviews';
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
      return (
        <>
          <VendorsPage held={held} />
          {hasPrivilege(held, 'SUPER_ADMIN') && <ReviewsModeration />}
        </>
      );
    case 'vendors/new':
      return <NewVendorPage />;
    case 'vendors/:vendorId':
      return <VendorDetailPage enquiries={(vendorId) => <EnquiriesList vendorId={vendorId} />} />;
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
