import { describe, expect, it } from 'vitest';
import {
  formatPhoneAsYouType,
  formatPhoneInternational,
  formatPhoneNational,
} from './format-phone';

describe('formatPhoneAsYouType', () => {
  it.each([
    ['0712', 'KE', '0712'],
    ['0712345678', 'KE', '0712 345678'],
    ['+254712345678', undefined, '+254 712 345678'],
    ['2125550100', 'US', '(212) 555-0100'],
    ['2125550100', 'ZZ', '2125550100'],
    ['', 'KE', ''],
  ])('%s in %s -> %s', (text, country, expected) => {
    expect(formatPhoneAsYouType(text, country)).toBe(expected);
  });
});

describe('formatPhoneInternational', () => {
  it.each([
    ['+254712345678', '+254 712 345678'],
    ['+447911123456', '+44 7911 123456'],
    ['not a number', 'not a number'],
  ])('%s -> %s', (e164, expected) => {
    expect(formatPhoneInternational(e164)).toBe(expected);
  });
});

describe('formatPhoneNational', () => {
  it.each([
    ['+254712345678', '0712 345678'],
    ['+12125550100', '(212) 555-0100'],
    ['+78121234567', '8 (812) 123-45-67'],
    ['not a number', 'not a number'],
  ])('%s -> %s', (e164, expected) => {
    expect(formatPhoneNational(e164)).toBe(expected);
  });
});
