import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './normalize-digits';

describe('normalizeDigits', () => {
  it.each([
    ['ASCII', '0123456789', '0123456789'],
    ['Arabic-Indic', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['Persian', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['Devanagari', '०१२३४५६७८९', '0123456789'],
    ['Bengali', '০১২৩৪৫৬৭৮৯', '0123456789'],
    ['Tamil', '௦௧௨௩௪௫௬௭௮௯', '0123456789'],
    ['Thai', '๐๑๒๓๔๕๖๗๘๙', '0123456789'],
    ['Myanmar', '၀၁၂၃၄၅၆၇၈၉', '0123456789'],
    ['full-width', '０１２３４５６７８９', '0123456789'],
    ['mathematical bold', '𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗', '0123456789'],
    ['mathematical monospace', '𝟶𝟷𝟸𝟹𝟺𝟻𝟼𝟽𝟾𝟿', '0123456789'],
    ['mixed with text', '+٢٥٤ (٧١٢) x٣', '+254 (712) x3'],
  ])('%s', (_, text, expected) => {
    expect(normalizeDigits(text)).toBe(expected);
  });

  it('leaves non-digits alone, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const normalized = normalizeDigits(text);
        expect(normalized.replace(/\d/g, '')).toBe(text.replace(/\p{Nd}/gu, ''));
      }),
    );
  });
});
