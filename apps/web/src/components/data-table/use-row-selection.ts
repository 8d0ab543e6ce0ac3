import { useState } from 'react';

const NOTHING: ReadonlyMap<string, never> = new Map<string, never>();

export type RowSelection<T> = {
  /** Chosen rows by id; they stay chosen across pages. */
  selected: ReadonlyMap<string, T>;
  setSelected: (rows: readonly T[], selected: boolean) => void;
  clear: () => void;
};

/**
 * The chosen rows, forgotten when `scope` (the filter) changes: a row chosen under
 * another filter may no longer be in the list, and a bulk action must not reach it.
 */
export function useRowSelection<T>(getRowId: (row: T) => string, scope: string): RowSelection<T> {
  const [selection, setSelection] = useState<{ scope: string; rows: ReadonlyMap<string, T> }>({
    scope,
    rows: NOTHING,
  });
  const selected = selection.scope === scope ? selection.rows : NOTHING;
  return {
    selected,
    setSelected: (rows, on) =>
      setSelection((current) => {
        const next = new Map(current.scope === scope ? current.rows : NOTHING);
        for (const row of rows) {
          if (on) next.set(getRowId(row), row);
          else next.delete(getRowId(row));
        }
        return { scope, rows: next };
      }),
    clear: () => setSelection({ scope, rows: NOTHING }),
  };
}
