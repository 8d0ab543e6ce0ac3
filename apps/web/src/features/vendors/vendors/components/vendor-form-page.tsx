import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { useVendor } from '@/entities/vendor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { vendorPaths } from '../lib/vendor-paths';
import { VendorForm } from './vendor-form';

/** `vendors/new` */
export function NewVendorPage() {
  useDocumentTitle('New vendor');
  const navigate = useNavigate();
  return (
    <section aria-labelledby="new-vendor-title" className="grid max-w-3xl min-w-0 gap-4">
      <BackLink to={vendorPaths.vendors()}>Vendors</BackLink>
      <h1 id="new-vendor-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        New vendor
      </h1>
      <p className="text-muted-foreground">
        Your business as visitors will see it. It stays a draft, seen only by you, until you submit
        it for review.
      </p>
      <VendorForm
        onSaved={(vendor) => navigate(vendorPaths.vendor(vendor.id))}
        onCancel={() => navigate(vendorPaths.vendors())}
      />
    </section>
  );
}

/** `vendors/:vendorId/edit` */
export function EditVendorPage() {
  const { vendorId = '' } = useParams();
  const navigate = useNavigate();
  const vendor = useVendor(vendorId);
  const title = vendor.data ? `Edit ${vendor.data.businessName}` : 'Edit vendor';
  useDocumentTitle(title);
  return (
    <section aria-labelledby="edit-vendor-title" className="grid max-w-3xl min-w-0 gap-4">
      {/* Not the business name: a long one would widen a phone's page (the title says it). */}
      <BackLink to={vendorPaths.vendor(vendorId)}>Vendor</BackLink>
      <h1
        id="edit-vendor-title"
        className="text-2xl font-semibold tracking-tight break-words sm:text-3xl"
      >
        {title}
      </h1>
      {vendor.isPending ? (
        <div role="status" aria-label="Loading the vendor" className="grid gap-4">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
        </div>
      ) : vendor.isError ? (
        <LoadFailed
          what="the vendor"
          error={vendor.error}
          onRetry={() => void vendor.refetch()}
          retrying={vendor.isFetching}
        />
      ) : (
        <VendorForm
          vendor={vendor.data}
          onSaved={(saved) => navigate(vendorPaths.vendor(saved.id))}
          onCancel={() => navigate(vendorPaths.vendor(vendorId))}
        />
      )}
    </section>
  );
}
