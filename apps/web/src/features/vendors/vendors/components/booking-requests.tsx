import { useState } from 'react';
import { toast } from 'sonner';
import { Check, X } from 'lucide-react';
import type { VendorBooking } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { formatEventTimes } from '@/lib/zoned-time';
import {
  BOOKING_REQUESTS_PAGE_SIZE,
  useAnswerBooking,
  useBookingRequests,
} from '../api/vendor-bookings';

/**
 * Organisers' bookings of the vendor awaiting its answer (decision 0060). Confirming lets the
 * organiser review the vendor once the event has started; declining asks first, since the
 * organiser then cannot review it for that event.
 */
export function BookingRequests({
  vendorId,
  vendorName,
}: {
  vendorId: string;
  vendorName: string;
}) {
  const [page, setPage] = useState(1);
  const requests = useBookingRequests(vendorId, page);
  const answer = useAnswerBooking(vendorId);
  const [declining, setDeclining] = useState<VendorBooking>();

  const send = (booking: VendorBooking, reply: 'confirm' | 'decline') =>
    answer.mutate(
      { eventId: booking.eventId, answer: reply },
      {
        onSuccess: () => {
          toast.success(
            `Booking for ${booking.eventName} ${reply === 'confirm' ? 'confirmed' : 'declined'}`,
          );
          setDeclining(undefined);
          // The answered request leaves the list: do not stay on a page that is now empty.
          if (page > 1 && requests.data?.items.length === 1) setPage(page - 1);
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  const answering = (booking: VendorBooking) =>
    answer.isPending && answer.variables?.eventId === booking.eventId;

  return (
    <section aria-labelledby="booking-requests-title" className="grid min-w-0 gap-3">
      <div className="grid gap-1">
        <h2 id="booking-requests-title" className="text-lg font-semibold">
          Booking requests
          {requests.data && requests.data.total > 0 && (
            <span className="text-sm font-normal text-muted-foreground">
              {' '}
              ({requests.data.total.toLocaleString()})
            </span>
          )}
        </h2>
        <p className="text-sm text-muted-foreground">
          Organisers who added {vendorName} as a vendor of their event. Confirm the ones you serve:
          only they can review you, once the event has started.
        </p>
      </div>
      {requests.isPending ? (
        <div role="status" aria-label="Loading booking requests" className="grid gap-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : requests.isError ? (
        <LoadFailed
          what="the booking requests"
          error={requests.error}
          onRetry={() => void requests.refetch()}
          retrying={requests.isFetching}
        />
      ) : requests.data.total === 0 ? (
        <p className="text-muted-foreground">No booking requests are waiting for an answer.</p>
      ) : (
        <>
          <ul className="grid gap-2" aria-label="Booking requests">
            {requests.data.items.map((booking) => (
              <li
                key={booking.eventId}
                className="flex min-w-0 flex-wrap items-start justify-between gap-3 rounded-lg border p-3"
              >
                <div className="grid min-w-0 gap-1">
                  <span className="font-medium break-words">{booking.eventName}</span>
                  <span className="text-sm">
                    {formatEventTimes(booking.startsAt, null, booking.timeZone)}
                    {booking.venue && <span className="break-words"> · {booking.venue}</span>}
                  </span>
                  <span className="text-sm break-words text-muted-foreground">
                    Booked by {booking.organiserName ?? 'a former organiser'}
                    {booking.serviceTitle && ` · ${booking.serviceTitle}`}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    size="sm"
                    aria-label={`Confirm ${booking.eventName}`}
                    disabled={answering(booking)}
                    onClick={() => send(booking, 'confirm')}
                  >
                    {answering(booking) && !declining ? (
                      <Spinner className="size-4" />
                    ) : (
                      <Check aria-hidden="true" />
                    )}
                    Confirm
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive"
                    aria-label={`Decline ${booking.eventName}`}
                    disabled={answering(booking)}
                    onClick={() => setDeclining(booking)}
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            label="Booking request pages"
            page={page}
            size={BOOKING_REQUESTS_PAGE_SIZE}
            total={requests.data.total}
            onPage={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={declining !== undefined}
        onOpenChange={(open) => !open && setDeclining(undefined)}
        title={`Decline ${declining?.eventName ?? 'this booking'}?`}
        description={`${declining?.organiserName ?? 'The organiser'} will see the booking as declined and cannot review ${vendorName} for this event.`}
        confirmLabel="Decline booking"
        pending={answer.isPending}
        onConfirm={() => declining && send(declining, 'decline')}
      />
    </section>
  );
}
