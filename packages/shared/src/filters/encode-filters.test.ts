import { describe, expect, it } from 'vitest';
import { encodeFilters } from './encode-filters';
import type { FilterSearchConfig, ListFilter } from './filter-types';

const config: FilterSearchConfig = {
  searchFields: ['name', 'email'],
  exactFields: ['id', 'phone'],
};

describe('encodeFilters (field:operator:value)', () => {
  it.each<[string, ListFilter, string[]]>([
    ['nothing', {}, []],
    [
      'text search: ilike over the text fields',
      { search: 'amina' },
      ['name:ilike:amina', 'email:ilike:amina'],
    ],
    [
      'search text is trimmed',
      { search: '  amina w ' },
      ['name:ilike:amina w', 'email:ilike:amina w'],
    ],
    ['blank search', { search: '   ' }, []],
    [
      'numeric search: eq on exact-match keys too',
      { search: '254712' },
      ['name:ilike:254712', 'email:ilike:254712', 'id:eq:254712', 'phone:eq:254712'],
    ],
    [
      'decimal search',
      { search: '12.50' },
      ['name:ilike:12.50', 'email:ilike:12.50', 'id:eq:12.50', 'phone:eq:12.50'],
    ],
    ['mixed search: no eq', { search: 'A12' }, ['name:ilike:A12', 'email:ilike:A12']],
    ['search with : and ,', { search: 'a:b,c' }, ['name:ilike:a:b,c', 'email:ilike:a:b,c']],
    [
      'date range, yyyy-MMM-dd',
      { dateFilters: { created: { from: new Date(2026, 10, 1), to: new Date(2026, 10, 30) } } },
      ['created:btn:2026-Nov-01,2026-Nov-30'],
    ],
    [
      'date range from text',
      { dateFilters: { created: { from: '2026-11-01', to: '2026-11-21' } } },
      ['created:btn:2026-Nov-01,2026-Nov-21'],
    ],
    [
      'open end',
      { dateFilters: { created: { from: new Date(2026, 10, 1) } } },
      ['created:btn:2026-Nov-01,'],
    ],
    [
      'open start',
      { dateFilters: { created: { from: null, to: new Date(2026, 10, 21) } } },
      ['created:btn:,2026-Nov-21'],
    ],
    ['empty range', { dateFilters: { created: { from: null, to: 'not a date' } } }, []],
    ['single value', { filters: { status: 'active' } }, ['status:in:active']],
    [
      'number and boolean',
      { filters: { year: 2026, paid: false } },
      ['year:in:2026', 'paid:in:false'],
    ],
    [
      'options by value',
      { filters: { status: [{ value: 'active', label: 'Active' }, { value: 'pending' }] } },
      ['status:in:active,pending'],
    ],
    [
      'option values with , and \\',
      { filters: { tag: [{ value: 'a,b' }, { value: 'c\\d' }] } },
      ['tag:in:a\\,b,c\\\\d'],
    ],
    ['no options chosen', { filters: { status: [], type: null, kind: undefined, code: '' } }, []],
    [
      'everything, in a stable order',
      {
        search: 'amina',
        dateFilters: { created: { from: new Date(2026, 10, 1), to: new Date(2026, 10, 30) } },
        filters: { status: [{ value: 'active' }] },
      },
      [
        'name:ilike:amina',
        'email:ilike:amina',
        'created:btn:2026-Nov-01,2026-Nov-30',
        'status:in:active',
      ],
    ],
  ])('%s', (_, filter, expected) => {
    expect(encodeFilters(filter, config)).toEqual(expected);
  });

  it('searches nothing without a config', () => {
    expect(encodeFilters({ search: 'amina', filters: { s: 'x' } })).toEqual(['s:in:x']);
  });

  it('leaves out field names the query form cannot carry', () => {
    expect(
      encodeFilters(
        { search: 'x', filters: { 'a:b': 'x', '': 'y', ok: 'z' } },
        { searchFields: ['name', 'bad:field'] },
      ),
    ).toEqual(['name:ilike:x', 'ok:in:z']);
  });

  it('cuts a very long search at 200 characters without splitting a character', () => {
    const [param] = encodeFilters({ search: `${'a'.repeat(199)}😀😀` }, { searchFields: ['name'] });
    expect(param).toBe(`name:ilike:${'a'.repeat(199)}`);
  });

  it.each([null, undefined, 42, 'search', [], { search: 42, dateFilters: 'x', filters: 7 }])(
    'gives nothing for %j',
    (filter) => {
      expect(encodeFilters(filter, config)).toEqual([]);
    },
  );

  it('survives getters that throw', () => {
    const filter = {
      get search(): string {
        throw new Error('boom');
      },
    };
    expect(encodeFilters(filter, config)).toEqual([]);
  });
});
