import { describe, expect, it } from 'vitest';
import { extraMobilePrefixesSchema, readExtraMobilePrefixes } from './extra-mobile-prefixes';

describe('extraMobilePrefixesSchema', () => {
  it.each([
    [{ KE: ['11', '10'], TZ: ['61'] }, true],
    [{}, true],
    [{ ke: ['11'] }, false],
    [{ KEN: ['11'] }, false],
    [{ ZZ: ['11'] }, false],
    [{ KE: ['1a'] }, false],
    [{ KE: [''] }, false],
    [{ KE: ['1234567'] }, false],
    [{ KE: '11' }, false],
    [null, false],
  ])('%j valid: %s', (value, valid) => {
    expect(extraMobilePrefixesSchema.safeParse(value).success).toBe(valid);
  });
});

describe('readExtraMobilePrefixes', () => {
  it('keeps the usable part of anything', () => {
    expect(readExtraMobilePrefixes({ ke: ['11', 'x', 7], KE: ['10'], TZ: 'no' })).toEqual(
      new Map([['KE', ['11', '10']]]),
    );
    expect(readExtraMobilePrefixes(null).size).toBe(0);
    expect(readExtraMobilePrefixes('KE').size).toBe(0);
  });
});
