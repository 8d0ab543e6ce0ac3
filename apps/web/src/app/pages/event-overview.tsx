import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import {
  findCountry,
  formatDisplayDateTime,
  formatPhoneInternational,
  getCountryFlag,
  hasPrivilege,
  heldPrivileges,
  type EventRecord,
} from '@karamu/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/entities/session';
import { CheckInCounters } from '@/features/events/check-in';
import { useEventStats, type EventStats, RsvpChart } from '@/features/events/events';
import { describeTimeZone, formatEventTimes } from '@/lib/zoned-time';
import { LoadFailed } from '@/components/load-failed';
import { EventFirstSteps } from './event-first-steps';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted-foreground">Not given</span>;

const STAT_LABELS: readonly { key: keyof Omit<EventStats, 'rsvpsOverTime'>; label: string }[] = [
  { key: 'guests', label: 'Guests' },
  { key: 'invited', label: 'Invited' },
  { key: 'confirmed', label: 'Accepted' },
  { key: 'declined', label: 'Declined' },
  { key: 'pending', label: 'Not answered' },
  { key: 'admissionsConfirmed', label: 'People coming' },
  { key: 'checkedIn', label: 'Checked in' },
];

function StatsList({ stats, expected }: { stats: EventStats; expected: number | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {STAT_LABELS.map(({ key, label }) => (
        <div key={key} className="grid gap-1 rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {stats[key]}
            {key === 'admissionsConfirmed' && expected !== null && ' '}
            {key === 'admissionsConfirmed' && expected !== null && (
              <span className="block text-xs font-normal text-muted-foreground">
                of {expected} expected
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The Overview tab: the event's details at the venue's time, its guest counts and RSVP chart;
 * first steps instead of the door's counts while it has no guests.
 */
export function EventOverview({ event }: { event: EventRecord }) {
  const stats = useEventStats(event.id);
  const country = findCountry(event.defaultCountry);
  const held = heldPrivileges(useCurrentUser());
  // The live counts answer holders of either privilege; others would only see a 403.
  const maySeeDoor = hasPrivilege(held, 'READ_ATTENDEES') || hasPrivilege(held, 'VERIFY_ATTENDEES');
  // A new event has nobody to count yet: the way to its first guests comes first instead.
  const noGuests = stats.data?.guests === 0;
  return (
    <div className="grid gap-4">
      {noGuests && <EventFirstSteps event={event} held={held} />}
      {maySeeDoor && !noGuests ? (
        <Card>
          <CardHeader>
            <CardTitle>At the door</CardTitle>
            <CardDescription>Check-in counts, refreshed every few seconds.</CardDescription>
          </CardHeader>
          <CardContent>
            <CheckInCounters eventId={event.id} timeZone={event.timeZone} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Guests</CardTitle>
          <CardDescription>Counts of this event&apos;s guest list, as of now.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {stats.isPending ? (
            <div
              role="status"
              aria-label="Loading the counts"
              className="grid grid-cols-2 gap-3 sm:grid-cols-4"
            >
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-20" />
              ))}
            </div>
          ) : stats.isError ? (
            <LoadFailed
              what="the counts"
              error={stats.error}
              onRetry={() => void stats.refetch()}
              retrying={stats.isFetching}
            />
          ) : (
            <>
              <StatsList stats={stats.data} expected={event.expectedGuests} />
              <section aria-labelledby={`rsvp-chart-${event.id}`} className="grid gap-2">
                <h3 id={`rsvp-chart-${event.id}`} className="font-semibold">
                  RSVPs over time
                </h3>
                <RsvpChart days={stats.data.rsvpsOverTime} timeZone={event.timeZone} />
              </section>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
          <CardDescription>
            Times are in the venue&apos;s time zone,{' '}
            {describeTimeZone(event.timeZone, event.startsAt)}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term="When">
              {formatEventTimes(event.startsAt, event.endsAt, event.timeZone)}
            </Detail>
            <Detail term="Time zone">{event.timeZone}</Detail>
            <Detail term="Venue">{event.venue ?? none}</Detail>
            <Detail term="Map">
              {event.mapLink ? (
                <a
                  href={event.mapLink}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  Open the map
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                none
              )}
            </Detail>
            <Detail term="Hosts">{event.hosts ?? none}</Detail>
            <Detail term="Contact phone">
              {event.contactPhone ? (
                <a
                  href={`tel:${event.contactPhone}`}
                  className="underline-offset-4 hover:underline"
                >
                  {formatPhoneInternational(event.contactPhone)}
                </a>
              ) : (
                none
              )}
            </Detail>
            <Detail term="Category">{event.categoryName ?? none}</Detail>
            <Detail term="Expected guests">{event.expectedGuests ?? none}</Detail>
            <Detail term="Country of guests' phone numbers">
              {country
                ? `${getCountryFlag(country.alpha2)} ${country.country_name}`
                : event.defaultCountry}
            </Detail>
            <Detail term="Created">
              {formatDisplayDateTime(event.created)}
              {event.createdBy ? ` by ${event.createdBy}` : ''}
            </Detail>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
