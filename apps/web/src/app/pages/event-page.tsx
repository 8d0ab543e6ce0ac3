import { lazy, Suspense } from 'react';
import { hasPrivilege, heldPrivileges } from '@karamu/shared';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth';
import { EventPage as EventPageView } from '@/features/events';

/** The door view's code (scanner, offline store) loads when the Check-in tab first opens. */
const CheckInStation = lazy(() =>
  import('./lazy/check-in-station').then((m) => ({ default: m.CheckInStation })),
);

/**
 * `events/:id`: the event feature's page with the check-in feature's door view and live
 * counters in its Check-in tab, for those who may check guests in (VERIFY_ATTENDEES).
 */
export function EventPage() {
  const mayCheckIn = hasPrivilege(heldPrivileges(useCurrentUser()), 'VERIFY_ATTENDEES');
  return (
    <EventPageView
      checkIn={
        mayCheckIn
          ? (event) => (
              <Suspense
                fallback={
                  <p role="status" className="flex items-center gap-2 text-muted-foreground">
                    <Spinner /> Opening the door view…
                  </p>
                }
              >
                <CheckInStation eventId={event.id} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
