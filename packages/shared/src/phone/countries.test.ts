import { countryPhoneData } from 'phone';
import { describe, expect, it } from 'vitest';
import { countries, findCountry, getCountryFlag, listCountriesByCallingCode } from './countries';

describe('countries', () => {
  it('is the maintained upstream table, every entry with the reference fields', () => {
    expect(countries).toHaveLength(countryPhoneData.length);
    expect(countries.length).toBeGreaterThan(200);
    for (const country of countries) {
      expect(Object.keys(country).sort()).toEqual([
        'alpha2',
        'alpha3',
        'country_code',
        'country_name',
        'mobile_begin_with',
        'phone_number_lengths',
      ]);
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.country_code).toMatch(/^\d{1,4}$/);
      expect(country.phone_number_lengths.length).toBeGreaterThan(0);
      for (const prefix of country.mobile_begin_with) expect(prefix).toMatch(/^\d*$/);
    }
  });

  it('has unique codes, and no calling code is the start of another', () => {
    expect(new Set(countries.map((c) => c.alpha2)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.alpha3)).size).toBe(countries.length);
    const codes = [...new Set(countries.map((c) => c.country_code))];
    for (const code of codes) {
      expect(codes.filter((other) => other !== code && other.startsWith(code))).toEqual([]);
    }
  });

  it('gives Mexico a single empty mobile prefix', () => {
    expect(findCountry('MX')?.mobile_begin_with).toEqual(['']);
  });

  it('wants 10 digits in the US and Canada', () => {
    expect(findCountry('US')?.phone_number_lengths).toEqual([10]);
    expect(findCountry('CA')?.phone_number_lengths).toEqual([10]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(countries)).toBe(true);
    expect(Object.isFrozen(findCountry('KE')?.mobile_begin_with)).toBe(true);
  });
});

describe('findCountry', () => {
  it.each([
    ['KE', 'KE'],
    ['ke', 'KE'],
    [' KEN ', 'KE'],
    ['GBR', 'GB'],
    ['ZZ', undefined],
    ['Kenya', undefined],
    ['', undefined],
    [null, undefined],
    [254, undefined],
  ])('%j -> %s', (code, alpha2) => {
    expect(findCountry(code)?.alpha2).toBe(alpha2);
  });
});

describe('listCountriesByCallingCode', () => {
  it('lists every entry sharing a code', () => {
    const alpha2s = listCountriesByCallingCode('1').map((c) => c.alpha2);
    expect(alpha2s).toEqual(expect.arrayContaining(['US', 'CA', 'JM']));
    expect(listCountriesByCallingCode('254').map((c) => c.alpha2)).toEqual(['KE']);
    expect(listCountriesByCallingCode('999')).toEqual([]);
  });
});

describe('getCountryFlag', () => {
  it.each([
    ['KE', '🇰🇪'],
    ['us', '🇺🇸'],
    ['GBR', ''],
    ['K1', ''],
    ['', ''],
  ])('%s -> %s', (code, flag) => {
    expect(getCountryFlag(code)).toBe(flag);
  });
});
