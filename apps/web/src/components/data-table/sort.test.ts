import { describe, expect, it } from 'vitest';
import { formatSort, parseSort, toggleSort } from './sort';

describe('parseSort / formatSort', () => {
  it('reads the API form and writes it back', () => {
    const sort = parseSort('-createdAt,name');
    expect(sort).toEqual([
      { field: 'createdAt', desc: true },
      { field: 'name', desc: false },
    ]);
    expect(formatSort(sort)).toBe('-createdAt,name');
  });

  it('drops empty parts, repeats and fields that are not allowed', () => {
    expect(parseSort(',name,,-name,-secret,', new Set(['name']))).toEqual([
      { field: 'name', desc: false },
    ]);
  });
});

describe('toggleSort', () => {
  const byDate = [{ field: 'created', desc: true }];

  it('sorts a new column ascending, replacing the sort', () => {
    expect(toggleSort(byDate, 'name')).toEqual([{ field: 'name', desc: false }]);
  });

  it('flips the direction of the sorted column', () => {
    expect(toggleSort(byDate, 'created')).toEqual([{ field: 'created', desc: false }]);
  });

  it('adds or flips a column within the sort when appending', () => {
    const both = toggleSort(byDate, 'name', true);
    expect(formatSort(both)).toBe('-created,name');
    expect(formatSort(toggleSort(both, 'name', true))).toBe('-created,-name');
  });
});
