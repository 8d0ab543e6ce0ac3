import {
  FILTER_DATE_FORMAT,
  FILTER_MAX_OPTIONS,
  FILTER_MAX_PARAMS,
  FILTER_PARAM_MAX_LENGTH,
  FILTER_VALUE_MAX_LENGTH,
} from '../constants';
import { parseFilterDate } from '../format/dates';
import { dateRangeMessage, isYearInRange } from '../date-bounds';
import { splitListValues } from './filter-list-values';
import {
  FILTER_OPERATORS,
  NUMERIC_SEARCH,
  type AllowedFilters,
  type DateRangeCondition,
  type DecodedFilters,
  type DecodeFiltersResult,
  type FilterError,
  type FilterErrorCode,
  type FilterOperator,
  type OptionCondition,
  type SearchCondition,
} from './filter-types';

/** Error answers quote the parameter, but never more of it than this. */
const QUOTED_PARAM_MAX_LENGTH = 100;
const quote = (text: string) => `'${text.slice(0, QUOTED_PARAM_MAX_LENGTH)}'`;

type Decoded<F extends string> =
  | { kind: 'search'; condition: SearchCondition<F> }
  | { kind: 'dateRange'; condition: DateRangeCondition<F> }
  | { kind: 'option'; condition: OptionCondition<F> }
  | { kind: 'error'; code: FilterErrorCode; message: string };

const error = <F extends string>(code: FilterErrorCode, message: string): Decoded<F> => ({
  kind: 'error',
  code,
  message,
});

function toParamList(params: unknown): unknown[] | undefined {
  if (params === undefined || params === null) return [];
  if (typeof params === 'string') return [params];
  return Array.isArray(params) ? params : undefined;
}

function decodeDateEnd(text: string | undefined): string | null | undefined {
  if (text === undefined || text === '') return undefined;
  return parseFilterDate(text);
}

function decodeDateRange<F extends string>(field: F, value: string): Decoded<F> {
  const bad = error<F>(
    'BAD_DATE',
    `Expected from,to in ${FILTER_DATE_FORMAT}, e.g. 2026-Nov-01,2026-Nov-30`,
  );
  const parts = value.split(',');
  if (parts.length !== 2) return bad;
  const from = decodeDateEnd(parts[0]);
  const to = decodeDateEnd(parts[1]);
  if (from === null || to === null || (from === undefined && to === undefined)) return bad;
  if ([from, to].some((day) => day !== undefined && !isYearInRange(Number(day.slice(0, 4))))) {
    return error('BAD_DATE', dateRangeMessage('Dates'));
  }
  if (from !== undefined && to !== undefined && from > to) {
    return error('BAD_DATE', 'The date range ends before it starts');
  }
  return {
    kind: 'dateRange',
    condition: {
      field,
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    },
  };
}

function decodeOptions<F extends string>(field: F, value: string): Decoded<F> {
  const values = splitListValues(value);
  if (!values || values.some((v) => v === '')) {
    return error('BAD_VALUE', "Expected comma-separated values, with ',' and '\\' escaped by '\\'");
  }
  if (values.length > FILTER_MAX_OPTIONS) {
    return error('TOO_MANY', `At most ${FILTER_MAX_OPTIONS} values per filter`);
  }
  if (values.some((v) => v.length > FILTER_VALUE_MAX_LENGTH)) {
    return error('TOO_LONG', `A value is at most ${FILTER_VALUE_MAX_LENGTH} characters`);
  }
  return { kind: 'option', condition: { field, values } };
}

function decodeSearch<F extends string>(field: F, operator: 'ilike' | 'eq', value: string) {
  if (value.length > FILTER_VALUE_MAX_LENGTH) {
    return error<F>('TOO_LONG', `A value is at most ${FILTER_VALUE_MAX_LENGTH} characters`);
  }
  if (value === '') return error<F>('BAD_VALUE', 'The search text is empty');
  if (operator === 'eq' && !NUMERIC_SEARCH.test(value)) {
    return error<F>('BAD_VALUE', 'eq takes a number');
  }
  return { kind: 'search', condition: { field, operator, value } } as const;
}

function decodeParam<F extends string>(param: unknown, allowed: AllowedFilters<F>): Decoded<F> {
  if (typeof param !== 'string') return error('MALFORMED', 'Expected field:operator:value');
  if (param.length > FILTER_PARAM_MAX_LENGTH) {
    return error('TOO_LONG', `A filter is at most ${FILTER_PARAM_MAX_LENGTH} characters`);
  }
  const first = param.indexOf(':');
  const second = first < 0 ? -1 : param.indexOf(':', first + 1);
  if (second < 0) return error('MALFORMED', 'Expected field:operator:value');
  const field = param.slice(0, first);
  const operator = param.slice(first + 1, second);
  const value = param.slice(second + 1);
  if (!Object.hasOwn(allowed, field))
    return error('UNKNOWN_FIELD', `Unknown filter field ${quote(field)}`);
  const listed: unknown = allowed[field as F];
  const operators: readonly string[] = Array.isArray(listed) ? listed : [];
  if (
    !(FILTER_OPERATORS as readonly string[]).includes(operator) ||
    !operators.includes(operator)
  ) {
    return error(
      'UNKNOWN_OPERATOR',
      `Operator ${quote(operator)} is not allowed on ${quote(field)} (allowed: ${operators.join(', ')})`,
    );
  }
  switch (operator as FilterOperator) {
    case 'ilike':
    case 'eq':
      return decodeSearch(field as F, operator as 'ilike' | 'eq', value);
    case 'btn':
      return decodeDateRange(field as F, value);
    case 'in':
      return decodeOptions(field as F, value);
  }
}

/**
 * The server's side of `encodeFilters`: checks every `filter` parameter against the
 * resource's allowed fields and operators. Returns the conditions, or every error found
 * (for a 400 answer). Never throws.
 */
export function decodeFilters<F extends string>(
  params: unknown,
  allowed: AllowedFilters<F>,
): DecodeFiltersResult<F> {
  const list = toParamList(params);
  if (!list) {
    return {
      ok: false,
      errors: [{ code: 'MALFORMED', param: '', message: 'Expected filter parameters' }],
    };
  }
  if (list.length > FILTER_MAX_PARAMS) {
    return {
      ok: false,
      errors: [{ code: 'TOO_MANY', param: '', message: `At most ${FILTER_MAX_PARAMS} filters` }],
    };
  }
  const filters: DecodedFilters<F> = { search: [], dateRanges: [], options: [] };
  const errors: FilterError[] = [];
  for (const param of list) {
    let decoded: Decoded<F>;
    try {
      decoded = decodeParam(param, allowed);
    } catch {
      // An `allowed` table that is not what its type says must not become a 500.
      decoded = error('MALFORMED', 'Expected field:operator:value');
    }
    if (decoded.kind === 'search') filters.search.push(decoded.condition);
    else if (decoded.kind === 'dateRange') filters.dateRanges.push(decoded.condition);
    else if (decoded.kind === 'option') filters.options.push(decoded.condition);
    else {
      const quoted = typeof param === 'string' ? param.slice(0, QUOTED_PARAM_MAX_LENGTH) : '';
      errors.push({ code: decoded.code, param: quoted, message: decoded.message });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, filters };
}
