import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  type BudgetCategory,
  type BudgetItem,
} from '@karamu/shared';
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
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { readAmountText, toAmountText } from '@/lib/amount-text';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateBudgetItem, useUpdateBudgetItem } from '../api/budget-writes';
import { VendorField, type VendorChoice } from './vendor-field';

type Props = {
  eventId: string;
  currency: string;
  /** The item to change; a new one without it. */
  item?: BudgetItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function BudgetItemDialog({ item, open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{item ? `Edit ${item.name}` : 'Add a budget item'}</DialogTitle>
            <DialogDescription>
              Amounts in {rest.currency}. Leave the actual cost blank until the price is agreed.
            </DialogDescription>
          </DialogHeader>
          <BudgetItemForm item={item} onDone={() => onOpenChange(false)} {...rest} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function BudgetItemForm({
  eventId,
  currency,
  item,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const id = useId();
  const create = useCreateBudgetItem(eventId);
  const update = useUpdateBudgetItem(eventId);
  const [category, setCategory] = useState<BudgetCategory>(item?.category ?? 'venue');
  const [name, setName] = useState(item?.name ?? '');
  const [estimated, setEstimated] = useState(toAmountText(item?.estimatedMinor ?? null, currency));
  const [actual, setActual] = useState(toAmountText(item?.actualMinor ?? null, currency));
  const [dueOn, setDueOn] = useState(item?.dueOn ?? '');
  const [notes, setNotes] = useState(item?.notes ?? '');
  const [vendor, setVendor] = useState<VendorChoice>({
    vendorId: item?.vendorId ?? null,
    serviceId: item?.serviceId ?? null,
    vendorName: item?.vendorName,
    serviceTitle: item?.serviceTitle,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    const estimatedMinor = readAmountText(estimated, currency, (m) => (found.estimatedMinor = m));
    const actualMinor = readAmountText(actual, currency, (m) => (found.actualMinor = m));
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) return;
    const fields = {
      category,
      name,
      estimatedMinor: estimatedMinor ?? 0,
      actualMinor,
      dueOn: dueOn || null,
      notes,
      vendorId: vendor.vendorId,
      serviceId: vendor.serviceId,
    };
    const onError = (error: unknown) => {
      const fieldErrors = readFieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0]!])));
      if (Object.keys(fieldErrors).length === 0 || fieldErrors.version) {
        setProblem(getErrorMessage(error));
      }
    };
    const onSuccess = (saved: BudgetItem) => {
      toast.success(`${saved.name} ${item ? 'saved' : 'added'}`);
      onDone();
    };
    if (item) {
      update.mutate(
        { itemId: item.id, input: { ...fields, version: item.version } },
        { onSuccess, onError },
      );
    } else {
      create.mutate(fields, { onSuccess, onError });
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-category`} label="Category" error={errors.category}>
          {(aria) => (
            <NativeSelect
              {...aria}
              value={category}
              onChange={(e) => setCategory(e.target.value as BudgetCategory)}
              className="w-full"
            >
              {BUDGET_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {BUDGET_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-name`} label="Name" error={errors.name}>
          {(aria) => (
            <Input
              {...aria}
              value={name}
              maxLength={200}
              placeholder="Hall hire"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-estimated`}
          label={`Estimated cost (${currency})`}
          error={errors.estimatedMinor}
        >
          {(aria) => (
            <AmountInput
              {...aria}
              value={estimated}
              onChange={(e) => setEstimated(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-actual`}
          label={`Actual cost (${currency}, optional)`}
          error={errors.actualMinor}
        >
          {(aria) => (
            <AmountInput {...aria} value={actual} onChange={(e) => setActual(e.target.value)} />
          )}
        </FormField>
        <FormField id={`${id}-due`} label="Due date (optional)" error={errors.dueOn}>
          {(aria) => (
            <Input {...aria} type="date" value={dueOn} onChange={(e) => setDueOn(e.target.value)} />
          )}
        </FormField>
      </div>
      <VendorField
        eventId={eventId}
        value={vendor}
        onChange={setVendor}
        errors={{ vendorId: errors.vendorId, serviceId: errors.serviceId }}
      />
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
      {problem && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="size-4" />}
          {item ? 'Save item' : 'Add item'}
        </Button>
      </div>
    </form>
  );
}
