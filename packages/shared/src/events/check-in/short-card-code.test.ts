import { describe, expect, it } from 'vitest';
import {
  formatShortCardCode,
  normalizeShortCardCode,
  SHORT_CARD_CODE_ALPHABET,
} from './short-card-code';

describe('short card codes', () => {
  it('has no look-alike symbols', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) {
      expect(SHORT_CARD_CODE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(SHORT_CARD_CODE_ALPHABET).size).toBe(SHORT_CARD_CODE_ALPHABET.length);
  });

  it('reads a typed code in any case, with spaces or dashes', () => {
    expect(normalizeShortCardCode('ab2c-9xyz')).toBe('AB2C9XYZ');
    expect(normalizeShortCardCode('  AB2C 9XYZ ')).toBe('AB2C9XYZ');
    expect(normalizeShortCardCode('ab-2c-9x-yz')).toBe('AB2C9XYZ');
  });

  it('refuses what is not a short code', () => {
    expect(normalizeShortCardCode('AB2C9XY')).toBeUndefined();
    expect(normalizeShortCardCode('AB2C9XYZA')).toBeUndefined();
    expect(normalizeShortCardCode('AB0C9XYZ')).toBeUndefined();
    expect(normalizeShortCardCode('KRM1.abc.def.ghi')).toBeUndefined();
    expect(normalizeShortCardCode(42)).toBeUndefined();
  });

  it('prints two groups of four that read back to the code', () => {
    expect(formatShortCardCode('AB2C9XYZ')).toBe('AB2C-9XYZ');
    expect(normalizeShortCardCode(formatShortCardCode('AB2C9XYZ'))).toBe('AB2C9XYZ');
  });
});
