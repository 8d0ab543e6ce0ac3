/**
 * Zones no venue is in: an event in one was left on a browser's or a server's clock, not
 * placed by its organiser (issue 29), so naming it would tell guests nothing true.
 */
const PLACELESS_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu']);

/** The event's date and times in the event's own zone, which is where the guest will be. */
export function formatEventWhen(event: {
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
}) {
  const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: event.timeZone });
  const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone: event.timeZone });
  const start = new Date(event.startsAt);
  const times = event.endsAt
    ? `${time.format(start)} – ${time.format(new Date(event.endsAt))}`
    : time.format(start);
  if (PLACELESS_ZONES.has(event.timeZone)) return { date: day.format(start), times };
  return { date: day.format(start), times: `${times} (${event.timeZone.replace(/_/g, ' ')} time)` };
}
