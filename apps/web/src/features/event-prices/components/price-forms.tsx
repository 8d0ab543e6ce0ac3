import { useCallback, useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { formatMinorUnits, type Bundle, type CardType, type Price } from '@karamu/shared';
import { AmountInput } from '@/components/forms/amount-input';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import {
  getBundle,
  getPrice,
  useCreateBundle,
  useCreatePrice,
  useUpdateBundle,
  useUpdatePrice,
} from '../api/prices';
import {
  buildBundleFormSchema,
  buildPriceFormSchema,
  cardTypeLabel,
  diffBundle,
  NEW_BUNDLE_VALUES,
  toBundleFormValues,
  toPriceFormValues,
  type BundleFormOutput,
  type BundleFormValues,
  type PriceFormOutput,
  type PriceFormValues,
} from '../lib/price-form-schemas';

/** The server's field names and the form's fields their messages go under. */
const PRICE_SERVER_FIELDS = { amountMinor: 'amount', currency: 'amount' } as const;
const BUNDLE_SERVER_FIELDS = {
  name: 'name',
  amountMinor: 'amount',
  currency: 'amount',
  admissions: 'admissions',
  notes: 'notes',
} as const;

function FormButtons({
  pending,
  onCancel,
  label,
}: {
  pending: boolean;
  onCancel: () => void;
  label: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {label}
      </Button>
    </DialogFooter>
  );
}

export type PriceFormProps = {
  eventId: string;
  currency: string;
  cardType: CardType;
  /** The card type's price, when it has one. */
  price: Price | undefined;
  onDone: () => void;
};

/** Sets or changes what one card type costs at the event. */
export function PriceForm({ eventId, currency, cardType, price, onDone }: PriceFormProps) {
  const id = useId();
  const create = useCreatePrice(eventId);
  const update = useUpdatePrice(eventId);
  const resolver = useCallback(
    () =>
      zodResolver(buildPriceFormSchema(currency)) as Resolver<
        PriceFormValues,
        unknown,
        PriceFormOutput
      >,
    [currency],
  );
  const { form, stale, submit } = useVersionedForm({
    record: price,
    toValues: toPriceFormValues,
    newValues: () => ({ amount: '' }),
    resolver,
    fetchLatest: (latest) => getPrice(eventId, latest.id),
    serverFields: PRICE_SERVER_FIELDS,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const saved = (saved: Price) => {
    toast.success(
      `${cardTypeLabel(cardType)}: ${formatMinorUnits(saved.amountMinor, saved.currency)}`,
    );
    onDone();
  };
  const onSubmit = submit({
    diff: (before, output) =>
      output.amountMinor === before.amountMinor ? {} : { amountMinor: output.amountMinor },
    unchanged: onDone,
    update: async (changes, before) =>
      saved(
        await update.mutateAsync({
          id: before.id,
          input: {
            amountMinor: changes.amountMinor ?? before.amountMinor,
            currency,
            version: changes.version,
          },
        }),
      ),
    create: async (output) =>
      saved(await create.mutateAsync({ cardType, currency, amountMinor: output.amountMinor })),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      <FormField
        id={`${id}-amount`}
        label={`Price (${currency})`}
        description="Such as 1,500 or 1500.50. 0 for a free card."
        error={errors.amount?.message}
      >
        {(aria) => <AmountInput {...aria} {...register('amount')} />}
      </FormField>
      <FormButtons pending={isSubmitting} onCancel={onDone} label="Save price" />
    </form>
  );
}

export type BundleFormProps = {
  eventId: string;
  currency: string;
  bundle: Bundle | undefined;
  onDone: () => void;
};

/** Adds a bundle ("Family of 4": one price, several admissions), or changes one. */
export function BundleForm({ eventId, currency, bundle, onDone }: BundleFormProps) {
  const id = useId();
  const fieldId = (name: keyof BundleFormValues) => `${id}-${name}`;
  const create = useCreateBundle(eventId);
  const update = useUpdateBundle(eventId);
  const resolver = useCallback(
    () =>
      zodResolver(buildBundleFormSchema(currency)) as Resolver<
        BundleFormValues,
        unknown,
        BundleFormOutput
      >,
    [currency],
  );
  const { form, stale, submit } = useVersionedForm({
    record: bundle,
    toValues: toBundleFormValues,
    newValues: () => NEW_BUNDLE_VALUES,
    resolver,
    fetchLatest: (latest) => getBundle(eventId, latest.id),
    serverFields: BUNDLE_SERVER_FIELDS,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const saved = (saved: Bundle) => {
    toast.success(`${saved.name}: ${formatMinorUnits(saved.amountMinor, saved.currency)}`);
    onDone();
  };
  const onSubmit = submit({
    diff: diffBundle,
    unchanged: onDone,
    update: async (changes, before) =>
      saved(
        await update.mutateAsync({
          id: before.id,
          // An amount is sent with the currency it is in.
          input: changes.amountMinor === undefined ? changes : { ...changes, currency },
        }),
      ),
    create: async (output) => saved(await create.mutateAsync({ ...output, currency })),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      <FormField id={fieldId('name')} label="Name" error={errors.name?.message}>
        {(aria) => (
          <Input autoComplete="off" placeholder="Family of 4" {...aria} {...register('name')} />
        )}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('amount')}
          label={`Price (${currency})`}
          description="Such as 1,500 or 1500.50."
          error={errors.amount?.message}
        >
          {(aria) => <AmountInput {...aria} {...register('amount')} />}
        </FormField>
        <FormField
          id={fieldId('admissions')}
          label="Admissions"
          description="People it admits."
          error={errors.admissions?.message}
        >
          {(aria) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...aria}
              {...register('admissions')}
            />
          )}
        </FormField>
      </div>
      <FormField id={fieldId('notes')} label="Notes" error={errors.notes?.message}>
        {(aria) => <Textarea rows={2} {...aria} {...register('notes')} />}
      </FormField>
      <FormButtons pending={isSubmitting} onCancel={onDone} label="Save bundle" />
    </form>
  );
}
