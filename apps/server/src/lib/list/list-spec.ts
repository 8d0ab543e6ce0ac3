/**
 * A resource's list, declared once: which fields the search text matches, which take a
 * date range or option filter, which may be sorted. `compileListQuery` turns a validated
 * `ListQuery` into SQL pieces or a 400 that names the bad parameter.
 */
import { and, asc, desc, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  canonicalTimeZone,
  decodeFilters,
  type AllowedFilters,
  type FilterOperator,
  type ListQuery,
} from '@karamu/shared';
import { badRequest } from '../http-error';

type ListField = {
  /** The column or expression the field reads. */
  sql: SQLWrapper;
  /** Takes part in the search: `ilike` for text (trigram-indexed), `eq` for numeric keys. */
  search?: 'ilike' | 'eq';
  /** Accepts a `btn` date range: calendar days in the caller's zone. */
  dateRange?: boolean;
  /** Accepts an `in` option filter: parses one value, undefined when it is not a valid one. */
  option?: (value: string) => unknown;
  /** How an option value matches when it is not `sql = value` (e.g. membership through a join table). */
  match?: (value: unknown) => SQL;
  sortable?: boolean;
};

export type ListSpec<K extends string = string> = {
  fields: Readonly<Record<K, ListField>>;
  /** Applied when the query names no sort; `id` always breaks ties so paging is stable. */
  defaultSort: string;
  /** The stable tiebreaker, normally the primary key. */
  tiebreaker: SQLWrapper;
  /** The keys an answer item has: `fields=` may pick among them. */
  outputFields: readonly string[];
};

export type CompiledList = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** Item keys to answer with, or undefined for all. */
  pick: readonly string[] | undefined;
};

/** `in` values that must be one of a fixed set. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): T | undefined =>
    (values as readonly string[]).includes(value) ? (value as T) : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidOption = (value: string) => (UUID.test(value) ? value.toLowerCase() : undefined);
export const booleanOption = (value: string) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

function allowedFiltersOf(spec: ListSpec): AllowedFilters {
  const allowed: Record<string, FilterOperator[]> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const operators: FilterOperator[] = [];
    if (field.search) operators.push(field.search);
    if (field.dateRange) operators.push('btn');
    if (field.option) operators.push('in');
    if (operators.length > 0) allowed[name] = operators;
  }
  return allowed;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function compileWhere(spec: ListSpec, query: ListQuery): SQL | undefined {
  const decoded = decodeFilters(query.filter, allowedFiltersOf(spec));
  if (!decoded.ok) {
    const messages = decoded.errors.map((e) =>
      e.param ? `${e.message} in '${e.param}'` : e.message,
    );
    throw badRequest(`Invalid filter: ${messages[0]}`, { filter: messages });
  }
  const zone = canonicalTimeZone(query.tz ?? 'UTC');
  if (zone === undefined)
    throw badRequest(`Unknown time zone '${query.tz}'`, { tz: ['Unknown time zone'] });

  const { search, dateRanges, options } = decoded.filters;
  const conditions: (SQL | undefined)[] = [];
  if (search.length > 0) {
    conditions.push(
      or(
        ...search.map(({ field, operator, value }) => {
          const column = spec.fields[field]!.sql;
          return operator === 'ilike'
            ? sql`${column} ilike ${`%${escapeLike(value)}%`}`
            : sql`${column}::text = ${value}`;
        }),
      ),
    );
  }
  for (const { field, from, to } of dateRanges) {
    const column = spec.fields[field]!.sql;
    // Whole calendar days in the caller's zone: [from 00:00, day after `to` 00:00).
    if (from) conditions.push(sql`${column} >= (${from}::date)::timestamp at time zone ${zone}`);
    if (to) conditions.push(sql`${column} < (${to}::date + 1)::timestamp at time zone ${zone}`);
  }
  for (const { field, values } of options) {
    const parse = spec.fields[field]!.option!;
    const parsed = values.map(parse);
    const bad = values.find((_, i) => parsed[i] === undefined);
    if (bad !== undefined) {
      throw badRequest(`Invalid filter: '${bad}' is not a valid value for ${field}`, {
        filter: [`'${bad}' is not a valid value for ${field}`],
      });
    }
    const { sql: column, match } = spec.fields[field]!;
    conditions.push(
      or(...parsed.map((value) => (match ? match(value) : sql`${column} = ${value}`))),
    );
  }
  return and(...conditions);
}

function compileOrder(spec: ListSpec, sort: string): SQL[] {
  const orderBy: SQL[] = [];
  for (const key of sort.split(',')) {
    const descending = key.startsWith('-');
    const name = descending ? key.slice(1) : key;
    const field = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
    if (!field?.sortable) {
      const sortable = Object.entries(spec.fields)
        .filter(([, f]) => f.sortable)
        .map(([n]) => n);
      throw badRequest(`Cannot sort by '${name}' (sortable: ${sortable.join(', ')})`, {
        sort: [`Cannot sort by '${name}'`],
      });
    }
    orderBy.push(descending ? desc(field.sql as SQL) : asc(field.sql as SQL));
  }
  orderBy.push(asc(spec.tiebreaker as SQL));
  return orderBy;
}

function compilePick(spec: ListSpec, fields: string | undefined): readonly string[] | undefined {
  if (fields === undefined) return undefined;
  const picked = [...new Set(fields.split(','))];
  const unknown = picked.filter((f) => !spec.outputFields.includes(f));
  if (unknown.length > 0) {
    throw badRequest(`Unknown field '${unknown[0]}' in fields`, {
      fields: unknown.map((f) => `Unknown field '${f}'`),
    });
  }
  return picked;
}

export function compileListQuery(spec: ListSpec, query: ListQuery): CompiledList {
  return {
    where: compileWhere(spec, query),
    orderBy: compileOrder(spec, query.sort ?? spec.defaultSort),
    limit: query.size,
    offset: (query.page - 1) * query.size,
    pick: compilePick(spec, query.fields),
  };
}

export function pickFields<T extends object>(
  items: readonly T[],
  pick: readonly string[] | undefined,
): Partial<T>[] {
  if (!pick) return [...items];
  return items.map(
    (item) =>
      Object.fromEntries(
        pick.filter((key) => Object.hasOwn(item, key)).map((key) => [key, item[key as keyof T]]),
      ) as Partial<T>,
  );
}
