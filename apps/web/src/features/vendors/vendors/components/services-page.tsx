import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { VendorService } from '@karamu/shared';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  formatServicePrice,
  useVendorPicker,
  VENDOR_SERVICES_ENDPOINT,
  VendorPicker,
  vendorKeys,
} from '@/entities/vendor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { vendorPaths } from '../lib/vendor-paths';
import { ServiceFormDialog } from './service-form-dialog';

const NOUN = { one: 'service', other: 'services' };

const columns: readonly DataTableColumn<VendorService>[] = [
  {
    id: 'title',
    header: 'Title',
    sortable: true,
    cell: (service) => (
      <Link
        to={vendorPaths.service(service.id)}
        className="font-medium break-words underline-offset-4 hover:underline"
      >
        {service.title}
      </Link>
    ),
    csv: (service) => service.title,
  },
  {
    id: 'priceMinor',
    header: 'Price',
    sortable: true,
    cell: (service) => formatServicePrice(service),
    csv: (service) => formatServicePrice(service),
  },
  {
    id: 'categoryName',
    header: 'Category',
    hideable: true,
    cell: (service) => service.categoryName ?? '',
    csv: (service) => service.categoryName,
  },
  {
    id: 'published',
    header: 'Public',
    sortable: true,
    cell: (service) =>
      service.published ? <Badge>Shown</Badge> : <Badge variant="outline">Hidden</Badge>,
    csv: (service) => service.published,
  },
];

/** `services`: the chosen vendor's services, and adding one. */
export function ServicesPage() {
  useDocumentTitle('Services');
  const picker = useVendorPicker();
  const [adding, setAdding] = useState(false);
  const { vendors, vendor } = picker;
  return (
    <section aria-labelledby="services-page-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="services-page-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Services
        </h1>
        {vendor && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            New service
          </Button>
        )}
      </div>
      {vendors.isPending ? (
        <Skeleton role="status" aria-label="Loading your vendors" className="h-40" />
      ) : vendors.isError ? (
        <LoadFailed
          what="your vendors"
          error={vendors.error}
          onRetry={() => void vendors.refetch()}
          retrying={vendors.isFetching}
        />
      ) : !vendor ? (
        <p className="text-muted-foreground">
          Services belong to a vendor profile.{' '}
          <Link to={vendorPaths.newVendor()} className="text-primary underline">
            Create your vendor profile
          </Link>{' '}
          first.
        </p>
      ) : (
        <>
          <VendorPicker picker={picker} />
          <DataTable<VendorService>
            // A new table per vendor: its pages, sort and selection are that vendor's.
            key={vendor.id}
            label={`Services of ${vendor.businessName}`}
            noun={NOUN}
            queryKey={[...vendorKeys.serviceLists(), { vendorId: vendor.id }]}
            endpoint={`${VENDOR_SERVICES_ENDPOINT}?${new URLSearchParams({ vendorId: vendor.id })}`}
            columns={columns}
            getRowId={(service) => service.id}
            getRowLabel={(service) => service.title}
            searchConfig={{ searchFields: ['title'] }}
            defaultSort="title"
            defaultPageSize={20}
            emptyState={
              <p className="text-muted-foreground">
                No services yet: add what {vendor.businessName} offers, with prices.
              </p>
            }
          />
          <ServiceFormDialog vendor={vendor} open={adding} onOpenChange={setAdding} />
        </>
      )}
    </section>
  );
}
