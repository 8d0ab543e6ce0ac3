import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Budget } from '@karamu/shared';
import { AmountInput } from '@/components/forms/amount-input';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { readAmountText, toAmountText } from '@/lib/amount-text';
import { getDefaultCurrency, listCurrencies } from '@/lib/currencies';
import { getErrorMessage } from '@/lib/get-error-message';
import { useStartBudget, useUpdateBudget } from '../api/budget-writes';

type Props = {
  eventId: string;
  /** The event's country: its currency is offered first when a budget starts. */
  defaultCountry: string;
  /** The budget to change; a new one without it. */
  budget?: Budget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Starts the budget (currency, total) or changes its total, notes and, while empty, currency. */
export function BudgetSettingsDialog({ budget, open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{budget ? 'Budget settings' : 'Start the budget'}</DialogTitle>
            <DialogDescription>
              Every amount of the budget is in its currency. The total is what you mean to spend at
              most; leave it blank if there is none.
            </DialogDescription>
          </DialogHeader>
          <BudgetSettingsForm budget={budget} onDone={() => onOpenChange(false)} {...rest} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function BudgetSettingsForm({
  eventId,
  defaultCountry,
  budget,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const id = useId();
  const start = useStartBudget(eventId);
  const update = useUpdateBudget(eventId);
  const [currency, setCurrency] = useState(
    budget?.currency ?? (getDefaultCurrency(defaultCountry) || 'KES'),
  );
  const [total, setTotal] = useState(toAmountText(budget?.totalMinor ?? null, currency));
  const [notes, setNotes] = useState(budget?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const pending = start.isPending || update.isPending;
  const { first, rest } = listCurrencies();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const totalMinor = readAmountText(total, currency, (message) => (found.totalMinor = message));
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) return;
    const fields = { currency, totalMinor, notes };
    const onError = (error: unknown) => {
      const fieldErrors = readFieldErrors(error);
      const mapped = Object.fromEntries(
        Object.entries(fieldErrors).map(([name, messages]) => [name, messages[0]!]),
      );
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) setProblem(getErrorMessage(error));
    };
    if (budget) {
      update.mutate(
        { ...fields, version: budget.version },
        {
          onSuccess: () => {
            toast.success('Budget saved');
            onDone();
          },
          onError,
        },
      );
    } else {
      start.mutate(fields, {
        onSuccess: () => {
          toast.success('Budget started');
          onDone();
        },
        onError,
      });
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate>
      <FormField
        id={`${id}-currency`}
        label="Currency"
        error={errors.currency}
        description={
          budget && budget.totals.itemCount > 0 ? 'Fixed once the budget has items.' : undefined
        }
      >
        {(aria) => (
          <NativeSelect
            {...aria}
            value={currency}
            disabled={!!budget && budget.totals.itemCount > 0}
            onChange={(e) => setCurrency(e.target.value)}
            className="w-full"
          >
            <optgroup label="In the region">
              {first.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Every other currency">
              {rest.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${id}-total`}
        label={`Total budget (${currency}, optional)`}
        error={errors.totalMinor}
      >
        {(aria) => (
          <AmountInput {...aria} value={total} onChange={(e) => setTotal(e.target.value)} />
        )}
      </FormField>
      <FormField id={`${id}-notes`} label="Notes (optional)" error={errors.notes}>
        {(aria) => (
          <Textarea
            {...aria}
            value={notes}
            maxLength={2000}
            onChange={(e) => setNotes(e.target.value)}
          />
        )}
      </FormField>
      {(problem || errors.version) && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem ?? errors.version}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="size-4" />}
          {budget ? 'Save' : 'Start the budget'}
        </Button>
      </div>
    </form>
  );
}
