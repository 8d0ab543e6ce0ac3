/**
 * An iCalendar (RFC 5545) file with one event, for "add to calendar" on the answer page.
 * @see https://www.rfc-editor.org/rfc/rfc5545
 */

/** Without an end time, calendars get a three-hour block rather than a zero-length event. */
const DEFAULT_DURATION_MS = 3 * 3_600_000;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * RFC 5545 section 3.3.11: backslash, semicolon, comma and line breaks are escaped in text values.
 * A break is CRLF, LF or a lone CR (old Mac text pasted into a form): any of them left raw
 * would end the content line early. Other control characters have no escape in a text
 * value (only TAB is allowed raw), so they are left out.
 */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- the control characters are the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');

const FOLD_AT_OCTETS = 75;

/**
 * RFC 5545 section 3.1: a line longer than 75 octets is folded with CRLF and a space (which counts
 * towards the next line's 75), between code points, so a multi-byte UTF-8 character is
 * never split.
 */
export function fold(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= FOLD_AT_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? FOLD_AT_OCTETS : FOLD_AT_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: {
  uid: string;
  name: string;
  startsAt: string;
  endsAt: string | null;
  venue: string | null;
  description: string;
  url?: string;
  now?: Date;
}): string {
  const start = new Date(event.startsAt);
  const end = event.endsAt
    ? new Date(event.endsAt)
    : new Date(start.getTime() + DEFAULT_DURATION_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Karamu//Invitations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.now ?? new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(event.name)}`,
    ...(event.venue ? [`LOCATION:${escapeText(event.venue)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
