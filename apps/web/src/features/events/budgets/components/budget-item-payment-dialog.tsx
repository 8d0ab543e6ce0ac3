import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  BUDGET_ITEM_PAYMENT_METHOD_LABELS,
  BUDGET_ITEM_PAYMENT_METHODS,
  type BudgetItem,
} from '@karamu/shared';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { placeFieldErrors } from '@/components/forms/place-field-errors';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toAmountText } from '@/lib/amount-text';
import { getErrorMessage } from '@/lib/get-error-message';
import { useAddBudgetItemPayment } from '../api/budget-writes';
import { money, today } from '../lib/budget-figures';
import {
  buildBudgetItemPaymentSchema,
  type BudgetItemPaymentOutput,
  type BudgetItemPaymentValues,
} from '../lib/budget-form-schemas';
import { InputField, MoneyField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { useFormFields } from '@/components/forms/use-form-fields';

/** The server's field names and the form's fields their messages go under. */
const SERVER_FIELDS = {
  amountMinor: 'amount',
  paidOn: 'paidOn',
  method: 'method',
  note: 'note',
} as const;

type Props = {
  eventId: string;
  currency: string;
  /** The item paid for; the dialog is closed without one. */
  item: BudgetItem | undefined;
  onClose: () => void;
};

/** Records money paid to an item's vendor: how much, on which day, how, and a note. */
export function BudgetItemPaymentDialog({ eventId, currency, item, onClose }: Props) {
  return (
    <FormDialog
      open={!!item}
      onOpenChange={(open) => !open && onClose()}
      title="Record a payment"
      description={
        item && (
          <>
            {item.name}
            {item.vendorName ? ` · ${item.vendorName}` : ''}: {money(item.dueMinor, currency)} still
            due.
          </>
        )
      }
    >
      {item && <PaymentForm eventId={eventId} currency={currency} item={item} onDone={onClose} />}
    </FormDialog>
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
  const add = useAddBudgetItemPayment(eventId);
  const resolver = useMemo(
    () =>
      zodResolver(buildBudgetItemPaymentSchema(currency)) as Resolver<
        BudgetItemPaymentValues,
        unknown,
        BudgetItemPaymentOutput
      >,
    [currency],
  );
  const form = useForm<BudgetItemPaymentValues, unknown, BudgetItemPaymentOutput>({
    resolver,
    defaultValues: {
      // What is still due, the usual payment.
      amount: item.dueMinor > 0 ? toAmountText(item.dueMinor, currency) : '',
      paidOn: today(),
      method: 'cash',
      note: '',
    },
  });
  const fields = useFormFields(form);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync({ itemId: item.id, input });
      toast.success(`${money(input.amountMinor, currency)} paid for ${item.name}`);
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error));
      placeFieldErrors(error, setError, SERVER_FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate aria-busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label={`Amount (${currency})`} {...fields.register('amount')} />
        <FormField id={`${id}-paid-on`} label="Paid on" error={errors.paidOn?.message}>
          {(aria) => <Input {...aria} type="date" {...register('paidOn')} />}
        </FormField>
      </div>
      <SelectField label="Method" {...fields.register('method')} controlClassName="w-full">
        {BUDGET_ITEM_PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {BUDGET_ITEM_PAYMENT_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Note (optional)"
        maxLength={500}
        placeholder="Receipt or transaction code"
        {...fields.register('note')}
      />
      <FormButtons pending={isSubmitting} onCancel={onDone} label="Record payment" />
    </form>
  );
}
