import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTER_VALUE_MAX_LENGTH } from '../constants';
import { DATE_YEAR_RANGE } from '../date-bounds';
import { formatCalendarDate } from '../format/dates';
import { decodeFilters } from './decode-filters';
import { encodeFilters } from './encode-filters';
import type {
  AllowedFilters,
  DecodedFilters,
  FilterOperator,
  FilterSearchConfig,
  ListFilter,
} from './filter-types';

const fieldName = fc.stringMatching(/^[a-z][a-zA-Z0-9_.]{0,10}$/);
/** Any text the query can carry: ':' ',' '\' and characters from every plane included. */
const value = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .filter((text) => text.length <= FILTER_VALUE_MAX_LENGTH);
/** The years the server accepts (decision 0018). */
const day = fc.date({
  min: new Date(DATE_YEAR_RANGE.min, 0, 1),
  max: new Date(DATE_YEAR_RANGE.max, 11, 31),
  noInvalidDate: true,
});

const scenario = fc.record({
  searchFields: fc.uniqueArray(fieldName, { maxLength: 3 }),
  exactFields: fc.uniqueArray(fieldName, { maxLength: 2 }),
  search: fc.oneof(value, fc.stringMatching(/^\d{1,8}(\.\d{1,2})?$/), fc.constant('')),
  dateFilters: fc.dictionary(fieldName, fc.record({ from: fc.option(day), to: fc.option(day) }), {
    maxKeys: 3,
  }),
  filters: fc.dictionary(
    fieldName,
    fc.oneof(
      value,
      fc.array(fc.record({ value: fc.oneof(value, fc.integer(), fc.boolean()) }), { maxLength: 5 }),
    ),
    { maxKeys: 3 },
  ),
});

describe('encodeFilters / decodeFilters', () => {
  it('round-trip: the server reads back exactly what the list asked for', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const config: FilterSearchConfig = {
          searchFields: s.searchFields,
          exactFields: s.exactFields,
        };
        const filter: ListFilter = {
          search: s.search,
          dateFilters: s.dateFilters,
          filters: s.filters,
        };
        const allowed: Record<string, FilterOperator[]> = {};
        const allow = (field: string, operator: FilterOperator) => {
          allowed[field] = [...(allowed[field] ?? []), operator];
        };
        s.searchFields.forEach((f) => allow(f, 'ilike'));
        s.exactFields.forEach((f) => allow(f, 'eq'));
        Object.keys(s.dateFilters).forEach((f) => allow(f, 'btn'));
        Object.keys(s.filters).forEach((f) => allow(f, 'in'));

        const text = s.search.trim();
        const numeric = /^\d+(\.\d+)?$/.test(text);
        const expected: DecodedFilters = {
          search:
            text === ''
              ? []
              : [
                  ...s.searchFields.map((field) => ({
                    field,
                    operator: 'ilike' as const,
                    value: text,
                  })),
                  ...(numeric
                    ? s.exactFields.map((field) => ({
                        field,
                        operator: 'eq' as const,
                        value: text,
                      }))
                    : []),
                ],
          dateRanges: Object.entries(s.dateFilters).flatMap(([field, { from, to }]) =>
            from === null && to === null
              ? []
              : [
                  {
                    field,
                    ...(from ? { from: formatCalendarDate(from) } : {}),
                    ...(to ? { to: formatCalendarDate(to) } : {}),
                  },
                ],
          ),
          options: Object.entries(s.filters).flatMap(([field, chosen]) => {
            const values = (
              Array.isArray(chosen) ? chosen.map((o) => String(o.value)) : [chosen]
            ).filter((v) => v !== '');
            return values.length === 0 ? [] : [{ field, values }];
          }),
        };

        const params = encodeFilters(filter, config);
        const decoded = decodeFilters(params, allowed);
        // A reversed range is the caller's mistake: the server answers 400 to it.
        const reversed = Object.values(s.dateFilters).some(
          ({ from, to }) => from && to && formatCalendarDate(from) > formatCalendarDate(to),
        );
        if (reversed) {
          expect(decoded.ok).toBe(false);
        } else {
          expect(decoded).toEqual({ ok: true, filters: expected });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never throw, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(Array.isArray(encodeFilters(a, b as never))).toBe(true);
        expect(typeof decodeFilters(a, (b ?? {}) as never).ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary' }),
            fc.stringMatching(/^[a-z]{1,4}:(ilike|eq|btn|in|x):.{0,30}$/),
          ),
        ),
        (params) => {
          const allowed: AllowedFilters = { name: ['ilike', 'eq', 'btn', 'in'], a: ['in'] };
          const result = decodeFilters(params, allowed);
          if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
