import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { VENDOR_LIMITS, type Vendor } from '@karamu/shared';
import { PhoneField } from '@/components/forms/phone-field';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { FormButtons } from '@/components/forms/form-dialog';
import { InputField, MoneyField, TextareaField } from '@/components/forms/input-field';
import { CurrencyOptions, SelectField } from '@/components/forms/select-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { useInstallationDefaults } from '@/entities/installation';
import { useServiceCategories } from '@/entities/vendor';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateVendor, useUpdateVendor } from '../api/vendor-mutations';
import {
  diffVendor,
  getNewVendorValues,
  toVendorFormValues,
  VENDOR_FORM_LABELS as LABELS,
  VENDOR_SERVER_FIELDS,
  vendorFormSchema,
  type VendorFormOutput,
  type VendorFormValues,
} from '../lib/vendor-form-schema';

/** A module constant: the form hook rebuilds its check when this changes. */
const RESOLVER = () =>
  zodResolver(vendorFormSchema) as Resolver<VendorFormValues, unknown, VendorFormOutput>;

export type VendorFormProps = {
  /** The vendor to edit, as the server now has it; a new vendor without it. */
  vendor?: Vendor;
  onSaved: (vendor: Vendor) => void;
  onCancel: () => void;
};

/**
 * Creating or editing a vendor profile. An edit sends only what changed, with the version
 * it was based on; the logo and cover are chosen in the gallery.
 */
export function VendorForm({ vendor, onSaved, onCancel }: VendorFormProps) {
  const createVendor = useCreateVendor();
  const updateVendor = useUpdateVendor();
  const categories = useServiceCategories();
  const defaults = useInstallationDefaults();
  const defaultCountry = defaults?.country;
  // After a 409 the page refetches the vendor: the latest arrives as `vendor`.
  const { form, stale, submit } = useVersionedForm({
    record: vendor,
    toValues: toVendorFormValues,
    newValues: () => getNewVendorValues(defaults?.currency || 'KES'),
    resolver: RESOLVER,
    serverFields: VENDOR_SERVER_FIELDS,
  });
  const {
    control,
    formState: { isSubmitting },
  } = form;
  const fields = useFormFields(form);
  const currency = useWatch({ control, name: 'currency' });

  const onSubmit = submit({
    diff: diffVendor,
    unchanged: onSaved,
    update: async (input, original) => {
      const saved = await updateVendor.mutateAsync({ id: original.id, input });
      toast.success(`${saved.businessName} saved`);
      onSaved(saved);
    },
    create: async (output) => {
      const created = await createVendor.mutateAsync(output);
      toast.success(`${created.businessName} created`);
      onSaved(created);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">The business</legend>
        <InputField
          label={LABELS.businessName}
          autoComplete="organization"
          {...fields.register('businessName')}
        />
        <Controller
          control={control}
          name="categoryIds"
          render={({ field, fieldState }) => (
            <fieldset
              className="grid min-w-0 gap-2"
              aria-describedby={fieldState.error ? `${fields.id('categoryIds')}-error` : undefined}
            >
              <legend className="text-sm font-medium">
                {LABELS.categoryIds}{' '}
                <span className="font-normal text-muted-foreground">
                  (up to {VENDOR_LIMITS.categories})
                </span>
              </legend>
              {categories.isPending ? (
                <p className="text-sm text-muted-foreground">Loading categories…</p>
              ) : categories.isError ? (
                <p className="text-sm text-destructive">
                  The categories could not be loaded: {getErrorMessage(categories.error)}
                </p>
              ) : categories.data.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No service categories yet: an administrator adds them under Categories.
                </p>
              ) : (
                <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
                  {categories.data.map((category) => {
                    const checked = field.value.includes(category.id);
                    return (
                      <label key={category.id} className="flex min-w-0 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 shrink-0 accent-primary"
                          checked={checked}
                          onChange={() =>
                            field.onChange(
                              checked
                                ? field.value.filter((value) => value !== category.id)
                                : [...field.value, category.id],
                            )
                          }
                        />
                        <span className="min-w-0 break-words">{category.name}</span>
                      </label>
                    );
                  })}
                </div>
              )}
              {fieldState.error && (
                <p id={`${fields.id('categoryIds')}-error`} className="text-sm text-destructive">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <TextareaField
          label={LABELS.description}
          description="What you offer, for whom, and what makes you different. Shown as plain text."
          rows={6}
          {...fields.register('description')}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Where</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <InputField
            label={LABELS.city}
            autoComplete="address-level2"
            {...fields.register('city')}
          />
          <InputField
            label={LABELS.region}
            autoComplete="address-level1"
            {...fields.register('region')}
          />
        </div>
        <InputField
          label={LABELS.mapUrl}
          description="A link to your place on a map, starting with https://"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...fields.register('mapUrl')}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">How clients reach you</legend>
        <div className="grid items-start gap-4 md:grid-cols-2">
          <PhoneField
            label={LABELS.phone}
            description="Shown on your page with a Call button."
            defaultCountry={defaultCountry}
            {...fields.control('phone')}
          />
          <PhoneField
            label={LABELS.whatsapp}
            description="Shown on your page with a WhatsApp button."
            defaultCountry={defaultCountry}
            {...fields.control('whatsapp')}
          />
        </div>
        <div className="grid items-start gap-4 md:grid-cols-2">
          <InputField
            label={LABELS.email}
            type="email"
            autoComplete="email"
            {...fields.register('email')}
          />
          <InputField
            label={LABELS.website}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...fields.register('website')}
          />
        </div>
        <TextareaField
          label={LABELS.socialLinks}
          description={`One link per line (Instagram, Facebook, TikTok…), at most ${VENDOR_LIMITS.socialLinks}.`}
          rows={3}
          {...fields.register('socialLinks')}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Prices</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          The range your clients usually pay, so visitors can filter by price. Both are optional.
        </p>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <SelectField label={LABELS.currency} {...fields.register('currency')}>
            <CurrencyOptions />
          </SelectField>
          <MoneyField label={`${LABELS.priceMin} (${currency})`} {...fields.register('priceMin')} />
          <MoneyField label={`${LABELS.priceMax} (${currency})`} {...fields.register('priceMax')} />
        </div>
      </fieldset>

      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onCancel}
        label={vendor ? 'Save vendor' : 'Create vendor'}
      />
    </form>
  );
}
