import { useCallback } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { formatMinorUnits, type Bundle, type CardType, type Price } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
import { InputField, MoneyField, TextareaField } from '@/components/forms/input-field';
import { useFormFields } from '@/components/forms/use-form-fields';

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
    formState: { isSubmitting },
  } = form;
  const fields = useFormFields(form);
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
      <MoneyField
        label={`Price (${currency})`}
        description="Such as 1,500 or 1500.50. 0 for a free card."
        {...fields.register('amount')}
      />
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
    formState: { isSubmitting },
  } = form;
  const fields = useFormFields(form);
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
      <InputField
        label="Name"
        autoComplete="off"
        placeholder="Family of 4"
        {...fields.register('name')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <MoneyField
          label={`Price (${currency})`}
          description="Such as 1,500 or 1500.50."
          {...fields.register('amount')}
        />
        <InputField
          label="Admissions"
          description="People it admits."
          type="number"
          inputMode="numeric"
          min={1}
          {...fields.register('admissions')}
        />
      </div>
      <TextareaField label="Notes" rows={2} {...fields.register('notes')} />
      <FormButtons pending={isSubmitting} onCancel={onDone} label="Save bundle" />
    </form>
  );
}
