import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '@/components/record-page';
import { Skeleton } from '@/components/ui/skeleton';
import { useVendorService } from '@/entities/vendor';
import { vendorPaths } from '../lib/vendor-paths';
import { ServiceForm } from './service-form';

/** `services/:serviceId`: one service, edited in place. */
export function ServicePage() {
  const { serviceId = '' } = useParams();
  const navigate = useNavigate();
  const service = useVendorService(serviceId);
  return (
    <RecordPage
      back={{
        to: service.data ? vendorPaths.services(service.data.vendorId) : vendorPaths.services(),
        label: 'Services',
      }}
      noun="Service"
      query={service}
      title={(record) => record.title}
      placeholder={<Skeleton className="h-60" />}
    >
      {(record) => (
        <section className="grid max-w-3xl min-w-0 gap-4">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {record.title}
          </h1>
          <ServiceForm
            vendor={{ id: record.vendorId, currency: record.currency }}
            service={record}
            onSaved={(saved) => navigate(vendorPaths.services(saved.vendorId))}
            onCancel={() => navigate(vendorPaths.services(record.vendorId))}
          />
        </section>
      )}
    </RecordPage>
  );
}
