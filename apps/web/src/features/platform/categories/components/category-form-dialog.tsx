import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  CATEGORY_KINDS,
  createCategoryInputSchema,
  type Category,
  type CategoryKind,
} from '@karamu/shared';
import { setServerFieldErrors } from '@/components/ui/form-field';
import { saveVersioned } from '@/components/forms/save-versioned';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { InputField, TextareaField } from '@/components/forms/input-field';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { useFormFields } from '@/components/forms/use-form-fields';

export const KIND_LABELS: Readonly<Record<CategoryKind, string>> = {
  event: 'Event',
  service: 'Service',
};

/** A category's kind is fixed once created: editing changes its name and description. */
const editCategorySchema = createCategoryInputSchema.omit({ kind: true });

type CategoryFormValues = { kind?: CategoryKind; name: string; description?: string | null };
type CategoryOutput = { kind?: CategoryKind; name: string; description: string | null };
const createResolver = zodResolver(createCategoryInputSchema) as unknown as Resolver<
  CategoryFormValues,
  unknown,
  CategoryOutput
>;
const editResolver = zodResolver(editCategorySchema) as unknown as Resolver<
  CategoryFormValues,
  unknown,
  CategoryOutput
>;

export type CategoryFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to edit; a new one without it. */
  category?: Category;
};

export function CategoryFormDialog({ open, onOpenChange, category }: CategoryFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? `Edit category ${category.name}` : 'New category'}
      description="Event categories group events and event templates; service categories group what vendors offer."
    >
      <CategoryForm category={category} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const id = useId();
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryOutput>({
    resolver: category ? editResolver : createResolver,
    // The edit schema is strict: the kind, even unchanged, would be refused.
    defaultValues: category
      ? { name: category.name, description: category.description ?? '' }
      : { kind: 'event', name: '', description: '' },
  });
  const fields = useFormFields(form);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    await saveVersioned(
      async () => {
        if (category) {
          await updateCategory.mutateAsync({
            id: category.id,
            input: {
              name: values.name,
              description: values.description,
              version: category.version,
            },
          });
          toast.success(`Category ${values.name} saved`);
        } else {
          await createCategory.mutateAsync({
            kind: values.kind ?? 'event',
            name: values.name,
            description: values.description,
          });
          toast.success(`Category ${values.name} created`);
        }
        onDone();
      },
      {
        onStale: onDone,
        onRefused: (error) =>
          setServerFieldErrors(error, setError, ['kind', 'name', 'description']),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      {category ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Kind: </span>
          {KIND_LABELS[category.kind]}
        </p>
      ) : (
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <fieldset className="grid gap-2">
              <legend id={`${id}-kind`} className="mb-2 text-sm font-medium">
                Kind
              </legend>
              <RadioGroup
                aria-labelledby={`${id}-kind`}
                value={field.value}
                onValueChange={(value) => field.onChange(value as CategoryKind)}
                disabled={isSubmitting}
                className="flex gap-6"
              >
                {CATEGORY_KINDS.map((kind) => (
                  <div key={kind} className="flex items-center gap-2">
                    <RadioGroupItem id={`${id}-kind-${kind}`} value={kind} />
                    <Label htmlFor={`${id}-kind-${kind}`}>{KIND_LABELS[kind]}</Label>
                  </div>
                ))}
              </RadioGroup>
              {errors.kind?.message && (
                <p className="text-sm text-destructive">{errors.kind.message}</p>
              )}
            </fieldset>
          )}
        />
      )}
      <InputField label="Name" autoComplete="off" {...fields.register('name')} />
      <TextareaField label="Description (optional)" rows={3} {...fields.register('description')} />
      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onDone}
        label={category ? 'Save category' : 'Create category'}
      />
    </form>
  );
}
