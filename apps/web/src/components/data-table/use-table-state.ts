import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readTableState,
  writeTableState,
  type TableState,
  type TableStateConfig,
} from './url-state';

export type UpdateTableState = (
  change: (state: TableState) => Partial<TableState>,
  options?: { replace?: boolean },
) => void;

/**
 * The table's state lives in the URL, so a filtered view can be bookmarked and shared
 * and Back undoes a filter. Typing replaces the history entry rather than adding one per
 * keystroke; that is the caller's `replace`.
 */
export function useTableState(given: TableStateConfig): [TableState, UpdateTableState] {
  // Screens build columns and filters inline: only a change of content is a new config.
  const configKey = JSON.stringify(given);
  const config = useMemo(() => JSON.parse(configKey) as TableStateConfig, [configKey]);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, config), [params, config]);
  const update = useCallback<UpdateTableState>(
    (change, options) => {
      setParams(
        (current) => {
          const before = readTableState(current, config);
          return writeTableState(current, { ...before, ...change(before) }, config);
        },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams, config],
  );
  return [state, update];
}
