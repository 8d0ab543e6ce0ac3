import { useCallback, useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { BUDGET_CATEGORIES, BUDGET_CATEGORY_LABELS, type BudgetItem } from '@karamu/shared';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { changedFields } from '@/lib/changed-fields';
import { useCreateBudgetItem, useUpdateBudgetItem } from '../api/budget-writes';
import {
  buildBudgetItemSchema,
  NEW_BUDGET_ITEM_VALUES,
  toBudgetItemValues,
  type BudgetItemOutput,
  type BudgetItemValues,
} from '../lib/budget-form-schemas';
import { VendorField } from './vendor-field';
import { InputField, MoneyField, TextareaField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { useFormFields } from '@/components/forms/use-form-fields';

/** The server's field names and the form's fields their messages go under. */
const SERVER_FIELDS = {
  category: 'category',
  name: 'name',
  estimatedMinor: 'estimated',
  actualMinor: 'actual',
  dueOn: 'dueOn',
  notes: 'notes',
  vendorId: 'vendorId',
  serviceId: 'serviceId',
} as const;

type Props = {
  eventId: string;
  currency: string;
  /**
   * The item to change, as the items list has it now (after a refused save, the list's
   * refetch is what the form offers to load); a new one without it.
   */
  item?: BudgetItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function BudgetItemDialog({ item, open, onOpenChange, ...rest }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={item ? `Edit ${item.name}` : 'Add a budget item'}
      description={`Amounts in ${rest.currency}. Leave the actual cost blank until the price is agreed.`}
    >
      <BudgetItemForm item={item} onDone={() => onOpenChange(false)} {...rest} />
    </FormDialog>
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
  const resolver = useCallback(
    () =>
      zodResolver(buildBudgetItemSchema(currency)) as Resolver<
        BudgetItemValues,
        unknown,
        BudgetItemOutput
      >,
    [currency],
  );
  const toValues = useCallback(
    (record: BudgetItem) => toBudgetItemValues(record, currency),
    [currency],
  );
  const { form, baseline, stale, submit } = useVersionedForm({
    record: item,
    toValues,
    newValues: () => NEW_BUDGET_ITEM_VALUES,
    resolver,
    serverFields: SERVER_FIELDS,
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const fields = useFormFields(form);
  const [vendorId, serviceId] = watch(['vendorId', 'serviceId']);

  const saved = (saved: BudgetItem) => {
    toast.success(`${saved.name} ${item ? 'saved' : 'added'}`);
    onDone();
  };
  const onSubmit = submit({
    diff: changedFields,
    unchanged: onDone,
    update: async (changes, before) =>
      saved(await update.mutateAsync({ itemId: before.id, input: changes })),
    create: async (output) => saved(await create.mutateAsync(output)),
  });

  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" {...fields.register('category')} controlClassName="w-full">
          {BUDGET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {BUDGET_CATEGORY_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Name"
          maxLength={200}
          placeholder="Hall hire"
          {...fields.register('name')}
        />
        <MoneyField label={`Estimated cost (${currency})`} {...fields.register('estimated')} />
        <MoneyField label={`Actual cost (${currency}, optional)`} {...fields.register('actual')} />
        <FormField id={`${id}-due`} label="Due date (optional)" error={errors.dueOn?.message}>
          {(aria) => <Input {...aria} type="date" {...register('dueOn')} />}
        </FormField>
      </div>
      <VendorField
        eventId={eventId}
        value={{
          vendorId,
          serviceId,
          // The names shown while the saved vendor or service is no longer listed.
          vendorName: baseline?.vendorName,
          serviceTitle: baseline?.serviceTitle,
        }}
        onChange={(next) => {
          setValue('vendorId', next.vendorId, { shouldDirty: true });
          setValue('serviceId', next.serviceId, { shouldDirty: true });
        }}
        errors={{ vendorId: errors.vendorId?.message, serviceId: errors.serviceId?.message }}
      />
      <TextareaField label="Notes (optional)" maxLength={2000} {...fields.register('notes')} />
      <FormButtons
        pending={isSubmitting}
        onCancel={onDone}
        label={item ? 'Save item' : 'Add item'}
      />
    </form>
  );
}
