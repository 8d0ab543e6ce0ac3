/**
 * The browser's own zone, the default for a new event. Apart from zoned-time.ts (which
 * uses it) so that a page needing only this default, such as /create-event's first step,
 * does not load the zone arithmetic with its first script (decision 0020's budget).
 */
export function getBrowserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
