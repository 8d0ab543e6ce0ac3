const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * How a to-do's due day reads: "Fri 27 Nov 2026". Built from the parts, since ICU
 * versions differ on the comma after the weekday. The day is a calendar day, so UTC.
 */
export function formatDueDay(day: string): string {
  const parts = DAY_FORMAT.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** "3 weeks before", "10 days before", "on the day". */
export function formatDaysBefore(days: number): string {
  if (days === 0) return 'on the day';
  if (days % 7 === 0) return `${days / 7} ${days === 7 ? 'week' : 'weeks'} before`;
  return `${days} ${days === 1 ? 'day' : 'days'} before`;
}
