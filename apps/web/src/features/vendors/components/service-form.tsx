import { useId } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { VENDOR_PRICINGS, type VendorService } from '@karamu/shared';
import { AmountInput } from '@/components/forms/amount-input';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useServiceCategories } from '@/entities/vendor';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { listCurrencies } from '@/lib/currencies';
import { useCreateVendorService, useUpdateVendorService } from '../api/vendor-mutations';
import {
  diffService,
  getNewServiceValues,
  PRICING_LABELS,
  SERVICE_SERVER_FIELDS,
  serviceFormSchema,
  toServiceFormValues,
  type ServiceFormOutput,
  type ServiceFormValues,
} from '../lib/service-form-schema';

/** A module constant: the form hook rebuilds its check when this changes. */
const RESOLVER = () =>
  zodResolver(serviceFormSchema) as Resolver<ServiceFormValues, unknown, ServiceFormOutput>;

export type ServiceFormProps = {
  /** The vendor a new service is for, and whose currency it starts in. */
  vendor: { id: string; currency: string };
  /** The service to edit, as the server now has it; a new one without it. */
  service?: VendorService;
  onSaved: (service: VendorService) => void;
  onCancel: () => void;
};

/** Creating or editing one service: its title, category, description and price. */
export function ServiceForm({ vendor, service, onSaved, onCancel }: ServiceFormProps) {
  const id = useId();
  const fieldId = (name: keyof ServiceFormValues) => `${id}-${name}`;
  const createService = useCreateVendorService();
  const updateService = useUpdateVendorService();
  const categories = useServiceCategories();
  const { form, stale, submit } = useVersionedForm({
    record: service,
    toValues: toServiceFormValues,
    newValues: () => getNewServiceValues(vendor.currency),
    resolver: RESOLVER,
    serverFields: SERVICE_SERVER_FIELDS,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const pricing = useWatch({ control, name: 'pricing' });
  const currency = useWatch({ control, name: 'currency' });
  const currencies = listCurrencies();

  const onSubmit = submit({
    diff: diffService,
    unchanged: onSaved,
    update: async (input, original) => {
      const saved = await updateService.mutateAsync({ id: original.id, input });
      toast.success(`${saved.title} saved`);
      onSaved(saved);
    },
    create: async (output) => {
      const created = await createService.mutateAsync({ ...output, vendorId: vendor.id });
      toast.success(`${created.title} added`);
      onSaved(created);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      <FormField id={fieldId('title')} label="Title" error={errors.title?.message}>
        {(aria) => <Input autoComplete="off" {...aria} {...register('title')} />}
      </FormField>
      <FormField id={fieldId('categoryId')} label="Category" error={errors.categoryId?.message}>
        {(aria) => (
          <NativeSelect
            {...aria}
            {...register('categoryId')}
            className="h-10 w-full"
            disabled={categories.isPending}
          >
            <option value="">{categories.isPending ? 'Loading categories…' : 'No category'}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            {service?.categoryId &&
              categories.data &&
              !categories.data.some((category) => category.id === service.categoryId) && (
                <option value={service.categoryId}>
                  {service.categoryName ?? 'Current category'}
                </option>
              )}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={fieldId('description')}
        label="Description"
        error={errors.description?.message}
      >
        {(aria) => <Textarea rows={4} {...aria} {...register('description')} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={fieldId('pricing')} label="Pricing" error={errors.pricing?.message}>
          {(aria) => (
            <NativeSelect {...aria} {...register('pricing')} className="h-10 w-full">
              {VENDOR_PRICINGS.map((value) => (
                <option key={value} value={value}>
                  {PRICING_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={fieldId('currency')} label="Currency" error={errors.currency?.message}>
          {(aria) => (
            <NativeSelect {...aria} {...register('currency')} className="h-10 w-full">
              {[...currencies.first, ...currencies.rest].map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('price')}
          label={`Price (${currency})`}
          error={errors.price?.message}
        >
          {(aria) => <AmountInput {...aria} {...register('price')} />}
        </FormField>
        {pricing === 'per_unit' && (
          <FormField
            id={fieldId('unit')}
            label="Unit"
            description="What the price is for one of: guest, hour, chair…"
            error={errors.unit?.message}
          >
            {(aria) => (
              <Input autoComplete="off" placeholder="guest" {...aria} {...register('unit')} />
            )}
          </FormField>
        )}
      </div>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={fieldId('published')}
          className="size-4 accent-primary"
          {...register('published')}
        />
        <label htmlFor={fieldId('published')} className="text-sm">
          Show this service on your public page
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {service ? 'Save service' : 'Add service'}
        </Button>
      </div>
    </form>
  );
}
