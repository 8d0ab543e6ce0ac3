import { useId } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { countries, getCountryFlag, type Occasion } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { TimeZonePicker } from '@/components/forms/time-zone-picker';
import { AmountInput } from '@/entities/pledges';
import { getBrowserCountry } from '@/lib/browser-country';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';
import { useCreateOccasion } from '../api/create-occasion';
import { getOccasion } from '../api/get-occasion';
import { useUpdateOccasion } from '../api/update-occasion';
import { getDefaultCurrency, listCurrencies } from '@/lib/currencies';
import {
  diffOccasion,
  getNewOccasionValues,
  OCCASION_FORM_LABELS as LABELS,
  occasionFormSchema,
  toOccasionFormValues,
  type OccasionFormOutput,
  type OccasionFormValues,
} from '../lib/occasion-form-schema';

const BY_NAME = [...countries].sort((a, b) => a.country_name.localeCompare(b.country_name));
const resolver = () =>
  zodResolver(occasionFormSchema) as Resolver<OccasionFormValues, unknown, OccasionFormOutput>;

/** The server's field names and the form's fields they belong under. */
const SERVER_FIELDS: Readonly<Record<string, keyof OccasionFormValues>> = {
  name: 'name',
  startsAt: 'day',
  timeZone: 'timeZone',
  currency: 'currency',
  targetMinor: 'target',
  defaultCountry: 'defaultCountry',
  description: 'description',
  allowOverpayment: 'allowOverpayment',
};

export type OccasionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The occasion to edit, as the server now has it; a new one without it. */
  occasion?: Occasion;
  /** After a save, with the occasion as saved. */
  onSaved?: (occasion: Occasion) => void;
};

export function OccasionFormDialog({
  open,
  onOpenChange,
  occasion,
  onSaved,
}: OccasionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{occasion ? `Edit ${occasion.name}` : 'New occasion'}</DialogTitle>
          <DialogDescription>
            What the committee collects for: its date, and the currency pledges and contributions
            are in.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <OccasionForm
            occasion={occasion}
            onDone={(saved) => {
              if (saved) onSaved?.(saved);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function newOccasionValues() {
  const country = getBrowserCountry();
  return getNewOccasionValues(getBrowserTimeZone(), country, getDefaultCurrency(country));
}

function OccasionForm({
  occasion,
  onDone,
}: {
  occasion?: Occasion;
  onDone: (saved?: Occasion) => void;
}) {
  const id = useId();
  const fieldId = (name: keyof OccasionFormValues) => `${id}-${name}`;
  const createOccasion = useCreateOccasion();
  const updateOccasion = useUpdateOccasion();
  const { form, stale, submit } = useVersionedForm({
    record: occasion,
    toValues: toOccasionFormValues,
    newValues: newOccasionValues,
    resolver,
    // What the other person saved, so the organiser can start again from it.
    fetchLatest: (baseline) => getOccasion(baseline.id),
    serverFields: SERVER_FIELDS,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const currency = useWatch({ control, name: 'currency' });
  const currencies = listCurrencies();

  const onSubmit = submit({
    diff: diffOccasion,
    unchanged: () => onDone(),
    update: async (input, baseline) => {
      const saved = await updateOccasion.mutateAsync({ id: baseline.id, input });
      toast.success(`${saved.name} saved`);
      onDone(saved);
    },
    create: async (output) => {
      const created = await createOccasion.mutateAsync(output);
      toast.success(`${created.name} created`);
      onDone(created);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      <FormField id={fieldId('name')} label={LABELS.name} error={errors.name?.message}>
        {(aria) => <Input autoComplete="off" {...aria} {...register('name')} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={fieldId('day')} label={LABELS.day} error={errors.day?.message}>
          {(aria) => <Input type="date" {...aria} {...register('day')} />}
        </FormField>
        <FormField id={fieldId('time')} label={LABELS.time} error={errors.time?.message}>
          {(aria) => <Input type="time" {...aria} {...register('time')} />}
        </FormField>
      </div>
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <FormField
            id={fieldId('timeZone')}
            label={<span id={`${fieldId('timeZone')}-label`}>{LABELS.timeZone}</span>}
            description="Where the occasion takes place: its date and payment times are read in it."
            error={fieldState.error?.message}
          >
            {(aria) => (
              <TimeZonePicker
                id={aria.id}
                labelId={`${fieldId('timeZone')}-label`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={aria['aria-invalid']}
                describedBy={aria['aria-describedby']}
                ref={field.ref}
              />
            )}
          </FormField>
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('currency')}
          label={LABELS.currency}
          description="It cannot change once money is recorded."
          error={errors.currency?.message}
        >
          {(aria) => (
            <NativeSelect {...aria} {...register('currency')} className="h-10 w-full">
              <option value="">Choose the currency</option>
              <optgroup label="Common">
                {currencies.first.map(({ code, label }) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="All currencies">
                {currencies.rest.map(({ code, label }) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId('target')}
          label={
            currency ? `${LABELS.target} (${currency}, optional)` : `${LABELS.target} (optional)`
          }
          description="How much the committee hopes to collect."
          error={errors.target?.message}
        >
          {(aria) => <AmountInput {...aria} {...register('target')} />}
        </FormField>
      </div>
      <FormField
        id={fieldId('defaultCountry')}
        label={LABELS.defaultCountry}
        description="Numbers typed without a country code are read in this country."
        error={errors.defaultCountry?.message}
      >
        {(aria) => (
          <NativeSelect {...aria} {...register('defaultCountry')} className="h-10 w-full">
            {BY_NAME.map((country) => (
              <option key={country.alpha2} value={country.alpha2}>
                {`${getCountryFlag(country.alpha2)} ${country.country_name} (+${country.country_code})`}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={fieldId('description')}
        label={`${LABELS.description} (optional)`}
        error={errors.description?.message}
      >
        {(aria) => <Textarea rows={3} {...aria} {...register('description')} />}
      </FormField>
      <Controller
        control={control}
        name="allowOverpayment"
        render={({ field, fieldState }) => (
          <CheckboxField
            id={fieldId('allowOverpayment')}
            label={LABELS.allowOverpayment}
            hint="Off: a member's pay link asks for at most what they still owe. On: they may send more, up to what mobile money takes in one payment."
            error={fieldState.error?.message}
            checked={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone()} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {occasion ? 'Save occasion' : 'Create occasion'}
        </Button>
      </DialogFooter>
    </form>
  );
}
