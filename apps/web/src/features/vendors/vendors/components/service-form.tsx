import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { VENDOR_PRICINGS, type VendorService } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { FormButtons } from '@/components/forms/form-dialog';
import { InputField, MoneyField, TextareaField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { useFormFields } from '@/components/forms/use-form-fields';
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
    formState: { isSubmitting },
  } = form;
  const fields = useFormFields(form);
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
      <InputField label="Title" autoComplete="off" {...fields.register('title')} />
      <SelectField
        label="Category"
        {...fields.register('categoryId')}
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
            <option value={service.categoryId}>{service.categoryName ?? 'Current category'}</option>
          )}
      </SelectField>
      <TextareaField label="Description" rows={4} {...fields.register('description')} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField label="Pricing" {...fields.register('pricing')}>
          {VENDOR_PRICINGS.map((value) => (
            <option key={value} value={value}>
              {PRICING_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Currency" {...fields.register('currency')}>
          {[...currencies.first, ...currencies.rest].map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <MoneyField label={`Price (${currency})`} {...fields.register('price')} />
        {pricing === 'per_unit' && (
          <InputField
            label="Unit"
            description="What the price is for one of: guest, hour, chair…"
            autoComplete="off"
            placeholder="guest"
            {...fields.register('unit')}
          />
        )}
      </div>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={fields.id('published')}
          className="size-4 accent-primary"
          {...register('published')}
        />
        <label htmlFor={fields.id('published')} className="text-sm">
          Show this service on your public page
        </label>
      </div>
      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onCancel}
        label={service ? 'Save service' : 'Add service'}
      />
    </form>
  );
}
