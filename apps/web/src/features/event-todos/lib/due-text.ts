/** How a to-do's due day reads: "Fri 27 Nov 2026", and "3 weeks before" for a relative one. */
export function formatDueDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatDaysBefore(days: number): string {
  if (days === 0) return 'on the day';
  if (days % 7 === 0) return `${days / 7} ${days === 7 ? 'week' : 'weeks'} before`;
  return `${days} ${days === 1 ? 'day' : 'days'} before`;
}
