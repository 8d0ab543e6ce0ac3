/**
 * The vendor dashboard's own pages (features/vendors/vendors), given what they need of the shell's
 * context, with what other features add to them: the enquiries list
 * (features/vendors/vendor-enquiries) on a vendor's page, and the reported reviews
 * (features/vendors/vendor-reviews) under the moderation queue for moderators. One module, so one
 * chunk: the route table (dashboard-routes.tsx) loads every vendor page from here. The
 * gallery and reviews pages are their own features' chunks.
 */
import { hasPrivilege } from '@karamu/shared';
import { EnquiriesList } from '@/features/vendors/vendor-enquiries';
import { ReviewsModeration } from '@/features/vendors/vendor-reviews';
import { VendorDetailPage, VendorHomePage, VendorsPage } from '@/features/vendors/vendors';
import { useDashboardContext } from '../dashboard-context';

export {
  EditVendorPage,
  NewVendorPage,
  ServicePage,
  ServicesPage,
} from '@/features/vendors/vendors';

export function VendorHome() {
  const { user } = useDashboardContext();
  return <VendorHomePage userName={user.name} />;
}

export function VendorsList() {
  const { held } = useDashboardContext();
  return (
    <>
      <VendorsPage held={held} />
      {hasPrivilege(held, 'SUPER_ADMIN') && <ReviewsModeration />}
    </>
  );
}

export function VendorDetail() {
  return <VendorDetailPage enquiries={(vendorId) => <EnquiriesList vendorId={vendorId} />} />;
}
