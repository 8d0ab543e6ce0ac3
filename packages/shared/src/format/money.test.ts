import { describe, expect, it } from 'vitest';
import { formatMinorUnits, isCurrency, minorToDecimalText, parseAmount } from './money';

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

describe('parseAmount', () => {
  it('reads typed amounts digit by digit into minor units', () => {
    expect(parseAmount('1,500', 'KES')).toEqual({ ok: true, minor: 150_000 });
    expect(parseAmount('0.1', 'KES')).toEqual({ ok: true, minor: 10 });
    expect(parseAmount(' 1500.5 ', 'USD')).toEqual({ ok: true, minor: 150_050 });
    expect(parseAmount('2500', 'UGX')).toEqual({ ok: true, minor: 2500 });
    expect(parseAmount('1.234', 'BHD')).toEqual({ ok: true, minor: 1234 });
  });

  it('refuses more decimals than the currency has, and what is not an amount', () => {
    expect(parseAmount('10.555', 'KES')).toEqual({
      ok: false,
      message: 'KES amounts have at most 2 decimals',
    });
    expect(parseAmount('10.5', 'UGX')).toEqual({
      ok: false,
      message: 'UGX amounts have no decimals',
    });
    for (const text of ['', '-5', '1e3', '1,50', 'abc', '1.2.3']) {
      expect(parseAmount(text, 'KES').ok, text).toBe(false);
    }
    expect(parseAmount('99999999999999', 'KES')).toEqual({
      ok: false,
      message: 'The amount is too large',
    });
  });

  it('round-trips through the input text', () => {
    expect(minorToDecimalText(150_050, 'KES')).toBe('1500.50');
    expect(minorToDecimalText(5, 'USD')).toBe('0.05');
    expect(minorToDecimalText(2500, 'UGX')).toBe('2500');
  });
});

describe('isCurrency', () => {
  it('knows ISO codes Intl can format and refuses made-up or malformed ones', () => {
    expect(isCurrency('KES')).toBe(true);
    expect(isCurrency('TZS')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('kes')).toBe(false);
  });
});
