import { describe, expect, it } from 'vitest';
import { filterCountries } from './country-picker';

describe('filterCountries', () => {
  it.each<[string, string[]]>([
    ['kenya', ['KE']],
    ['KE', ['KE', 'TK', 'TR']],
    ['united k', ['GB']],
    ['ken', ['KE']],
    ['+254', ['KE']],
    ['255', ['TZ']],
    ['zzz', []],
  ])('%s', (query, alpha2s) => {
    expect(filterCountries(query).map((c) => c.alpha2)).toEqual(alpha2s);
  });

  it('lists every country by name when the search is empty', () => {
    const all = filterCountries(' ');
    expect(all.length).toBeGreaterThan(200);
    const names = all.map((c) => c.country_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('finds the countries sharing a dial code', () => {
    expect(filterCountries('+1').map((c) => c.alpha2)).toEqual(
      expect.arrayContaining(['US', 'CA', 'JM']),
    );
  });
});
