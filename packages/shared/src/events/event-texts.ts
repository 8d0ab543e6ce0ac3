/**
 * An event's date and time as words, in the event's own zone: the one formatter behind a
 * sent message's `{event_date}` and `{event_time}`, the template preview's sample and the
 * card's date and time fields, so what an organiser previews is what guests read.
 */
export type EventInstant = { startsAt: Date | string; timeZone: string };

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** One formatter per zone and style; an unknown zone (a browser may lack one) gives null. */
function formatIn(timeZone: string, style: 'date' | 'time'): Intl.DateTimeFormat | null {
  const key = `${style}\u0000${timeZone}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(
        'en-GB',
        style === 'date'
          ? { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
          : { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      );
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

const partsOf = (format: Intl.DateTimeFormat, at: Date | string) =>
  Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, p.value]));

/**
 * 'Saturday, 21 November 2026', on the event's calendar day wherever the code runs.
 * Assembled from parts: whole-date patterns differ between ICU versions (comma or none).
 */
export function formatEventDate({ startsAt, timeZone }: EventInstant): string {
  const format = formatIn(timeZone, 'date');
  if (!format) return '';
  const part = partsOf(format, startsAt);
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

/** '14:00': the 24-hour clock, as SMS in the product's countries write it. */
export function formatEventTime({ startsAt, timeZone }: EventInstant): string {
  const format = formatIn(timeZone, 'time');
  if (!format) return '';
  const part = partsOf(format, startsAt);
  return `${part.hour}:${part.minute}`;
}
