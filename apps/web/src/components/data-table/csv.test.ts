import { describe, expect, it } from 'vitest';
import { toCsv, toCsvCell, UTF8_BOM } from './csv';

describe('toCsvCell', () => {
  it.each<[Parameters<typeof toCsvCell>[0], string]>([
    ['Amina Njeri', 'Amina Njeri'],
    ['Wanjikũ', 'Wanjikũ'],
    [42, '42'],
    [12.5, '12.5'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(toCsvCell(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+254712345678', "'+254712345678"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rreturn', '"\'\rreturn"'],
  ])('neutralises the formula %j', (value, expected) => {
    expect(toCsvCell(value)).toBe(expected);
  });

  it('leaves a formula character inside the text alone', () => {
    expect(toCsvCell('a=b')).toBe('a=b');
    expect(toCsvCell('2026-11-21')).toBe('2026-11-21');
  });

  it('keeps negative numbers as numbers: they are data, not formulas', () => {
    expect(toCsvCell(-250)).toBe('-250');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1,"2"', '"\'=1,""2"""'],
  ])('quotes %j per RFC 4180', (value, expected) => {
    expect(toCsvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and ends every record with CRLF', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Amina', 'a, b'],
        ['=evil()', null],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Name,Note\r\nAmina,"a, b"\r\n\'=evil(),\r\n');
  });

  it('writes just the header for no rows', () => {
    expect(toCsv(['Name'], [])).toBe(`${UTF8_BOM}Name\r\n`);
  });
});
