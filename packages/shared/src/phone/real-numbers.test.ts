/**
 * Real mobile numbers of 81 countries, in the national and the international form their
 * owners write. The numbers are the example numbers of Google's libphonenumber metadata
 * (numbers in ranges the operators use), formatted by libphonenumber; the table is frozen
 * here so an upstream change shows up as a diff, not as a silently different test.
 */
import { describe, expect, it } from 'vitest';
import { findCountry, listCountriesByCallingCode } from './countries';
import { parsePhone } from './parse-phone';

// [alpha2, national form, international form, E.164]
const MOBILE_NUMBERS: readonly (readonly [string, string, string, string])[] = [
  ['US', '(201) 555-0123', '+1 201 555 0123', '+12015550123'],
  ['AE', '050 123 4567', '+971 50 123 4567', '+971501234567'],
  ['AU', '0412 345 678', '+61 412 345 678', '+61412345678'],
  ['BE', '0450 00 12 34', '+32 450 00 12 34', '+32450001234'],
  ['BR', '(11) 96123-4567', '+55 11 96123 4567', '+5511961234567'],
  ['CA', '(506) 234-5678', '+1 506 234 5678', '+15062345678'],
  ['CH', '078 123 45 67', '+41 78 123 45 67', '+41781234567'],
  ['CN', '131 2345 6789', '+86 131 2345 6789', '+8613123456789'],
  ['CI', '01 23 45 6789', '+225 01 23 45 6789', '+2250123456789'],
  ['CM', '6 71 23 45 67', '+237 6 71 23 45 67', '+237671234567'],
  ['CG', '06 123 4567', '+242 06 123 4567', '+242061234567'],
  ['CO', '321 1234567', '+57 321 1234567', '+573211234567'],
  ['DE', '01512 3456789', '+49 1512 3456789', '+4915123456789'],
  ['EG', '010 01234567', '+20 10 01234567', '+201001234567'],
  ['ES', '612 34 56 78', '+34 612 34 56 78', '+34612345678'],
  ['ET', '091 123 4567', '+251 91 123 4567', '+251911234567'],
  ['FI', '041 2345678', '+358 41 2345678', '+358412345678'],
  ['FR', '06 12 34 56 78', '+33 6 12 34 56 78', '+33612345678'],
  ['GB', '07400 123456', '+44 7400 123456', '+447400123456'],
  ['GH', '023 123 4567', '+233 23 123 4567', '+233231234567'],
  ['GR', '691 234 5678', '+30 691 234 5678', '+306912345678'],
  ['GT', '5123 4567', '+502 5123 4567', '+50251234567'],
  ['HK', '5123 4567', '+852 5123 4567', '+85251234567'],
  ['HR', '092 123 4567', '+385 92 123 4567', '+385921234567'],
  ['HU', '06 20 123 4567', '+36 20 123 4567', '+36201234567'],
  ['ID', '0812-345-678', '+62 812 345 678', '+62812345678'],
  ['IN', '081234 56789', '+91 81234 56789', '+918123456789'],
  ['IE', '085 012 3456', '+353 85 012 3456', '+353850123456'],
  ['IL', '050-234-5678', '+972 50 234 5678', '+972502345678'],
  ['IT', '312 345 6789', '+39 312 345 6789', '+393123456789'],
  ['JM', '(876) 210-1234', '+1 876 210 1234', '+18762101234'],
  ['JO', '07 9012 3456', '+962 7 9012 3456', '+962790123456'],
  ['JP', '090-1234-5678', '+81 90 1234 5678', '+819012345678'],
  ['KZ', '8 (771) 000 9998', '+7 771 000 9998', '+77710009998'],
  ['KE', '0712 123456', '+254 712 123456', '+254712123456'],
  ['KR', '010-2000-0000', '+82 10 2000 0000', '+821020000000'],
  ['KW', '500 12345', '+965 500 12345', '+96550012345'],
  ['LB', '71 123 456', '+961 71 123 456', '+96171123456'],
  ['LK', '071 234 5678', '+94 71 234 5678', '+94712345678'],
  ['MA', '06 50 12 34 56', '+212 6 50 12 34 56', '+212650123456'],
  ['MX', '222 123 4567', '+52 222 123 4567', '+522221234567'],
  ['MZ', '82 123 4567', '+258 82 123 4567', '+258821234567'],
  ['MW', '0991 23 45 67', '+265 991 23 45 67', '+265991234567'],
  ['MY', '012-345 6789', '+60 12 345 6789', '+60123456789'],
  ['NA', '081 123 4567', '+264 81 123 4567', '+264811234567'],
  ['NG', '0802 123 4567', '+234 802 123 4567', '+2348021234567'],
  ['NL', '06 12345678', '+31 6 12345678', '+31612345678'],
  ['NO', '40 61 23 45', '+47 40 61 23 45', '+4740612345'],
  ['NP', '984-1234567', '+977 984 1234567', '+9779841234567'],
  ['NZ', '021 123 4567', '+64 21 123 4567', '+64211234567'],
  ['OM', '9212 3456', '+968 9212 3456', '+96892123456'],
  ['PK', '0301 2345678', '+92 301 2345678', '+923012345678'],
  ['PA', '6123-4567', '+507 6123 4567', '+50761234567'],
  ['PE', '912 345 678', '+51 912 345 678', '+51912345678'],
  ['PH', '0905 123 4567', '+63 905 123 4567', '+639051234567'],
  ['PL', '512 345 678', '+48 512 345 678', '+48512345678'],
  ['PT', '912 345 678', '+351 912 345 678', '+351912345678'],
  ['PY', '0961 456789', '+595 961 456789', '+595961456789'],
  ['QA', '3312 3456', '+974 3312 3456', '+97433123456'],
  ['RO', '0712 034 567', '+40 712 034 567', '+40712034567'],
  ['RU', '8 (912) 345-67-89', '+7 912 345 67 89', '+79123456789'],
  ['RW', '0720 123 456', '+250 720 123 456', '+250720123456'],
  ['SA', '051 234 5678', '+966 51 234 5678', '+966512345678'],
  ['SN', '70 123 45 67', '+221 70 123 45 67', '+221701234567'],
  ['SG', '8123 4567', '+65 8123 4567', '+6581234567'],
  ['RS', '060 1234567', '+381 60 1234567', '+381601234567'],
  ['SE', '070-123 45 67', '+46 70 123 45 67', '+46701234567'],
  ['TH', '081 234 5678', '+66 81 234 5678', '+66812345678'],
  ['TT', '(868) 291-1234', '+1 868 291 1234', '+18682911234'],
  ['TN', '20 123 456', '+216 20 123 456', '+21620123456'],
  ['TR', '0501 234 56 78', '+90 501 234 56 78', '+905012345678'],
  ['TZ', '0621 234 567', '+255 621 234 567', '+255621234567'],
  ['UG', '0712 345678', '+256 712 345678', '+256712345678'],
  ['UA', '050 123 4567', '+380 50 123 4567', '+380501234567'],
  ['UY', '094 231 234', '+598 94 231 234', '+59894231234'],
  ['UZ', '91 234 56 78', '+998 91 234 56 78', '+998912345678'],
  ['VE', '0412-1234567', '+58 412 1234567', '+584121234567'],
  ['VN', '0912 345 678', '+84 912 345 678', '+84912345678'],
  ['ZA', '071 123 4567', '+27 71 123 4567', '+27711234567'],
  ['ZM', '095 5123456', '+260 95 5123456', '+260955123456'],
  ['ZW', '071 234 5678', '+263 71 234 5678', '+263712345678'],
];

/** Fixed lines: valid numbers with lengths the table allows but no mobile prefix. */
const LANDLINES: readonly (readonly [string, string])[] = [
  ['GB', '+44 20 7946 0958'],
  ['KE', '+254 20 2345678'],
  ['DE', '+49 30 12345678'],
  ['FR', '+33 1 23 45 67 89'],
  ['IN', '+91 11 2345 6789'],
  ['UG', '+256 41 4123456'],
  ['PK', '+92 21 12345678'],
  ['NL', '+31 20 123 4567'],
  ['SE', '+46 8 123 456 78'],
  ['AU', '+61 2 9374 4000'],
  ['ES', '+34 91 123 45 67'],
  ['IT', '+39 06 1234 5678'],
  ['TZ', '+255 22 212 3456'],
  ['RU', '+7 812 123 45 67'],
];

describe('real mobile numbers', () => {
  it('cover at least 50 countries', () => {
    expect(new Set(MOBILE_NUMBERS.map(([country]) => country)).size).toBeGreaterThanOrEqual(50);
  });

  it.each(MOBILE_NUMBERS)('%s: national %s is accepted', (country, national, _, e164) => {
    expect(parsePhone(national, { country, mobileOnly: true })).toMatchObject({
      ok: true,
      e164,
      country,
    });
  });

  it.each(MOBILE_NUMBERS)('%s: international %s is accepted', (country, _, international, e164) => {
    expect(parsePhone(international, { mobileOnly: true })).toMatchObject({
      ok: true,
      e164,
      country,
    });
    expect(parsePhone(international, { country, mobileOnly: true })).toMatchObject({
      ok: true,
      e164,
    });
  });

  it.each(MOBILE_NUMBERS)('%s: E.164 without its + is accepted', (country, _, __, e164) => {
    expect(parsePhone(e164.slice(1))).toMatchObject({ ok: true, e164, country });
  });
});

describe('wrong lengths', () => {
  const lengthCases = MOBILE_NUMBERS.flatMap(([country, , , e164]) => {
    const { country_code: code = '', phone_number_lengths: lengths = [] } =
      findCountry(country) ?? {};
    const national = e164.slice(1 + code.length);
    return [national.slice(0, -1), `${national}5`]
      .filter((digits) => !lengths.includes(digits.length))
      .map((digits) => ({
        country,
        number: `+${code}${digits}`,
        error: digits.length > Math.max(...lengths) ? 'TOO_LONG' : 'TOO_SHORT',
        // Without a country, another entry sharing the code may allow the length.
        codeShared: listCountriesByCallingCode(code).length > 1,
      }));
  });

  it('are tried for every country', () => {
    expect(lengthCases.length).toBeGreaterThanOrEqual(MOBILE_NUMBERS.length);
  });

  it.each(lengthCases)('$country: $number is $error', ({ country, number, error, codeShared }) => {
    expect(parsePhone(number, { country })).toEqual({ ok: false, error });
    if (!codeShared) expect(parsePhone(number)).toEqual({ ok: false, error });
  });
});

describe('wrong prefixes', () => {
  it.each(LANDLINES)('%s: landline %s is valid but not mobile', (country, number) => {
    expect(parsePhone(number, { country })).toMatchObject({ ok: true, country });
    expect(parsePhone(number, { country, mobileOnly: true })).toEqual({
      ok: false,
      error: 'NOT_MOBILE',
    });
  });
});
