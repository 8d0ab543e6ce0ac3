import { describe, expect, it } from 'vitest';
import { decodeFilters } from './decode-filters';
import type { AllowedFilters } from './filter-types';

const allowed: AllowedFilters<'name' | 'email' | 'id' | 'created' | 'status'> = {
  name: ['ilike'],
  email: ['ilike'],
  id: ['eq'],
  created: ['btn'],
  status: ['in'],
};

describe('decodeFilters: accepted', () => {
  it('reads a search and a date range', () => {
    expect(
      decodeFilters(['name:ilike:amina', 'created:btn:2026-Nov-01,2026-Nov-30'], allowed),
    ).toEqual({
      ok: true,
      filters: {
        search: [{ field: 'name', operator: 'ilike', value: 'amina' }],
        dateRanges: [{ field: 'created', from: '2026-11-01', to: '2026-11-30' }],
        options: [],
      },
    });
  });

  it.each<[string, unknown, object]>([
    ['no parameter', undefined, { search: [], dateRanges: [], options: [] }],
    [
      'one parameter as a string',
      'id:eq:42',
      { search: [{ field: 'id', operator: 'eq', value: '42' }] },
    ],
    [
      'values keep : and ,',
      ['name:ilike:a:b,c'],
      { search: [{ field: 'name', operator: 'ilike', value: 'a:b,c' }] },
    ],
    [
      'open end',
      ['created:btn:2026-Nov-01,'],
      { dateRanges: [{ field: 'created', from: '2026-11-01' }] },
    ],
    [
      'open start',
      ['created:btn:,2026-nov-30'],
      { dateRanges: [{ field: 'created', to: '2026-11-30' }] },
    ],
    [
      'one-day range',
      ['created:btn:2026-Nov-21,2026-Nov-21'],
      { dateRanges: [{ field: 'created', from: '2026-11-21', to: '2026-11-21' }] },
    ],
    [
      'options',
      ['status:in:active,a\\,b'],
      { options: [{ field: 'status', values: ['active', 'a,b'] }] },
    ],
  ])('%s', (_, params, expected) => {
    const result = decodeFilters(params, allowed);
    expect(result).toMatchObject({ ok: true, filters: expected });
  });
});

describe('decodeFilters: errors for a 400', () => {
  it.each<[string, unknown, string]>([
    ['unknown field', 'phone:ilike:254', 'UNKNOWN_FIELD'],
    ['inherited key is no field', 'toString:ilike:x', 'UNKNOWN_FIELD'],
    ['unknown operator', 'name:like:amina', 'UNKNOWN_OPERATOR'],
    ['operator not allowed on the field', 'name:eq:42', 'UNKNOWN_OPERATOR'],
    ['bad month', 'created:btn:2026-Nox-01,2026-Nov-30', 'BAD_DATE'],
    ['no such day', 'created:btn:2026-Feb-30,2026-Mar-01', 'BAD_DATE'],
    ['ISO instead of yyyy-MMM-dd', 'created:btn:2026-11-01,2026-11-30', 'BAD_DATE'],
    ['one date only', 'created:btn:2026-Nov-01', 'BAD_DATE'],
    ['three dates', 'created:btn:2026-Nov-01,2026-Nov-02,2026-Nov-03', 'BAD_DATE'],
    ['both ends empty', 'created:btn:,', 'BAD_DATE'],
    ['reversed range', 'created:btn:2026-Nov-30,2026-Nov-01', 'BAD_DATE'],
    ['before 1900', 'created:btn:1899-Dec-31,2026-Nov-01', 'BAD_DATE'],
    ['after 2200', 'created:btn:,2201-Jan-01', 'BAD_DATE'],
    ['eq with text', 'id:eq:abc', 'BAD_VALUE'],
    ['empty search', 'name:ilike:', 'BAD_VALUE'],
    ['empty option', 'status:in:a,,b', 'BAD_VALUE'],
    ['dangling escape', 'status:in:a\\', 'BAD_VALUE'],
    ['no operator', 'name', 'MALFORMED'],
    ['no value part', 'name:ilike', 'MALFORMED'],
    ['not text', [42], 'MALFORMED'],
    ['not a list', { filter: 'x' }, 'MALFORMED'],
    ['long value', `name:ilike:${'a'.repeat(201)}`, 'TOO_LONG'],
    ['long parameter', `status:in:${'a,'.repeat(3000)}a`, 'TOO_LONG'],
    ['many options', `status:in:${'a,'.repeat(50)}a`, 'TOO_MANY'],
    ['many parameters', Array.from({ length: 51 }, () => 'name:ilike:a'), 'TOO_MANY'],
  ])('%s', (_, params, code) => {
    const result = decodeFilters(params, allowed);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.code)).toContain(code);
  });

  it('lists every error, quoting each parameter briefly', () => {
    const result = decodeFilters(
      ['phone:ilike:1', 'name:ilike:ok', `x:${'y'.repeat(500)}:z`],
      allowed,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'UNKNOWN_FIELD', param: 'phone:ilike:1', message: "Unknown filter field 'phone'" },
        {
          code: 'UNKNOWN_FIELD',
          param: `x:${'y'.repeat(98)}`,
          message: "Unknown filter field 'x'",
        },
      ],
    });
  });

  it('names the allowed operators', () => {
    const result = decodeFilters('name:eq:1', allowed);
    expect(!result.ok && result.errors[0]?.message).toBe(
      "Operator 'eq' is not allowed on 'name' (allowed: ilike)",
    );
  });

  it('survives an allowed table that is not one', () => {
    expect(decodeFilters('name:ilike:x', { name: 'ilike' } as never).ok).toBe(false);
    expect(decodeFilters('name:ilike:x', null as never).ok).toBe(false);
  });
});
