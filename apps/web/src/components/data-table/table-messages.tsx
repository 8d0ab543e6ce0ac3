import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/get-error-message';
import type { Noun } from './types';

export function LoadError({
  error,
  noun,
  onRetry,
}: {
  error: unknown;
  noun: Noun;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="grid justify-items-center gap-2">
      <p className="font-medium">We could not load the {noun.other}</p>
      <p className="text-muted-foreground">{getErrorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** Empty because of the filters (with a way out), or empty because there is nothing yet. */
export function EmptyList({
  noun,
  filtered,
  onClearFilters,
  emptyState,
}: {
  noun: Noun;
  filtered: boolean;
  onClearFilters: () => void;
  emptyState?: ReactNode;
}) {
  if (!filtered) return emptyState ?? <p className="text-muted-foreground">No {noun.other} yet</p>;
  return (
    <div className="grid justify-items-center gap-2">
      <p className="text-muted-foreground">No {noun.other} match these filters</p>
      <Button variant="outline" size="sm" onClick={onClearFilters}>
        Clear filters
      </Button>
    </div>
  );
}
