/** A schedule's times in words, for the table and the form's preview. */
import { nextRunAt, type ScheduleTiming } from '@karamu/shared';
import { formatZonedDay, formatZonedTime } from '@/lib/zoned-time';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';

/** 'Fri 20 Nov 2026, 10:00' as clocks in `timeZone` show it. */
export function formatRunTime(instant: string, timeZone: string): string {
  return `${formatZonedDay(instant, timeZone)}, ${formatZonedTime(instant, timeZone)}`;
}

/**
 * 'Next run: Fri 20 Nov 2026, 10:00 (Africa/Nairobi)', with the reader's own time when
 * their zone differs; or why there is none.
 */
export function describeNextRun(
  timing: ScheduleTiming,
  context: {
    contextDate: Date | undefined;
    timeZone: string;
    now?: Date;
    /** What a relative timing follows: 'event', 'occasion'. */
    contextNoun?: string;
  },
): string {
  if (timing.kind === 'relative' && !context.contextDate) {
    return `The next run follows the ${context.contextNoun ?? 'event'}'s date.`;
  }
  const next = nextRunAt(timing, { ...context, after: context.now ?? new Date() });
  if (!next) return 'Nothing left to run: that time has already passed.';
  const instant = next.toISOString();
  const own = getBrowserTimeZone();
  const yours = own === context.timeZone ? '' : `; ${formatRunTime(instant, own)} your time`;
  return `Next run: ${formatRunTime(instant, context.timeZone)} (${context.timeZone})${yours}`;
}
