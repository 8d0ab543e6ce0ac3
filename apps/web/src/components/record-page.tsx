import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { BackLink } from '@/components/back-link';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The frame of a page that shows one record (an event, an occasion): the back link, then
 * a placeholder while the record loads, why it failed (with Retry), or the record itself.
 * While there is no record yet the page still has its level-1 heading, the record's kind,
 * so screen-reader users land on a named page.
 */
export function RecordPage<T>({
  back,
  noun,
  query,
  title,
  placeholder,
  children,
}: {
  back: { to: string; label: string };
  /** The record's kind, capitalised ("Event"): the heading and title until it has loaded. */
  noun: string;
  query: UseQueryResult<T>;
  /** The tab title once the record has loaded. */
  title: (record: T) => string;
  /** What stands below the heading's placeholder while loading, shaped like the page. */
  placeholder: ReactNode;
  children: (record: T) => ReactNode;
}) {
  useDocumentTitle(query.data === undefined ? noun : title(query.data));
  const what = `the ${noun.toLowerCase()}`;

  return (
    <div className="grid min-w-0 gap-4">
      <BackLink to={back.to}>{back.label}</BackLink>
      {query.isPending ? (
        <div role="status" aria-label={`Loading ${what}`} className="grid gap-4">
          <h1 className="sr-only">{noun}</h1>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          {placeholder}
        </div>
      ) : query.isError ? (
        <>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{noun}</h1>
          <LoadFailed
            what={what}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
