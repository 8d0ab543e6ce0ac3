/** One field of the API's `sort` parameter: `-createdAt` is `{ field: 'createdAt', desc: true }`. */
export type SortField = { field: string; desc: boolean };

/** Reads "-createdAt,name", keeping the first mention of each allowed field. */
export function parseSort(text: string, allowed?: ReadonlySet<string>): SortField[] {
  const fields: SortField[] = [];
  for (const part of text.split(',')) {
    const desc = part.startsWith('-');
    const field = desc ? part.slice(1) : part;
    if (field === '' || (allowed && !allowed.has(field))) continue;
    if (fields.some((f) => f.field === field)) continue;
    fields.push({ field, desc });
  }
  return fields;
}

export function formatSort(sort: readonly SortField[]): string {
  return sort.map(({ field, desc }) => (desc ? `-${field}` : field)).join(',');
}

/**
 * The sort after a click on a column header: a new column sorts ascending, the same
 * column flips direction. With `append` (shift-click) the column is added to, or
 * flipped within, the current sort instead of replacing it.
 */
export function toggleSort(sort: readonly SortField[], field: string, append = false): SortField[] {
  const current = sort.find((f) => f.field === field);
  const next = { field, desc: current ? !current.desc : false };
  if (!append) return [next];
  return current ? sort.map((f) => (f.field === field ? next : f)) : [...sort, next];
}
