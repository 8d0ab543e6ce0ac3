import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2, Clock, MapPin, Plus, Star, Trash2, XCircle } from 'lucide-react';
import { EVENT_VENDOR_REVIEW_REFUSALS, type BookingStatus, type EventVendor } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatServicePrice } from '@/entities/vendor';
import { getErrorMessage } from '@/lib/get-error-message';
import { useEventVendors } from '@/entities/event';
import { useRemoveEventVendor } from '../api/event-vendors';
import { AddEventVendorDialog } from './add-event-vendor-dialog';
import { ReviewEventVendorDialog } from './review-event-vendor-dialog';

/** "Tent hire · KES 500 per guest", or null when the event chose no particular service. */
function serviceText(eventVendor: EventVendor): string | null {
  if (!eventVendor.serviceTitle) return null;
  const { servicePricing, servicePriceMinor, serviceCurrency, serviceUnit } = eventVendor;
  if (servicePricing === null || servicePriceMinor === null || serviceCurrency === null) {
    return eventVendor.serviceTitle;
  }
  const price = formatServicePrice({
    pricing: servicePricing,
    priceMinor: servicePriceMinor,
    currency: serviceCurrency,
    unit: serviceUnit,
  });
  return `${eventVendor.serviceTitle} · ${price}`;
}

/** The vendor's answer to the booking (decision 0060); a confirmed one needs no word. */
function BookingBadge({ status }: { status: BookingStatus }) {
  if (status === 'requested') {
    return (
      <Badge variant="outline">
        <Clock aria-hidden="true" />
        Awaiting the vendor
      </Badge>
    );
  }
  if (status === 'declined') {
    return (
      <Badge variant="destructive">
        <XCircle aria-hidden="true" />
        Declined by the vendor
      </Badge>
    );
  }
  return (
    <Badge variant="secondary">
      <CheckCircle2 aria-hidden="true" />
      Confirmed
    </Badge>
  );
}

/** What the server would refuse a review with, said before anyone tries. */
const REVIEW_HINTS: Partial<Record<EventVendor['review'], string>> = {
  'awaiting-vendor': 'You can review once the vendor confirms',
  'not-started': EVENT_VENDOR_REVIEW_REFUSALS['not-started'],
};

/** "Review" where the server would take one (decision 0060), else what stands in the way. */
function ReviewAction({
  eventVendor,
  onReview,
}: {
  eventVendor: EventVendor;
  onReview: () => void;
}) {
  if (eventVendor.review === 'open') {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Review ${eventVendor.businessName}`}
        onClick={onReview}
      >
        <Star aria-hidden="true" />
        Review
      </Button>
    );
  }
  if (eventVendor.review === 'reviewed') {
    return (
      <span className="flex items-center gap-1 text-sm text-muted-foreground">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        Reviewed
      </span>
    );
  }
  const hint = REVIEW_HINTS[eventVendor.review];
  return hint ? <span className="text-sm text-muted-foreground">{hint}</span> : null;
}

export type EventVendorsProps = {
  eventId: string;
  /** UPDATE_EVENTS: add and remove event vendors (the server has the last word). */
  mayEdit: boolean;
};

/**
 * The event's vendors tab: vendors (and maybe one of their services) picked from the
 * public directory, each a booking its vendor confirms. Anyone who reads the event may
 * review a confirmed event vendor once the event has started, once per event and per person
 * (decisions 0039, 0060); adding and removing need UPDATE_EVENTS.
 */
export function EventVendors({ eventId, mayEdit }: EventVendorsProps) {
  const eventVendors = useEventVendors(eventId);
  const remove = useRemoveEventVendor(eventId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<EventVendor>();
  const [reviewing, setReviewing] = useState<EventVendor>();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.vendorId, {
      onSuccess: () => {
        toast.success(`${removing.businessName} removed from the event's vendors`);
        setRemoving(undefined);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };

  return (
    <section aria-labelledby="event-vendors-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="event-vendors-title" className="text-lg font-semibold">
          Vendors
        </h2>
        {mayEdit && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add vendor
          </Button>
        )}
      </div>

      {eventVendors.isPending ? (
        <div role="status" aria-label="Loading vendors" className="grid gap-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : eventVendors.isError ? (
        <LoadFailed
          what="the vendors"
          error={eventVendors.error}
          onRetry={() => void eventVendors.refetch()}
          retrying={eventVendors.isRefetching}
        />
      ) : eventVendors.data.length === 0 ? (
        <p className="text-muted-foreground">
          No vendors yet.{' '}
          {mayEdit
            ? 'Add the caterers, decorators and others you booked from the vendor directory.'
            : 'The organisers have not picked any from the vendor directory.'}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Vendors of this event">
          {eventVendors.data.map((eventVendor) => {
            const service = serviceText(eventVendor);
            return (
              <li
                key={eventVendor.vendorId}
                className="flex min-w-0 flex-wrap items-start justify-between gap-3 rounded-lg border p-3"
              >
                <div className="grid min-w-0 gap-1">
                  <Link
                    to={`/vendors/${eventVendor.vendorId}`}
                    className="font-medium break-words underline-offset-4 hover:underline"
                  >
                    {eventVendor.businessName}
                  </Link>
                  {eventVendor.city && (
                    <span className="flex items-center gap-1 text-sm text-muted-foreground">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {eventVendor.city}
                    </span>
                  )}
                  <span className="text-sm break-words">{service ?? 'No particular service'}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <BookingBadge status={eventVendor.status} />
                  <ReviewAction
                    eventVendor={eventVendor}
                    onReview={() => setReviewing(eventVendor)}
                  />
                  {mayEdit && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      aria-label={`Remove ${eventVendor.businessName}`}
                      onClick={() => setRemoving(eventVendor)}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {mayEdit && (
        <AddEventVendorDialog
          eventId={eventId}
          linked={eventVendors.data ?? []}
          open={adding}
          onOpenChange={setAdding}
        />
      )}
      {mayEdit && (
        <ConfirmDialog
          open={removing !== undefined}
          onOpenChange={(open) => !open && setRemoving(undefined)}
          title={`Remove ${removing?.businessName ?? 'this vendor'}?`}
          description="The vendor stays in the directory; only its link to this event goes. A review already written stays published."
          confirmLabel="Remove vendor"
          pending={remove.isPending}
          onConfirm={confirmRemove}
        />
      )}
      <ReviewEventVendorDialog
        eventId={eventId}
        eventVendor={reviewing}
        onOpenChange={(open) => !open && setReviewing(undefined)}
      />
    </section>
  );
}
