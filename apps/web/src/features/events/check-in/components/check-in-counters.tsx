import { TriangleAlert } from 'lucide-react';
import { formatZonedTime } from '@/lib/zoned-time';
import { useCheckInSummary } from '../api/get-check-in-summary';

/** '21:18 Africa/Nairobi time' in the event's zone; the device's zone until that is known. */
function asOf(instant: string, timeZone: string | undefined) {
  if (!timeZone) {
    return new Date(instant).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  }
  return `${formatZonedTime(instant, timeZone)} ${timeZone.replaceAll('_', ' ')} time`;
}

export type CheckInCountersProps = {
  eventId: string;
  /**
   * The event's zone, once known: the figures' time then reads as the venue's clocks show
   * it, named, since the door phone's own clock may be set to another zone.
   */
  timeZone?: string;
  /** Off while the device is offline: the last figures stay, marked with their time. */
  enabled?: boolean;
};

/**
 * The event's door counters, refreshed every few seconds (polling, decision 0008): for the
 * check-in screen and the event page alike (READ_ATTENDEES or VERIFY_ATTENDEES).
 */
export function CheckInCounters({ eventId, timeZone, enabled = true }: CheckInCountersProps) {
  const summary = useCheckInSummary(eventId, { enabled });
  if (summary.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {enabled ? 'Loading the door counters…' : 'Door counters show when online.'}
      </p>
    );
  }
  if (summary.isError && !summary.data) {
    return <p className="text-sm text-muted-foreground">The door counters could not be loaded.</p>;
  }
  const data = summary.data;
  const figures = [
    { label: 'People checked in', value: `${data.checkedIn} of ${data.admissions}` },
    { label: 'Guests arrived', value: `${data.guestsArrived} of ${data.guests}` },
    { label: 'Over-admitted', value: String(data.overAdmitted) },
  ];
  return (
    <section aria-labelledby={`door-counters-${eventId}`} className="grid gap-3">
      <h2 id={`door-counters-${eventId}`} className="text-lg font-semibold">
        At the door{' '}
        <span className="text-sm font-normal text-muted-foreground">
          (as of {asOf(data.serverTime, timeZone)})
        </span>
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div key={figure.label} className="grid gap-1 rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground sm:text-sm">{figure.label}</dt>
            <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {data.overAdmissions.length > 0 && (
        <div className="grid gap-1 rounded-lg border border-amber-500 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Let in beyond their cards while a device was offline
          </p>
          <ul className="grid gap-0.5 text-sm">
            {data.overAdmissions.map((entry) => (
              <li key={`${entry.guestId}-${entry.scannedAt}-${entry.deviceId}`}>
                {entry.name}: {entry.overAdmitted} more than the card allows ({entry.deviceId},{' '}
                {asOf(entry.scannedAt, timeZone)})
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
