import { formatCalendarDate } from '@karamu/shared';
import { toCsv } from './csv';
import { fetchListPage, type ListRequest } from './list-request';
import type { DataTableColumn } from './types';

/** Large enough for few requests, small enough for the server to answer each quickly. */
const EXPORT_PAGE_SIZE = 1000;

export type ExportProgress = { loaded: number; total: number };

/** Every row of the filter, a page at a time, reporting after each page. */
export async function fetchAllRows<T>(
  endpoint: string,
  request: Omit<ListRequest, 'page' | 'size'>,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchListPage<T>(
      endpoint,
      { ...request, page, size: EXPORT_PAGE_SIZE },
      signal,
    );
    rows.push(...answer.items);
    onProgress({ loaded: rows.length, total: answer.total });
    // Rows may be added or removed while the export runs: a short page ends it either way.
    if (answer.items.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}

export function buildExportCsv<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]) {
  const exported = columns.filter((column) => column.csv);
  return toCsv(
    exported.map((column) => column.header),
    rows.map((row) => exported.map((column) => column.csv?.(row))),
  );
}

export function getExportFileName(base: string): string {
  return `${base}-${formatCalendarDate(new Date())}.csv`;
}

export function downloadInBrowser(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
