import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from './format-money';

/** Intl separates the currency with a no-break space in some locales. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMinorUnits', () => {
  it('places the decimal point by the currency’s own minor digits', () => {
    expect(plain(formatMinorUnits(123_450, 'KES', 'en-KE'))).toBe('Ksh 1,234.50');
    expect(formatMinorUnits(5, 'USD', 'en-US')).toBe('$0.05');
    // Ugandan shillings have no minor unit; Bahraini dinars have three.
    expect(plain(formatMinorUnits(2500, 'UGX', 'en-US'))).toBe('UGX 2,500');
    expect(plain(formatMinorUnits(1234, 'BHD', 'en-US'))).toBe('BHD 1.234');
  });

  it('keeps every digit of large amounts, and signs and zero', () => {
    expect(formatMinorUnits(9_007_199_254_740_991, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
    expect(formatMinorUnits(-1999, 'USD', 'en-US')).toBe('-$19.99');
    expect(formatMinorUnits(0, 'USD', 'en-US')).toBe('$0.00');
  });
});
