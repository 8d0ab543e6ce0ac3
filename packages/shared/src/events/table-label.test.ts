import { describe, expect, it } from 'vitest';
import { formatTableLabel } from './table-label';

describe('formatTableLabel', () => {
  it('adds the word to a bare name', () => {
    expect(formatTableLabel('4')).toBe('Table 4');
    expect(formatTableLabel('VIP')).toBe('Table VIP');
  });

  it('keeps a name that already says table, meza or tbl, in any case', () => {
    expect(formatTableLabel('Meza 2')).toBe('Meza 2');
    expect(formatTableLabel('table 7')).toBe('table 7');
    expect(formatTableLabel('TBL. 3')).toBe('TBL. 3');
    expect(formatTableLabel(' Table A ')).toBe('Table A');
  });

  it('does not mistake a word that only starts like one', () => {
    expect(formatTableLabel('Tablet corner')).toBe('Table Tablet corner');
    expect(formatTableLabel('Mezanine')).toBe('Table Mezanine');
  });
});
