/**
 * The vendor dashboard's pages that need the shell's context (who is signed in, what they
 * hold) or compose other features. The enquiries list (features/vendor-enquiries) goes
 * into the vendor's page through the `enquiries` slot when that feature is merged.
 */
import { VendorDetailPage, VendorHomePage, VendorsPage } from '@/features/vendors';
import { useDashboardContext } from '../dashboard-context';

export function VendorDashboardHomePage() {
  const { user } = useDashboardContext();
  return <VendorHomePage userName={user.name} />;
}

export function VendorsListPage() {
  const { held } = useDashboardContext();
  return <VendorsPage held={held} />;
}

export function VendorPage() {
  return <VendorDetailPage />;
}
