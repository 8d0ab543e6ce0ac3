import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, fold } from '../src/modules/events/invitations/ics';

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

/**
 * Text made of what matters here: line breaks, characters to escape, controls, and
 * characters of 1 to 4 octets in UTF-8 (and a lone surrogate, which becomes 3).
 */
const eventText = (maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(
      'a',
      ' ',
      '\r',
      '\n',
      '\r\n',
      ';',
      ',',
      '\\',
      '\t',
      '\u0000',
      'é',
      '€',
      '💍',
      '\ud800',
    ),
    maxLength,
  });

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and every line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('\r\r\n\n')).toBe('\\n\\n\\n');
  });

  it('leaves out control characters a text value cannot hold, keeping TAB', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf');
  });

  it('leaves no raw line break in the file, whatever the event text', () => {
    fc.assert(
      fc.property(eventText(100), eventText(300), (name, text) => {
        const ics = buildIcs({ ...base, name, venue: text, description: text });
        const lines = ics.replace(/\r\n $/gm, '').split('\r\n');
        expect(ics.endsWith('\r\n')).toBe(true);
        expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);
      }),
    );
  });
});

describe('fold', () => {
  it('keeps a line of exactly 75 octets and folds one of 76', () => {
    expect(fold('a'.repeat(75))).toBe('a'.repeat(75));
    expect(fold('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(fold('a'.repeat(75 + 74 + 1))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
  });

  it('moves a multi-byte character that would straddle the limit to the next line', () => {
    // 74 octets, then a 2-octet é: the first line stops at 74.
    expect(fold(`${'a'.repeat(74)}é`)).toBe(`${'a'.repeat(74)}\r\n é`);
    // A 4-octet emoji after 73 octets would end at 77.
    expect(fold(`${'a'.repeat(73)}💍b`)).toBe(`${'a'.repeat(73)}\r\n 💍b`);
  });

  it('never splits a character and unfolds to the same text (property)', () => {
    fc.assert(
      fc.property(eventText(400), (text) => {
        const line = `SUMMARY:${escapeText(text)}`;
        const folded = fold(line);
        const sizes = folded.split('\r\n').map((part) => Buffer.byteLength(part, 'utf8'));
        expect(Math.max(...sizes)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
        // A split surrogate pair would count as two code points instead of one.
        const codePoints = (text: string) => [...text].length;
        const parts = folded.split('\r\n ');
        expect(parts.reduce((sum, part) => sum + codePoints(part), 0)).toBe(codePoints(line));
      }),
    );
  });
});
