import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Trash2 } from 'lucide-react';
import { DeleteRecordDialog } from '@/components/delete-record-dialog';
import { RecordPage } from '@/components/record-page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useVendorService } from '@/entities/vendor';
import { useDeleteVendorService } from '../api/vendor-mutations';
import { vendorPaths } from '../lib/vendor-paths';
import { ServiceForm } from './service-form';

/** `services/:serviceId`: one service, edited in place, or deleted. */
export function ServicePage() {
  const { serviceId = '' } = useParams();
  const navigate = useNavigate();
  const service = useVendorService(serviceId);
  const remove = useDeleteVendorService();
  const [deleting, setDeleting] = useState(false);
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
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words sm:text-3xl">
              {record.title}
            </h1>
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
          <ServiceForm
            vendor={{ id: record.vendorId, currency: record.currency }}
            service={record}
            onSaved={(saved) => navigate(vendorPaths.services(saved.vendorId))}
            onCancel={() => navigate(vendorPaths.services(record.vendorId))}
          />
          <DeleteRecordDialog
            record={deleting ? { id: record.id, name: record.title } : null}
            noun="service"
            consequence="It leaves your public page at once."
            remove={{
              isPending: remove.isPending,
              mutateAsync: async (id) => {
                await remove.mutateAsync(id);
                navigate(vendorPaths.services(record.vendorId));
              },
            }}
            onOpenChange={setDeleting}
          />
        </section>
      )}
    </RecordPage>
  );
}
