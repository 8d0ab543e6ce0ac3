import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  CATEGORY_KINDS,
  createCategoryInputSchema,
  updateCategoryInputSchema,
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

/**
 * The kind is a choice made on purpose, none picked beforehand (issue 29); editing may
 * change it too, which the server refuses while records hold the category as its old kind.
 */
const editCategorySchema = updateCategoryInputSchema.omit({ version: true }).required({
  kind: true,
  name: true,
});

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
    defaultValues: category
      ? { kind: category.kind, name: category.name, description: category.description ?? '' }
      : { name: '', description: '' },
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
              // Only a changed kind is sent: the server then checks what uses it.
              ...(values.kind !== category.kind ? { kind: values.kind } : {}),
              name: values.name,
              description: values.description,
              version: category.version,
            },
          });
          toast.success(`Category ${values.name} saved`);
        } else {
          await createCategory.mutateAsync({
            kind: values.kind!,
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
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={`${id}-kind-hint`}>
            <legend id={`${id}-kind`} className="mb-2 text-sm font-medium">
              Kind
            </legend>
            <p id={`${id}-kind-hint`} className="text-sm text-muted-foreground">
              {category
                ? 'It can change only while no event, design, vendor or service uses the category.'
                : 'Events and designs use event categories; vendors and services use service ones.'}
            </p>
            <RadioGroup
              aria-labelledby={`${id}-kind`}
              aria-invalid={errors.kind ? true : undefined}
              aria-errormessage={errors.kind ? `${id}-kind-error` : undefined}
              value={field.value ?? ''}
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
              <p id={`${id}-kind-error`} role="alert" className="text-sm text-destructive">
                {errors.kind.message}
              </p>
            )}
          </fieldset>
        )}
      />
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
