import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each<[unknown, string]>([
    [0, '0.00 B'],
    [512, '512.00 B'],
    [999, '999.00 B'],
    [1000, '1.00 kB'],
    [1536, '1.54 kB'],
    [999_994, '999.99 kB'],
    [999_999, '1.00 MB'],
    [1_500_000, '1.50 MB'],
    [2_250_000_000, '2.25 GB'],
    [3e12, '3.00 TB'],
    [5e15, '5000.00 TB'],
    [-1, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    ['1000', ''],
    [null, ''],
  ])('%j -> %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('always writes two decimals and a known unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e18, noNaN: true }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d+\.\d{2} (B|kB|MB|GB|TB)$/);
      }),
    );
  });
});
