/**
 * The fields of a form's output whose value differs from the same field of the record it
 * edits: what an edit sends (with the version it read), so it changes only what was changed.
 */
export function changedFields<T extends object>(before: object, after: T): Partial<T> {
  const was = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(after).filter(([name, value]) => value !== was[name]),
  ) as Partial<T>;
}
