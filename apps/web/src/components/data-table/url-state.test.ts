import { describe, expect, it } from 'vitest';
import { encodeFilters } from '@karamu/shared';
import {
  hasActiveFilters,
  readTableState,
  toListFilter,
  writeTableState,
  type TableState,
  type TableStateConfig,
} from './url-state';

const config: TableStateConfig = {
  prefix: '',
  optionFields: ['status', 'tag'],
  dateFields: ['created'],
  sortableFields: ['name', 'created'],
  hideableColumns: ['phone', 'note'],
  defaultSort: [{ field: 'created', desc: true }],
  defaultHidden: ['note'],
  pageSizes: [20, 50, 100],
  defaultSize: 50,
};

const defaults: TableState = {
  search: '',
  options: {},
  dates: {},
  sort: [{ field: 'created', desc: true }],
  page: 1,
  size: 50,
  hidden: ['note'],
};

const read = (query: string, c = config) => readTableState(new URLSearchParams(query), c);
const write = (state: TableState, query = '', c = config) =>
  writeTableState(new URLSearchParams(query), state, c).toString();

describe('table state in the URL', () => {
  it('round-trips filters, sort, page, size and hidden columns', () => {
    const state: TableState = {
      search: 'amina w',
      options: { status: ['confirmed', 'a,b'], tag: ['vip'] },
      dates: { created: { from: '2026-11-01', to: '2026-11-30' } },
      sort: [
        { field: 'name', desc: false },
        { field: 'created', desc: true },
      ],
      page: 3,
      size: 100,
      hidden: ['phone'],
    };
    const query = write(state);
    expect(query).toBe(
      'q=amina+w&f.status=confirmed&f.status=a%2Cb&f.tag=vip&d.created=2026-11-01%2C2026-11-30' +
        '&sort=name%2C-created&page=3&size=100&hide=phone',
    );
    expect(read(query)).toEqual(state);
  });

  it('leaves defaults out of the URL and reads them back from an empty one', () => {
    expect(write(defaults)).toBe('');
    expect(read('')).toEqual(defaults);
  });

  it('writes an explicit empty hidden list when every column is shown', () => {
    const query = write({ ...defaults, hidden: [] });
    expect(query).toBe('hide=');
    expect(read(query).hidden).toEqual([]);
  });

  it('keeps open-ended date ranges', () => {
    const state = { ...defaults, dates: { created: { from: '2026-11-01' } } };
    expect(write(state)).toBe('d.created=2026-11-01%2C');
    expect(read(write(state))).toEqual(state);
    expect(read('d.created=,2026-11-30').dates).toEqual({ created: { to: '2026-11-30' } });
  });

  it('ignores what it does not know or cannot use', () => {
    expect(
      read(
        'f.other=x&f.status=&d.created=2026-02-30,2026-03-01&sort=secret&page=0&size=37&hide=name,phone',
      ),
    ).toEqual({ ...defaults, hidden: ['phone'] });
    expect(read('d.created=2026-11-30,2026-11-01&page=abc&size=-5')).toEqual(defaults);
  });

  it("leaves other parameters, and another table's, alone", () => {
    const guests = { ...config, prefix: 'g.' };
    const query = write({ ...defaults, page: 2 }, 'tab=guests&page=7&g.q=old', guests);
    expect(query).toBe('tab=guests&page=7&g.page=2');
    expect(read(query, guests).page).toBe(2);
    expect(read(query).page).toBe(7);
  });
});

describe('toListFilter', () => {
  it('gives encodeFilters what the list asks for', () => {
    const state: TableState = {
      ...defaults,
      search: 'amina',
      options: { status: ['confirmed', 'pending'] },
      dates: { created: { from: '2026-11-01', to: '2026-11-30' } },
    };
    expect(encodeFilters(toListFilter(state), { searchFields: ['name'] })).toEqual([
      'name:ilike:amina',
      'created:btn:2026-Nov-01,2026-Nov-30',
      'status:in:confirmed,pending',
    ]);
    expect(hasActiveFilters(state)).toBe(true);
    expect(hasActiveFilters({ ...defaults, search: '  ' })).toBe(false);
  });
});
