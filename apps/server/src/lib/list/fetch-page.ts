import type { ListQuery, Page } from '@karamu/shared';
import { pickFields, type CompiledList } from './list-spec';

/**
 * Runs a list's page and count queries (both built from the same compiled `where`) and
 * shapes the answer. On PostgreSQL the two run on separate pool connections at once.
 */
export async function fetchPage<T extends object>(
  query: ListQuery,
  list: CompiledList,
  load: { rows: PromiseLike<T[]>; total: PromiseLike<{ total: number }[]> },
): Promise<Page<Partial<T>>> {
  const [rows, [counted]] = await Promise.all([load.rows, load.total]);
  return {
    items: pickFields(rows, list.pick),
    total: counted?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}
