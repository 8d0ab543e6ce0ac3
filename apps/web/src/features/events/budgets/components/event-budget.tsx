import { useState } from 'react';
import { toast } from 'sonner';
import { Plus, Printer, Settings, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/get-error-message';
import { useDeleteBudget } from '../api/budget-writes';
import { useBudget } from '../api/get-budget';
import { money } from '../lib/budget-figures';
import { BudgetChart } from './budget-chart';
import { BudgetItems, type BudgetItemsMay } from './budget-items';
import { BudgetSettingsDialog } from './budget-settings-dialog';
import { BudgetSummary } from './budget-summary';

type EventBudgetProps = {
  eventId: string;
  /** The event's country: its currency is offered first when the budget starts. */
  defaultCountry: string;
  /** What the user's privileges allow (the server has the last word). */
  may: {
    add: boolean;
    update: boolean;
    delete: boolean;
    readItems: boolean;
    items: BudgetItemsMay;
  };
};

/**
 * The event page's Budget tab (decision 0048): totals, a chart per category, the items with
 * their payments to vendors, and a printable summary (the print stylesheet leaves out the
 * controls, so the browser's print is the summary).
 */
export function EventBudget({ eventId, defaultCountry, may }: EventBudgetProps) {
  const budget = useBudget(eventId);
  const remove = useDeleteBudget(eventId);
  const [settings, setSettings] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Budget deleted');
        setDeleting(false);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  const heading = (
    <h2 id="budget-title" className="text-lg font-semibold">
      Budget
    </h2>
  );

  if (budget.isPending) {
    return (
      <section aria-labelledby="budget-title" className="grid min-w-0 gap-4">
        {heading}
        <div role="status" aria-label="Loading the budget" className="grid gap-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </div>
      </section>
    );
  }
  if (budget.isError) {
    return (
      <section aria-labelledby="budget-title" className="grid min-w-0 gap-4">
        {heading}
        <LoadFailed
          what="the budget"
          error={budget.error}
          onRetry={() => void budget.refetch()}
          retrying={budget.isFetching}
        />
      </section>
    );
  }
  const data = budget.data;
  return (
    <section aria-labelledby="budget-title" className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        {data && (
          <div
            className="flex flex-wrap gap-2 print:hidden"
            role="group"
            aria-label="Budget actions"
          >
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print summary
            </Button>
            {may.update && (
              <Button variant="outline" onClick={() => setSettings(true)}>
                <Settings aria-hidden="true" />
                Settings
              </Button>
            )}
            {may.delete && (
              <Button
                variant="outline"
                className="text-destructive"
                onClick={() => setDeleting(true)}
              >
                <Trash2 aria-hidden="true" />
                Delete budget
              </Button>
            )}
          </div>
        )}
      </div>

      {data === null ? (
        <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
          <p className="text-muted-foreground">
            This event has no budget yet. A budget lists what the event will cost by category, what
            has been paid to each vendor, and what is still due.
          </p>
          {may.add && (
            <Button onClick={() => setSettings(true)}>
              <Plus aria-hidden="true" />
              Start the budget
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Amounts in {data.currency}
            {data.totalMinor !== null ? ` · total ${money(data.totalMinor, data.currency)}` : ''}
          </p>
          {data.notes && <p className="text-sm break-words whitespace-pre-line">{data.notes}</p>}
          <BudgetSummary budget={data} />
          <BudgetChart budget={data} />
          {may.readItems && (
            <BudgetItems eventId={eventId} currency={data.currency} may={may.items} />
          )}
        </>
      )}

      {(data === null ? may.add : may.update) && (
        <BudgetSettingsDialog
          eventId={eventId}
          defaultCountry={defaultCountry}
          budget={data ?? undefined}
          open={settings}
          onOpenChange={setSettings}
        />
      )}
      {may.delete && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title="Delete the budget?"
          description="Every item of the budget and every payment recorded for it are deleted too."
          confirmLabel="Delete budget"
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      )}
    </section>
  );
}
