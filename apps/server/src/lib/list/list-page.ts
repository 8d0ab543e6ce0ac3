/**
 * One page of a list, the same way for every resource: the ListSpec compiles the query
 * (filter, sort, page, fields; or a 400 naming the bad parameter), the record scope narrows
 * it, and the page and the count run from the same `where`. On PostgreSQL the two run on
 * separate pool connections at once. A repository supplies only what differs: the select
 * (with its joins), the count (with the joins its filters need) and the row-to-item mapping.
 */
import { and, type SQL } from 'drizzle-orm';
import type { ListQuery, Page } from '@karamu/shared';
import { scopeCondition, type RecordScope } from '../scope';
import { compileListQuery, pickFields, type ListSpec } from './list-spec';

/** A Drizzle select not yet filtered: `db.select(...).from(...)` with any joins. */
type RowsQuery<Row> = {
  where(where: SQL | undefined): {
    orderBy(...by: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };
  };
};

/** `db.select({ total: count() }).from(...)`, not yet filtered. */
type CountQuery = { where(where: SQL | undefined): PromiseLike<{ total: number }[]> };

export async function listPage<Row, Item extends object>(
  spec: ListSpec,
  query: ListQuery,
  scope: RecordScope,
  source: {
    rows: RowsQuery<Row>;
    count: CountQuery;
    toItems: (rows: Row[]) => Item[] | Promise<Item[]>;
  },
): Promise<Page<Partial<Item>>> {
  const list = compileListQuery(spec, query);
  const where = and(list.where, scopeCondition(scope));
  const [items, [counted]] = await Promise.all([
    source.rows
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset)
      .then(source.toItems),
    source.count.where(where),
  ]);
  return {
    items: pickFields(items, list.pick),
    total: counted?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}
