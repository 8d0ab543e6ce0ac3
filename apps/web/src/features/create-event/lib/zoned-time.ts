/**
 * Clock times at the venue to instants, with the platform's Intl zone data only: a
 * visitor in Nairobi planning a wedding in Dar es Salaam types the times as the guests
 * will read them there.
 */

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far clocks in `timeZone` are ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant (ISO, UTC) at which clocks in `timeZone` show `day` ('yyyy-MM-dd') at
 * `time` ('HH:mm'); null for an impossible day or an unknown zone. A time that a
 * daylight-saving change skips comes out an hour later, as clocks then read.
 */
export function zonedTimeToInstant(day: string, time: string, timeZone: string): string | null {
  const dayMatch = CALENDAR_DAY.exec(day);
  const clock = parseClock(time);
  if (!dayMatch || !clock || !isTimeZone(timeZone)) return null;
  const [year, month, date] = dayMatch.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Twice: the offset at the first guess may differ from the one at the answer (near a change).
  const first = wall - zoneOffset(wall, timeZone);
  const instant = wall - zoneOffset(first, timeZone);
  return new Date(instant).toISOString();
}

/** The browser's own zone: the default for a new event. */
export function getBrowserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

let zoneNames: readonly string[] | undefined;

/** Every zone the browser knows, sorted; the browser's own and UTC always among them. */
export function listTimeZones(): readonly string[] {
  if (!zoneNames) {
    const supported =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zoneNames = [...new Set([...supported, 'UTC', getBrowserTimeZone()])].sort();
  }
  return zoneNames;
}
