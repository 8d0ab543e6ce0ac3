import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EventTemplate, Page } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/get-error-message';

/** The designs a phone shows before any scrolling (two columns, one row). */
const ABOVE_THE_FOLD = 2;

export type TemplateGridProps = {
  query: UseQueryResult<Page<EventTemplate>>;
  /** Filters are on: an empty result offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** `priority`: the design is among the first, above the fold on a phone (TemplateCard). */
  renderItem: (template: EventTemplate, placement: { priority: boolean }) => ReactNode;
  /** The list's accessible name. */
  label: string;
};

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** The designs as a grid of cards, with loading, error and empty states. */
export function TemplateGrid({
  query,
  filtered,
  onClearFilters,
  renderItem,
  label,
}: TemplateGridProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading designs" className={GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="aspect-[5/7] w-full rounded-xl" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-lg border p-4">
        <p className="font-medium">We could not load the designs</p>
        <p className="text-muted-foreground">{getErrorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const { items, total } = query.data;
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {query.isFetching && query.isPlaceholderData
          ? 'Looking for designs…'
          : total === 1
            ? '1 design'
            : `${total} designs`}
      </p>
      {items.length === 0 ? (
        <div className="grid justify-items-start gap-2 rounded-lg border border-dashed p-6">
          <p className="text-muted-foreground">
            {filtered ? 'No design matches your search.' : 'No designs yet.'}
          </p>
          {filtered && (
            <Button variant="outline" size="sm" onClick={onClearFilters}>
              Show all designs
            </Button>
          )}
        </div>
      ) : (
        <ul aria-label={label} className={GRID}>
          {items.map((template, index) => (
            <li key={template.id} className="min-w-0">
              {renderItem(template, { priority: index < ABOVE_THE_FOLD })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
