import type { RsvpDay } from '../api/get-event-stats';
import { daysBetween } from '@/lib/zoned-time';

/** Beyond this many days a continuous axis would be mostly empty: only answered days show. */
const MAX_CONTINUOUS_DAYS = 120;

const addDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The chart's days: every day from the first answer to the last, quiet days as zeros,
 * so the bars' spacing is time; a long stretch keeps only the days with answers.
 */
export function fillRsvpDays(days: readonly RsvpDay[]): RsvpDay[] {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const span = daysBetween(first.day, last.day);
  if (span > MAX_CONTINUOUS_DAYS) return sorted;
  const byDay = new Map(sorted.map((d) => [d.day, d]));
  return Array.from({ length: span + 1 }, (_, i) => {
    const day = addDay(first.day, i);
    return byDay.get(day) ?? { day, accepted: 0, declined: 0 };
  });
}

/** A round top for the y axis: 1, 2, 5, 10, 20, 50... at or above `max`. */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const steps = [1, 2, 5, 10];
  return (steps.find((s) => s * magnitude >= max) ?? 10) * magnitude;
}
