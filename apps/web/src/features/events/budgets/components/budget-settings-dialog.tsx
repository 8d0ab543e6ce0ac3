import { Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Budget } from '@karamu/shared';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { changedFields } from '@/lib/changed-fields';
import { getDefaultCurrency } from '@/lib/currencies';
import { useStartBudget, useUpdateBudget } from '../api/budget-writes';
import {
  budgetSettingsSchema,
  toBudgetSettingsValues,
  type BudgetSettingsOutput,
  type BudgetSettingsValues,
} from '../lib/budget-form-schemas';
import { MoneyField, TextareaField } from '@/components/forms/input-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { CurrencyOptions, SelectField } from '@/components/forms/select-field';

/** The server's field names and the form's fields their messages go under. */
const SERVER_FIELDS = { currency: 'currency', totalMinor: 'total', notes: 'notes' } as const;
const resolver = () =>
  zodResolver(budgetSettingsSchema) as Resolver<
    BudgetSettingsValues,
    unknown,
    BudgetSettingsOutput
  >;

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={budget ? 'Budget settings' : 'Start the budget'}
      description="Every amount of the budget is in its currency. The total is what you mean to spend at most; leave it blank if there is none."
    >
      <BudgetSettingsForm budget={budget} onDone={() => onOpenChange(false)} {...rest} />
    </FormDialog>
  );
}

function BudgetSettingsForm({
  eventId,
  defaultCountry,
  budget,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const start = useStartBudget(eventId);
  const update = useUpdateBudget(eventId);
  const { form, baseline, stale, submit } = useVersionedForm({
    record: budget,
    toValues: toBudgetSettingsValues,
    newValues: () => ({
      currency: getDefaultCurrency(defaultCountry) || 'KES',
      total: '',
      notes: '',
    }),
    resolver,
    serverFields: SERVER_FIELDS,
  });
  const {
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const fields = useFormFields(form);
  const currency = watch('currency');
  // The server refuses a new currency once an item holds an amount in the old one.
  const currencyFixed = !!baseline && baseline.totals.itemCount > 0;

  const onSubmit = submit({
    diff: changedFields,
    unchanged: onDone,
    update: async (changes) => {
      await update.mutateAsync(changes);
      toast.success('Budget saved');
      onDone();
    },
    create: async (output) => {
      await start.mutateAsync(output);
      toast.success('Budget started');
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      {/* A Controller, not register: a disabled registered select would submit no value. */}
      <Controller
        control={control}
        name="currency"
        render={({ field }) => (
          <SelectField
            id={fields.id('currency')}
            label="Currency"
            error={errors.currency?.message}
            description={currencyFixed ? 'Fixed once the budget has items.' : undefined}
            {...field}
            disabled={currencyFixed}
            controlClassName="w-full"
          >
            <CurrencyOptions firstLabel="In the region" restLabel="Every other currency" />
          </SelectField>
        )}
      />
      <MoneyField label={`Total budget (${currency}, optional)`} {...fields.register('total')} />
      <TextareaField label="Notes (optional)" maxLength={2000} {...fields.register('notes')} />
      <FormButtons
        pending={isSubmitting}
        onCancel={onDone}
        label={budget ? 'Save' : 'Start the budget'}
      />
    </form>
  );
}
