import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Occasion } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { InputField, MoneyField, TextareaField } from '@/components/forms/input-field';
import { CountrySelectField, CurrencyOptions, SelectField } from '@/components/forms/select-field';
import { TimeZoneField } from '@/components/forms/time-zone-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { useInstallationDefaults, type InstallationDefaults } from '@/entities/installation';
import { useCreateOccasion } from '../api/create-occasion';
import { getOccasion } from '../api/get-occasion';
import { useUpdateOccasion } from '../api/update-occasion';
import {
  diffOccasion,
  getNewOccasionValues,
  OCCASION_FORM_LABELS as LABELS,
  occasionFormSchema,
  toOccasionFormValues,
  type OccasionFormOutput,
  type OccasionFormValues,
} from '../lib/occasion-form-schema';

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={occasion ? `Edit ${occasion.name}` : 'New occasion'}
      description="What the committee collects for: its date, and the currency pledges and contributions are in."
      className="sm:max-w-xl"
    >
      <OccasionForm
        occasion={occasion}
        onDone={(saved) => {
          if (saved) onSaved?.(saved);
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}

type OccasionFormProps = { occasion?: Occasion; onDone: (saved?: Occasion) => void };

/** A new occasion waits for the installation's defaults, which its fields start on. */
function OccasionForm({ occasion, onDone }: OccasionFormProps) {
  const defaults = useInstallationDefaults({ enabled: !occasion });
  if (!occasion && !defaults) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the installation&apos;s defaults…
      </p>
    );
  }
  return <OccasionFields occasion={occasion} onDone={onDone} defaults={defaults} />;
}

function OccasionFields({
  occasion,
  onDone,
  defaults,
}: OccasionFormProps & { defaults: InstallationDefaults | undefined }) {
  const createOccasion = useCreateOccasion();
  const updateOccasion = useUpdateOccasion();
  const { form, stale, submit } = useVersionedForm({
    record: occasion,
    toValues: toOccasionFormValues,
    newValues: () => getNewOccasionValues(defaults!),
    resolver,
    // What the other person saved, so the organiser can start again from it.
    fetchLatest: (baseline) => getOccasion(baseline.id),
    serverFields: SERVER_FIELDS,
  });
  const fields = useFormFields(form);
  const {
    control,
    formState: { isSubmitting },
  } = form;
  const currency = useWatch({ control, name: 'currency' });

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
      <InputField label={LABELS.name} autoComplete="off" {...fields.register('name')} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <InputField label={LABELS.day} type="date" {...fields.register('day')} />
        <InputField label={LABELS.time} type="time" {...fields.register('time')} />
      </div>
      <TimeZoneField
        label={LABELS.timeZone}
        description="Where the occasion takes place: its date and payment times are read in it."
        {...fields.control('timeZone')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          label={LABELS.currency}
          description="It cannot change once money is recorded."
          {...fields.register('currency')}
        >
          <option value="">Choose the currency</option>
          <CurrencyOptions />
        </SelectField>
        <MoneyField
          label={
            currency ? `${LABELS.target} (${currency}, optional)` : `${LABELS.target} (optional)`
          }
          description="How much the committee hopes to collect."
          {...fields.register('target')}
        />
      </div>
      <CountrySelectField
        label={LABELS.defaultCountry}
        description="Numbers typed without a country code are read in this country."
        {...fields.register('defaultCountry')}
      />
      <TextareaField
        label={`${LABELS.description} (optional)`}
        rows={3}
        {...fields.register('description')}
      />
      <Controller
        control={control}
        name="allowOverpayment"
        render={({ field, fieldState }) => (
          <CheckboxField
            id={fields.id('allowOverpayment')}
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
      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={() => onDone()}
        label={occasion ? 'Save occasion' : 'Create occasion'}
      />
    </form>
  );
}
