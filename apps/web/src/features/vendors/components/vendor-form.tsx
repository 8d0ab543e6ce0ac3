import { useId } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { VENDOR_LIMITS, type Vendor } from '@karamu/shared';
import { AmountInput } from '@/components/forms/amount-input';
import { PhoneField } from '@/components/forms/phone-field';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useDefaultCountry } from '@/entities/installation';
import { useServiceCategories } from '@/entities/vendor';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { getDefaultCurrency, listCurrencies } from '@/lib/currencies';
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
  const id = useId();
  const fieldId = (name: keyof VendorFormValues) => `${id}-${name}`;
  const createVendor = useCreateVendor();
  const updateVendor = useUpdateVendor();
  const categories = useServiceCategories();
  const defaultCountry = useDefaultCountry();
  // After a 409 the page refetches the vendor: the latest arrives as `vendor`.
  const { form, stale, submit } = useVersionedForm({
    record: vendor,
    toValues: toVendorFormValues,
    newValues: () => getNewVendorValues(getDefaultCurrency(defaultCountry ?? '') || 'KES'),
    resolver: RESOLVER,
    serverFields: VENDOR_SERVER_FIELDS,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const currency = useWatch({ control, name: 'currency' });
  const currencies = listCurrencies();

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
        <FormField
          id={fieldId('businessName')}
          label={LABELS.businessName}
          error={errors.businessName?.message}
        >
          {(aria) => <Input autoComplete="organization" {...aria} {...register('businessName')} />}
        </FormField>
        <Controller
          control={control}
          name="categoryIds"
          render={({ field, fieldState }) => (
            <fieldset
              className="grid min-w-0 gap-2"
              aria-describedby={fieldState.error ? `${fieldId('categoryIds')}-error` : undefined}
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
                <p id={`${fieldId('categoryIds')}-error`} className="text-sm text-destructive">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <FormField
          id={fieldId('description')}
          label={LABELS.description}
          description="What you offer, for whom, and what makes you different. Shown as plain text."
          error={errors.description?.message}
        >
          {(aria) => <Textarea rows={6} {...aria} {...register('description')} />}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Where</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id={fieldId('city')} label={LABELS.city} error={errors.city?.message}>
            {(aria) => <Input autoComplete="address-level2" {...aria} {...register('city')} />}
          </FormField>
          <FormField id={fieldId('region')} label={LABELS.region} error={errors.region?.message}>
            {(aria) => <Input autoComplete="address-level1" {...aria} {...register('region')} />}
          </FormField>
        </div>
        <FormField
          id={fieldId('mapUrl')}
          label={LABELS.mapUrl}
          description="A link to your place on a map, starting with https://"
          error={errors.mapUrl?.message}
        >
          {(aria) => (
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              {...aria}
              {...register('mapUrl')}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">How clients reach you</legend>
        <div className="grid items-start gap-4 md:grid-cols-2">
          <PhoneField
            control={control}
            name="phone"
            id={fieldId('phone')}
            label={LABELS.phone}
            description="Shown on your page with a Call button."
            defaultCountry={defaultCountry}
          />
          <PhoneField
            control={control}
            name="whatsapp"
            id={fieldId('whatsapp')}
            label={LABELS.whatsapp}
            description="Shown on your page with a WhatsApp button."
            defaultCountry={defaultCountry}
          />
        </div>
        <div className="grid items-start gap-4 md:grid-cols-2">
          <FormField id={fieldId('email')} label={LABELS.email} error={errors.email?.message}>
            {(aria) => <Input type="email" autoComplete="email" {...aria} {...register('email')} />}
          </FormField>
          <FormField id={fieldId('website')} label={LABELS.website} error={errors.website?.message}>
            {(aria) => (
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                {...aria}
                {...register('website')}
              />
            )}
          </FormField>
        </div>
        <FormField
          id={fieldId('socialLinks')}
          label={LABELS.socialLinks}
          description={`One link per line (Instagram, Facebook, TikTok…), at most ${VENDOR_LIMITS.socialLinks}.`}
          error={errors.socialLinks?.message}
        >
          {(aria) => <Textarea rows={3} {...aria} {...register('socialLinks')} />}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Prices</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          The range your clients usually pay, so visitors can filter by price. Both are optional.
        </p>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <FormField
            id={fieldId('currency')}
            label={LABELS.currency}
            error={errors.currency?.message}
          >
            {(aria) => (
              <NativeSelect {...aria} {...register('currency')} className="h-10 w-full">
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
            id={fieldId('priceMin')}
            label={`${LABELS.priceMin} (${currency})`}
            error={errors.priceMin?.message}
          >
            {(aria) => <AmountInput {...aria} {...register('priceMin')} />}
          </FormField>
          <FormField
            id={fieldId('priceMax')}
            label={`${LABELS.priceMax} (${currency})`}
            error={errors.priceMax?.message}
          >
            {(aria) => <AmountInput {...aria} {...register('priceMax')} />}
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {vendor ? 'Save vendor' : 'Create vendor'}
        </Button>
      </div>
    </form>
  );
}
