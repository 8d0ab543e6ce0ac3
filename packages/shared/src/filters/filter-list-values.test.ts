import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinListValues, splitListValues } from './filter-list-values';

describe('joinListValues / splitListValues', () => {
  it.each<[string[], string]>([
    [['a'], 'a'],
    [['a', 'b'], 'a,b'],
    [['a,b', 'c'], 'a\\,b,c'],
    [['back\\slash'], 'back\\\\slash'],
    [['x:y'], 'x:y'],
  ])('%j <-> %s', (values, text) => {
    expect(joinListValues(values)).toBe(text);
    expect(splitListValues(text)).toEqual(values);
  });

  it.each(['a\\', 'a\\b'])('rejects the dangling or unknown escape in %s', (text) => {
    expect(splitListValues(text)).toBeUndefined();
  });

  it('round-trips any non-empty list', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1 }), (values) => {
        expect(splitListValues(joinListValues(values))).toEqual(values);
      }),
    );
  });
});
