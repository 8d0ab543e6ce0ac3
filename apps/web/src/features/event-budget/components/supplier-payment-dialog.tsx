import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  SUPPLIER_PAYMENT_METHOD_LABELS,
  SUPPLIER_PAYMENT_METHODS,
  type BudgetItem,
  type SupplierPaymentMethod,
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
import { readAmountText, toAmountText } from '@/lib/amount-text';
import { getErrorMessage } from '@/lib/get-error-message';
import { useAddSupplierPayment } from '../api/budget-writes';
import { money, today } from '../lib/budget-figures';

type Props = {
  eventId: string;
  currency: string;
  /** The item paid for; the dialog is closed without one. */
  item: BudgetItem | undefined;
  onClose: () => void;
};

/** Records money paid to an item's supplier: how much, on which day, how, and a note. */
export function SupplierPaymentDialog({ eventId, currency, item, onClose }: Props) {
  return (
    <Dialog open={!!item} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Record a payment</DialogTitle>
            <DialogDescription>
              {item.name}
              {item.vendorName ? ` · ${item.vendorName}` : ''}: {money(item.dueMinor, currency)}{' '}
              still due.
            </DialogDescription>
          </DialogHeader>
          <PaymentForm eventId={eventId} currency={currency} item={item} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PaymentForm({
  eventId,
  currency,
  item,
  onDone,
}: {
  eventId: string;
  currency: string;
  item: BudgetItem;
  onDone: () => void;
}) {
  const id = useId();
  const add = useAddSupplierPayment(eventId);
  const [amount, setAmount] = useState(
    item.dueMinor > 0 ? toAmountText(item.dueMinor, currency) : '',
  );
  const [paidOn, setPaidOn] = useState(today());
  const [method, setMethod] = useState<SupplierPaymentMethod>('cash');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amountMinor = readAmountText(amount, currency, (m) => (found.amountMinor = m));
    if (amountMinor === null && !found.amountMinor) found.amountMinor = 'Enter the amount paid';
    if (amountMinor === 0) found.amountMinor = 'The amount must be more than 0';
    if (!paidOn) found.paidOn = 'Enter the day it was paid';
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0 || amountMinor === null) return;
    add.mutate(
      { itemId: item.id, input: { amountMinor, paidOn, method, note } },
      {
        onSuccess: () => {
          toast.success(`${money(amountMinor, currency)} paid for ${item.name}`);
          onDone();
        },
        onError: (error) => {
          const fields = readFieldErrors(error);
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]!])));
          if (Object.keys(fields).length === 0) setProblem(getErrorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-amount`} label={`Amount (${currency})`} error={errors.amountMinor}>
          {(aria) => (
            <AmountInput {...aria} value={amount} onChange={(e) => setAmount(e.target.value)} />
          )}
        </FormField>
        <FormField id={`${id}-paid-on`} label="Paid on" error={errors.paidOn}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              value={paidOn}
              onChange={(e) => setPaidOn(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-method`} label="Method" error={errors.method}>
        {(aria) => (
          <NativeSelect
            {...aria}
            value={method}
            onChange={(e) => setMethod(e.target.value as SupplierPaymentMethod)}
            className="w-full"
          >
            {SUPPLIER_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {SUPPLIER_PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${id}-note`} label="Note (optional)" error={errors.note}>
        {(aria) => (
          <Input
            {...aria}
            value={note}
            maxLength={500}
            placeholder="Receipt or transaction code"
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
      {problem && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending && <Spinner className="size-4" />}
          Record payment
        </Button>
      </div>
    </form>
  );
}
