import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/load-failed';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOwnVendors } from '../api/get-own-vendors';
import { GalleryEditor } from './gallery-editor';

/** Where a vendor user creates their first profile (the vendors area's page). */
const NEW_VENDOR_PATH = '/vendor-dashboard/vendors/new';

/**
 * The vendor dashboard's gallery: the photos of one of the user's vendors (`?vendorId=`,
 * the first by name when absent or unknown), with a picker when they own several.
 */
export function VendorGalleryPage() {
  useDocumentTitle('Gallery');
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const vendors = useOwnVendors();

  const heading = (
    <h1 id="gallery-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
      Gallery
    </h1>
  );

  if (vendors.isPending) {
    return (
      <section aria-labelledby="gallery-title" className="grid min-w-0 gap-4">
        {heading}
        <div role="status" aria-label="Loading your vendors" className="grid gap-3">
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </section>
    );
  }
  if (vendors.isError) {
    return (
      <section aria-labelledby="gallery-title" className="grid min-w-0 gap-4">
        {heading}
        <LoadFailed
          what="your vendors"
          error={vendors.error}
          onRetry={() => void vendors.refetch()}
          retrying={vendors.isFetching}
        />
      </section>
    );
  }
  if (vendors.data.length === 0) {
    return (
      <section aria-labelledby="gallery-title" className="grid min-w-0 gap-4">
        {heading}
        <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
          <p>Photos belong to a vendor profile. Create your business&apos;s profile first.</p>
          <Button asChild>
            <Link to={NEW_VENDOR_PATH}>Create a vendor profile</Link>
          </Button>
        </div>
      </section>
    );
  }

  const vendor = vendors.data.find((v) => v.id === params.get('vendorId')) ?? vendors.data[0]!;
  return (
    <section aria-labelledby="gallery-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {heading}
        {vendors.data.length > 1 && (
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={pickerId}>Vendor</Label>
            <NativeSelect
              id={pickerId}
              value={vendor.id}
              onChange={(event) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set('vendorId', event.target.value);
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {vendors.data.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.businessName}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {/* Keyed: a vendor's uploads and announcements never show under another one. */}
      <GalleryEditor key={vendor.id} vendor={vendor} />
    </section>
  );
}
