import { toast } from 'sonner';
import { getErrorMessage } from '@/lib/get-error-message';

type RunOnEachText = {
  /** Refetch what the action changed (the list, and whatever counts it). */
  refresh: () => Promise<unknown>;
  /** The toast when some succeeded, e.g. "3 categories deleted". */
  succeeded: (count: number) => string;
  /** What the failed ones were not, e.g. "could not be deleted". */
  failed: string;
};

/**
 * A bulk action's work: `action` on every record at once, then a refresh. A toast says how
 * many succeeded; failures are thrown as one error naming the first reason, which the bulk
 * action bar shows.
 */
export async function runOnEach<T>(
  records: readonly T[],
  action: (record: T) => Promise<unknown>,
  { refresh, succeeded, failed }: RunOnEachText,
): Promise<void> {
  const results = await Promise.allSettled(records.map((record) => action(record)));
  await refresh();
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  const done = records.length - failures.length;
  if (done > 0) toast.success(succeeded(done));
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${records.length} ${failed}: ${getErrorMessage(failures[0]?.reason)}`,
    );
  }
}
