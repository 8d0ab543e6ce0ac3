/**
 * Wall-clock dates and times in a named zone (an event's venue) to and from instants,
 * with the platform's Intl time zone data only. An event's form asks for a day and
 * times as people at the venue read them, whatever zone the organiser's browser is in.
 */

import { getBrowserTimeZone } from './browser-time-zone';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * '14:30', '9:05', '0930', '14.30', '2pm', '2:30 pm' as 'HH:mm' (24-hour), or null when
 * the text is not a time of day.
 */
export function parseClock(text: string): string | null {
  const match = /^\s*(\d{1,2})(?:[:.h]?(\d{2}))?(?:\s*([ap])\.?\s*m?\.?)?\s*$/i.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Formatters are costly to build; one per zone serves every call. */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

function readWallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds (whole minutes). */
function getZoneOffset(instant: number, timeZone: string): number {
  const wall = readWallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return wallAsUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant (ISO, UTC) at which clocks in `timeZone` show `day` ('yyyy-MM-dd') at
 * `time` ('HH:mm'); `addDays` moves to a later day first (an end after midnight). Null
 * for text that is not a real day or time, or an unknown zone.
 *
 * A time skipped by a daylight-saving change (02:30 when clocks jump from 02:00 to
 * 03:00) comes out as the clock reads after the jump (03:30); a time that happens twice
 * (clocks going back) is its first occurrence.
 */
export function zonedTimeToInstant(
  day: string,
  time: string,
  timeZone: string,
  addDays = 0,
): string | null {
  const dayMatch = CALENDAR_DAY.exec(day);
  const timeMatch = CLOCK_TIME.exec(time);
  if (!dayMatch || !timeMatch || !isTimeZone(timeZone)) return null;
  const [year, month, date] = dayMatch.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = timeMatch.slice(1).map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, date, hour, minute) + addDays * DAY_MS;
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;

  // The zone's offsets a day either side: equal unless clocks change near this time.
  const before = getZoneOffset(wallAsUtc - DAY_MS, timeZone);
  const after = getZoneOffset(wallAsUtc + DAY_MS, timeZone);
  const showsWall = (candidate: number) =>
    candidate + getZoneOffset(candidate, timeZone) === wallAsUtc;
  const candidates = [wallAsUtc - before, wallAsUtc - after].filter(showsWall);
  // Twice (clocks went back): the first. Never (clocks jumped): as the clock reads after the jump.
  const instant = candidates.length > 0 ? Math.min(...candidates) : wallAsUtc - before;
  return new Date(instant).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What clocks in `timeZone` show at `instant`: day 'yyyy-MM-dd' and time 'HH:mm'. */
export function instantToZonedTime(
  instant: string | number | Date,
  timeZone: string,
): { day: string; time: string } | null {
  const ms = new Date(instant).getTime();
  if (!Number.isFinite(ms) || !isTimeZone(timeZone)) return null;
  const wall = readWallClock(ms, timeZone);
  return {
    day: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

/** Whole days from one calendar day to another ('2026-11-21' to '2026-11-22' is 1). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Today's calendar day in `timeZone`. */
export function getZonedToday(timeZone: string, now: Date = new Date()): string {
  return instantToZonedTime(now, timeZone)?.day ?? now.toISOString().slice(0, 10);
}

/** 'GMT+03:00' for an offset in milliseconds. */
function formatOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / MINUTE_MS);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

let zoneNames: readonly string[] | undefined;

/** Every zone the platform knows, by name; the browser's own and UTC always included. */
export function listTimeZones(): readonly string[] {
  if (!zoneNames) {
    const supported =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zoneNames = [...new Set([...supported, 'UTC', getBrowserTimeZone()])].sort();
  }
  return zoneNames;
}

const displayFormatters = new Map<string, Intl.DateTimeFormat>();

function displayFormatter(key: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const cacheKey = `${key}|${timeZone}`;
  let formatter = displayFormatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    displayFormatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** 'Sat 21 Nov 2026' as the day reads in `timeZone`; '' when unreadable. */
export function formatZonedDay(instant: string, timeZone: string): string {
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms) || !isTimeZone(timeZone)) return '';
  return displayFormatter('day', timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
    .format(ms)
    .replace(',', '');
}

/** '14:05' as clocks in `timeZone` show it; '' when unreadable. */
export function formatZonedTime(instant: string, timeZone: string): string {
  return instantToZonedTime(instant, timeZone)?.time ?? '';
}

/**
 * An event's times as read at the venue: 'Sat 21 Nov 2026, 14:00–22:00', and the end's
 * day too when it is another day: 'Sat 21 Nov 2026, 20:00 – Sun 22 Nov 2026, 02:00'.
 */
export function formatEventTimes(startsAt: string, endsAt: string | null, timeZone: string) {
  const startDay = formatZonedDay(startsAt, timeZone);
  const start = `${startDay}, ${formatZonedTime(startsAt, timeZone)}`;
  if (!endsAt) return start;
  const endDay = formatZonedDay(endsAt, timeZone);
  const endTime = formatZonedTime(endsAt, timeZone);
  return endDay === startDay ? `${start}–${endTime}` : `${start} – ${endDay}, ${endTime}`;
}

/** 'Africa/Nairobi (GMT+03:00)' at `instant` (offsets change with daylight saving). */
export function describeTimeZone(timeZone: string, instant: string | number = Date.now()) {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!isTimeZone(timeZone) || !Number.isFinite(ms)) return timeZone;
  return `${timeZone} (${formatOffset(getZoneOffset(ms, timeZone))})`;
}
