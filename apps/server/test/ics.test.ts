import { describe, expect, it } from 'vitest';
import { buildIcs } from '../src/modules/rsvp/ics';

const base = {
  uid: 'guest-1@karamu',
  name: 'Send-off; Neema, Juma',
  startsAt: '2031-01-01T10:00:00.000Z',
  endsAt: null,
  venue: null,
  description: 'Line one\nLine two',
  now: new Date('2030-12-01T00:00:00.000Z'),
};

describe('buildIcs', () => {
  it('escapes text, uses CRLF, and gives a missing end a three-hour block', () => {
    const ics = buildIcs(base);
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'SUMMARY:Send-off\\; Neema\\, Juma',
        'DESCRIPTION:Line one\\nLine two',
        'DTSTART:20310101T100000Z',
        'DTEND:20310101T130000Z',
        'DTSTAMP:20301201T000000Z',
      ]),
    );
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = buildIcs({ ...base, name: 'Harusi 💍 '.repeat(20) });
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'Harusi 💍 '.repeat(20)}`);
  });
});
