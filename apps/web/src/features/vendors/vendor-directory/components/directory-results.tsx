import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicPage } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/get-error-message';

/** The cards a phone shows before any scrolling: only those load at once. */
const ABOVE_THE_FOLD = 1;
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export type DirectoryResultsProps<T> = {
  query: UseQueryResult<PublicPage<T>>;
  noun: { one: string; other: string };
  filtered: boolean;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  getKey: (item: T) => string;
  renderItem: (item: T, placement: { priority: boolean }) => ReactNode;
};

/** Result cards with loading, error and empty states, and paging. */
export function DirectoryResults<T>({
  query,
  noun,
  filtered,
  onClearFilters,
  onPage,
  getKey,
  renderItem,
}: DirectoryResultsProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${noun.other}`} className={GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="grid gap-2 rounded-xl border">
            <Skeleton className="aspect-[3/2] w-full rounded-b-none" />
            <div className="grid gap-2 p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-lg border p-4">
        <p className="font-medium">We could not load the {noun.other}</p>
        <p className="text-muted-foreground">{getErrorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const { items, total, page, size } = query.data;
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        {query.isFetching && query.isPlaceholderData
          ? `Looking for ${noun.other}…`
          : total === 1
            ? `1 ${noun.one}`
            : `${total.toLocaleString()} ${noun.other}`}
      </p>
      {items.length === 0 ? (
        <div className="grid justify-items-start gap-2 rounded-lg border border-dashed p-6">
          <p className="text-muted-foreground">
            {filtered
              ? `No ${noun.one} matches these filters.`
              : `No ${noun.other} are listed yet.`}
          </p>
          {filtered && (
            <Button variant="outline" size="sm" onClick={onClearFilters}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <ul aria-label={`${noun.other[0]!.toUpperCase()}${noun.other.slice(1)}`} className={GRID}>
          {items.map((item, index) => (
            <li key={getKey(item)} className="min-w-0">
              {renderItem(item, { priority: page === 1 && index < ABOVE_THE_FOLD })}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
