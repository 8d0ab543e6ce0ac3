import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventTime } from './event-texts';

// 11:00 UTC is 14:00 in Nairobi and 06:00 in New York (EST).
const at = { startsAt: '2026-12-12T11:00:00Z', timeZone: 'Africa/Nairobi' };

describe('event texts', () => {
  it('writes the date and the 24-hour time in the event zone', () => {
    expect(formatEventDate(at)).toBe('Saturday, 12 December 2026');
    expect(formatEventTime(at)).toBe('14:00');
    expect(formatEventTime({ ...at, timeZone: 'America/New_York' })).toBe('06:00');
  });

  it('gives empty texts for a zone the runtime does not know', () => {
    expect(formatEventDate({ ...at, timeZone: 'Nowhere/Atlantis' })).toBe('');
    expect(formatEventTime({ ...at, timeZone: 'Nowhere/Atlantis' })).toBe('');
  });
});
