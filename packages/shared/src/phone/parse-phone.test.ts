import { describe, expect, it } from 'vitest';
import { parsePhone, type ParsePhoneOptions, type ParsePhoneResult } from './parse-phone';

const KENYAN = { ok: true, e164: '+254712345678', country: 'KE', national: '712345678' };

type Case = { text: unknown; options?: ParsePhoneOptions; expected: Partial<ParsePhoneResult> };
const accepts = (text: unknown, options?: ParsePhoneOptions, expected: object = KENYAN): Case => ({
  text,
  ...(options ? { options } : {}),
  expected,
});
const rejects = (text: unknown, error: string, options?: ParsePhoneOptions): Case => ({
  text,
  ...(options ? { options } : {}),
  expected: { ok: false, error } as Partial<ParsePhoneResult>,
});

describe('parsePhone: how a number may be written', () => {
  it.each<Case>([
    accepts('+254712345678'),
    accepts('+254 712 345 678'),
    accepts('+254-712-345-678'),
    accepts('+254.712.345.678'),
    accepts('+254 (712) 345 678'),
    accepts('[0712] 345 678', { country: 'KE' }),
    accepts('(0712) 345-678', { country: 'KE' }),
    accepts('0712345678', { country: 'KE' }),
    accepts('712345678', { country: 'KE' }),
    accepts('0712345678', { country: 'ke' }),
    accepts('0712345678', { country: 'KEN' }),
    accepts('254712345678', { country: 'KE' }),
    accepts('+254 0712 345678'),
    accepts('00254712345678'),
    accepts('254712345678'),
    accepts(254712345678),
    accepts('  +254712345678  '),
    accepts('\u00a0+254\u2009712\u2011345\u2013678'),
  ])('$text $options', ({ text, options, expected }) => {
    expect(parsePhone(text, options)).toEqual(expected);
  });
});

describe('parsePhone: digits of other scripts', () => {
  it.each([
    ['Arabic-Indic', '٠٧١٢٣٤٥٦٧٨'],
    ['Persian', '۰۷۱۲۳۴۵۶۷۸'],
    ['Devanagari', '०७१२३४५६७८'],
    ['Bengali', '০৭১২৩৪৫৬৭৮'],
    ['Thai', '๐๗๑๒๓๔๕๖๗๘'],
    ['full-width', '０７１２\u3000３４５\uff0d６７８'],
  ])('%s', (_, text) => {
    expect(parsePhone(text, { country: 'KE' })).toEqual(KENYAN);
  });

  it('full-width plus and digits without a country', () => {
    expect(parsePhone('＋２５４７１２３４５６７８')).toEqual(KENYAN);
  });
});

describe('parsePhone: extensions', () => {
  it.each([
    '+254712345678 ext. 12',
    '+254712345678 ext 12',
    '+254712345678 extension 12',
    '+254712345678x12',
    '+254712345678 x 12',
    '+254712345678 #12',
    '+254712345678;ext=12',
  ])('%s', (text) => {
    expect(parsePhone(text)).toEqual({ ...KENYAN, extension: '12' });
  });
});

describe('parsePhone: errors', () => {
  it.each<Case>([
    rejects('', 'NOT_A_NUMBER'),
    rejects('   ', 'NOT_A_NUMBER'),
    rejects('+', 'NOT_A_NUMBER'),
    rejects('abc', 'NOT_A_NUMBER'),
    rejects('0712345678abc', 'NOT_A_NUMBER', { country: 'KE' }),
    rejects('call 0712345678', 'NOT_A_NUMBER', { country: 'KE' }),
    rejects('++254712345678', 'NOT_A_NUMBER'),
    rejects('+254 712 345 678 😀', 'NOT_A_NUMBER'),
    rejects('+254\u0000712345678', 'NOT_A_NUMBER'),
    rejects(null, 'NOT_A_NUMBER'),
    rejects(undefined, 'NOT_A_NUMBER'),
    rejects({}, 'NOT_A_NUMBER'),
    rejects(['+254712345678'], 'NOT_A_NUMBER'),
    rejects(Number.NaN, 'NOT_A_NUMBER'),
    rejects(-254712345678, 'NOT_A_NUMBER'),
    rejects(2547.5, 'NOT_A_NUMBER'),
    rejects(true, 'NOT_A_NUMBER'),
    rejects('+254 7123', 'TOO_SHORT'),
    rejects('071234567', 'TOO_SHORT', { country: 'KE' }),
    rejects('+254 7123 456 789', 'TOO_LONG'),
    rejects('07123456789', 'TOO_LONG', { country: 'KE' }),
    rejects('+1234567890123456789012', 'TOO_LONG'),
    rejects('+999 712 345 678', 'INVALID_COUNTRY'),
    rejects('0712345678', 'INVALID_COUNTRY'),
    rejects('0712345678', 'INVALID_COUNTRY', { country: 'ZZ' }),
    rejects('0712345678', 'INVALID_COUNTRY', { country: 'Kenya' }),
    rejects('+44 7911 123456', 'INVALID_COUNTRY', { country: 'KE' }),
    rejects('00 254 712 345 678', 'INVALID_COUNTRY', { country: 'TZ' }),
  ])('$text $options -> $expected.error', ({ text, options, expected }) => {
    expect(parsePhone(text, options)).toEqual(expected);
  });

  it('rejects text longer than 250 characters before parsing it', () => {
    const padded = (length: number) => '+254712345678'.padEnd(length, ' ');
    expect(parsePhone(padded(250))).toEqual(KENYAN);
    expect(parsePhone(padded(251))).toEqual({ ok: false, error: 'TOO_LONG' });
    expect(parsePhone('x'.repeat(1_000_000))).toEqual({ ok: false, error: 'TOO_LONG' });
  });

  it('survives options that are not options', () => {
    expect(parsePhone('+254712345678', null as never)).toEqual(KENYAN);
    expect(parsePhone('+254712345678', 'KE' as never)).toEqual(KENYAN);
    expect(parsePhone('+254712345678', { country: 42 } as never)).toEqual({
      ok: false,
      error: 'INVALID_COUNTRY',
    });
  });
});

describe('parsePhone: the country table', () => {
  it.each([
    ['+1 212 555 0100', 'US'],
    ['+1 416 555 0100', 'CA'],
    ['+1 876 210 1234', 'JM'],
    ['+7 701 123 4567', 'KZ'],
    ['+7 912 345 67 89', 'RU'],
  ])('%s belongs to %s among the countries sharing its code', (text, country) => {
    expect(parsePhone(text)).toMatchObject({ ok: true, country });
  });

  it('wants 10 digits in the US and Canada', () => {
    for (const country of ['US', 'CA']) {
      expect(parsePhone('212 555 010', { country })).toEqual({ ok: false, error: 'TOO_SHORT' });
      expect(parsePhone('212 555 01000', { country })).toEqual({ ok: false, error: 'TOO_LONG' });
      expect(parsePhone('212 555 0100', { country })).toMatchObject({ ok: true, country });
    }
  });

  it('takes any Mexican number as mobile (single empty prefix)', () => {
    expect(parsePhone('55 1234 5678', { country: 'MX', mobileOnly: true })).toMatchObject({
      ok: true,
      e164: '+525512345678',
    });
  });

  it('checks mobile prefixes only when asked', () => {
    expect(parsePhone('+254 20 2345678')).toMatchObject({ ok: true });
    expect(parsePhone('+254 20 2345678', { mobileOnly: true })).toEqual({
      ok: false,
      error: 'NOT_MOBILE',
    });
    expect(parsePhone('+254 110 123456', { mobileOnly: true })).toMatchObject({ ok: true });
  });
});

describe('parsePhone: extra mobile prefixes from settings', () => {
  const landline = '+254 20 2345678';

  it.each<[string, ParsePhoneOptions['extraMobilePrefixes'], boolean]>([
    ['none', undefined, false],
    ['another country', { TZ: ['2'] }, false],
    ['KE 20', { KE: ['20'] }, true],
    ['lower-case key', { ke: ['2'] }, true],
    ['KE 21 only', { KE: ['21'] }, false],
    ['junk entries ignored', { KE: ['x', '', 2 as never, '20'] }, true],
    ['junk value', { KE: 'twenty' as never }, false],
  ])('%s', (_, extraMobilePrefixes, ok) => {
    const result = parsePhone(landline, { mobileOnly: true, extraMobilePrefixes });
    expect(result.ok).toBe(ok);
  });

  it('never narrows a country the table has no prefixes for', () => {
    const fm = '+691 320 1234'; // Micronesia: no mobile prefixes upstream
    expect(parsePhone(fm, { mobileOnly: true })).toMatchObject({ ok: true, country: 'FM' });
    expect(parsePhone(fm, { mobileOnly: true, extraMobilePrefixes: { FM: ['9'] } })).toMatchObject({
      ok: true,
      country: 'FM',
    });
  });
});

describe('parsePhone answers only numbers that read the same again', () => {
  it('refuses digits that are still a trunk prefix after one was dropped (found by the property test)', () => {
    expect(parsePhone('+95000000000')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parsePhone('+254 0712 345 678')).toMatchObject({ ok: true, e164: '+254712345678' });
  });
});

describe("parsePhone: another country's calling code written without '+'", () => {
  it.each([
    ['255712345678', 'KE', '+255712345678', 'TZ'],
    ['255 712 345 678', 'KE', '+255712345678', 'TZ'],
    ['256712345678', 'KE', '+256712345678', 'UG'],
    ['254712345678', 'TZ', '+254712345678', 'KE'],
    ['447911123456', 'KE', '+447911123456', 'GB'],
  ])('%s in a list of %s reads as %s (%s)', (text, country, e164, read) => {
    expect(parsePhone(text, { country })).toMatchObject({ ok: true, e164, country: read });
  });

  it("keeps the chosen country's reading when it fits", () => {
    expect(parsePhone('712345678', { country: 'KE' })).toEqual(KENYAN);
  });

  it('still refuses what fits neither reading, with the national reading as the reason', () => {
    expect(parsePhone('2557123456789', { country: 'KE' })).toEqual({
      ok: false,
      error: 'TOO_LONG',
    });
    expect(parsePhone('25571234', { country: 'KE' })).toMatchObject({ ok: false });
  });

  it("never overrides an explicit '+' or '00', or a country that does not exist", () => {
    expect(parsePhone('+44 7911 123456', { country: 'KE' })).toMatchObject({ ok: false });
    expect(parsePhone('00 254 712 345 678', { country: 'TZ' })).toMatchObject({ ok: false });
    expect(parsePhone('255712345678', { country: 'ZZ' })).toMatchObject({ ok: false });
  });

  it('keeps the mobile check on the foreign reading', () => {
    expect(parsePhone('255222123456', { country: 'KE', mobileOnly: true })).toMatchObject({
      ok: false,
    });
  });
});
