import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Vendor } from '@karamu/shared';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatServicePrice, useVendorServices } from '@/entities/vendor';
import { vendorPaths } from '../lib/vendor-paths';
import { ServiceFormDialog } from './service-form-dialog';

/** A vendor's services on its page, with a button to add one. */
export function VendorServicesList({ vendor }: { vendor: Vendor }) {
  const services = useVendorServices(vendor.id);
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="services-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="services-title" className="text-lg font-semibold">
          Services
        </h2>
        <Button variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add service
        </Button>
      </div>
      {services.isPending ? (
        <Skeleton role="status" aria-label="Loading the services" className="h-20" />
      ) : services.isError ? (
        <LoadFailed
          what="the services"
          error={services.error}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : services.data.items.length === 0 ? (
        <p className="text-muted-foreground">
          No services yet: add what you offer, with prices, so visitors know what to ask for.
        </p>
      ) : (
        <ul className="grid divide-y rounded-lg border">
          {services.data.items.map((service) => (
            <li key={service.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <Link
                to={vendorPaths.service(service.id)}
                className="min-w-0 font-medium break-words underline-offset-4 hover:underline"
              >
                {service.title}
              </Link>
              <span className="text-sm text-muted-foreground">{formatServicePrice(service)}</span>
              {!service.published && <Badge variant="outline">Hidden</Badge>}
            </li>
          ))}
        </ul>
      )}
      <ServiceFormDialog vendor={vendor} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
