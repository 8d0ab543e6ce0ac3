import { useState } from 'react';
import { toast } from 'sonner';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@karamu/shared';
import { Pager } from '@/components/pager';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/get-error-message';
import { ENQUIRIES_PAGE_SIZE, useEnquiries, useUpdateEnquiry } from '../api/enquiries';

const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  replied: 'Replied',
  booked: 'Booked',
  closed: 'Closed',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
// A calendar day without a zone: formatted at UTC so it is the same day everywhere.
const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function EnquiryItem({ enquiry, vendorId }: { enquiry: Enquiry; vendorId: string }) {
  const update = useUpdateEnquiry(vendorId);
  const statusId = `enquiry-status-${enquiry.id}`;
  return (
    <li className="grid gap-2 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {enquiry.name}{' '}
          <a className="text-sm font-normal underline" href={`tel:${enquiry.phone}`}>
            {enquiry.phone}
          </a>
          {enquiry.email ? (
            <>
              {' '}
              <a className="text-sm font-normal underline" href={`mailto:${enquiry.email}`}>
                {enquiry.email}
              </a>
            </>
          ) : null}
        </p>
        <time className="text-sm text-muted-foreground" dateTime={enquiry.created}>
          {dateFormat.format(new Date(enquiry.created))}
        </time>
      </div>
      <p className="text-sm text-muted-foreground">
        {[
          enquiry.eventDate ? `Event on ${formatDay(enquiry.eventDate)}` : null,
          enquiry.guestCount !== null ? `${enquiry.guestCount.toLocaleString('en')} guests` : null,
          enquiry.serviceTitle,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="whitespace-pre-line break-words">{enquiry.message}</p>
      <div className="flex items-center gap-2">
        <Label htmlFor={statusId}>Status</Label>
        <NativeSelect
          id={statusId}
          className="w-36"
          value={enquiry.status}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(
              { id: enquiry.id, status: e.target.value as EnquiryStatus, version: enquiry.version },
              { onError: (error) => toast.error(getErrorMessage(error)) },
            )
          }
        >
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ENQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </li>
  );
}

/** A vendor's enquiries for the dashboard: filter by status, page, change each one's status. */
export function EnquiriesList({ vendorId }: { vendorId: string }) {
  const [status, setStatus] = useState<EnquiryStatus>();
  const [page, setPage] = useState(1);
  const enquiries = useEnquiries(vendorId, status, page);
  return (
    <section aria-labelledby="enquiries-title" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="enquiries-title" className="text-xl font-semibold">
          Enquiries
        </h2>
        <div className="grid gap-1">
          <Label htmlFor="enquiries-status">Show</Label>
          <NativeSelect
            id="enquiries-status"
            className="w-40"
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || undefined) as EnquiryStatus | undefined);
              setPage(1);
            }}
          >
            <option value="">All enquiries</option>
            {ENQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ENQUIRY_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {enquiries.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : enquiries.isError ? (
        <p className="text-destructive">{getErrorMessage(enquiries.error)}</p>
      ) : enquiries.data.total === 0 ? (
        <p className="text-sm text-muted-foreground">
          {status
            ? `No ${ENQUIRY_STATUS_LABELS[status].toLowerCase()} enquiries.`
            : 'No enquiries yet.'}
        </p>
      ) : (
        <ul className="divide-y">
          {enquiries.data.items.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} vendorId={vendorId} />
          ))}
        </ul>
      )}
      {enquiries.data ? (
        <Pager
          label="Enquiry pages"
          page={page}
          size={ENQUIRIES_PAGE_SIZE}
          total={enquiries.data.total}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
