import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { countOf } from './count-of';
import type { DataTableBulkAction, Noun } from './types';

type BulkActionBarProps<T> = {
  actions: readonly DataTableBulkAction<T>[];
  rows: readonly T[];
  noun: Noun;
  onDone: () => void;
  onClear: () => void;
};

type Pending<T> = { action: DataTableBulkAction<T>; rows: T[] };

/** What can be done with the chosen rows; destructive actions ask first. */
export function BulkActionBar<T>({ actions, rows, noun, onDone, onClear }: BulkActionBarProps<T>) {
  const [confirming, setConfirming] = useState<Pending<T> | null>(null);
  const [running, setRunning] = useState<string | null>(null);

  async function run({ action, rows: chosen }: Pending<T>) {
    setRunning(action.label);
    try {
      await action.run(chosen);
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setRunning(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
      <p role="status" className="mr-auto font-medium">
        {countOf(rows.length, noun)} selected
      </p>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.destructive ? 'destructive' : 'outline'}
          disabled={running !== null}
          onClick={() => {
            const pending = { action, rows: [...rows] };
            if (action.destructive) setConfirming(pending);
            else void run(pending);
          }}
        >
          {running === action.label && <Spinner />}
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" disabled={running !== null} onClick={onClear}>
        Clear selection
      </Button>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming && (
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>
                {confirming.action.confirmTitle?.(confirming.rows) ??
                  `${confirming.action.label} ${countOf(confirming.rows.length, noun)}?`}
              </AlertDialogTitle>
              <AlertDialogDescription>
                {confirming.action.confirmDescription?.(confirming.rows) ??
                  'This cannot be undone.'}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => void run(confirming)}>
                {confirming.action.label}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        )}
      </AlertDialog>
    </div>
  );
}
