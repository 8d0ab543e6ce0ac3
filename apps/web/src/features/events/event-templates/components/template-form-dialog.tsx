import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  ARTWORK_MESSAGES,
  createEventTemplateInputSchema,
  type EventTemplate,
} from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { FormField, setServerFieldErrors } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { saveVersioned } from '@/components/forms/save-versioned';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateEventTemplate } from '../api/create-event-template';
import { useEventCategories } from '@/entities/category';
import { useUpdateEventTemplate } from '../api/update-event-template';
import {
  getArtworkUrl,
  ARTWORK_ACCEPT,
  checkArtworkFile,
  readArtworkFile,
} from '@/entities/event-template';
import { InputField, TextareaField } from '@/components/forms/input-field';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { useFormFields } from '@/components/forms/use-form-fields';

/** The API's own rules for the text fields; the artwork is a file until it is sent. */
const formSchema = z.object({
  name: createEventTemplateInputSchema.shape.name,
  description: z.string().trim().max(500, 'Description must be at most 500 characters'),
  categoryId: z.string(),
  published: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export type TemplateFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The design to edit; a new one without it. */
  template?: EventTemplate;
};

export function TemplateFormDialog({ open, onOpenChange, template }: TemplateFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={template ? `Edit design ${template.name}` : 'New design'}
      description="PNG, JPEG, WebP or SVG up to 5 MB. Every upload is redrawn as a WebP image, so nothing in the file but the picture reaches visitors."
    >
      <TemplateForm template={template} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function TemplateForm({ template, onDone }: { template?: EventTemplate; onDone: () => void }) {
  const id = useId();
  const categories = useEventCategories();
  const createTemplate = useCreateEventTemplate();
  const updateTemplate = useUpdateEventTemplate();
  // The chosen file as a data: URL: the preview and the upload at once, nothing to revoke.
  const [artwork, setArtwork] = useState<{ file: File; dataUrl: string | null } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const latest = useRef<File | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      categoryId: template?.categoryId ?? '',
      published: template?.published ?? true,
    },
  });
  const fields = useFormFields(form);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const choose = (file: File | null) => {
    latest.current = file;
    const problem = file ? checkArtworkFile(file) : undefined;
    setFileError(problem);
    setArtwork(file && !problem ? { file, dataUrl: null } : null);
    if (!file || problem) return;
    readArtworkFile(file).then(
      (dataUrl) => latest.current === file && setArtwork({ file, dataUrl }),
      (error: unknown) => latest.current === file && setFileError(getErrorMessage(error)),
    );
  };

  const submit = handleSubmit(async (values) => {
    if (fileError) return;
    if (!template && !artwork) {
      setFileError(ARTWORK_MESSAGES.required);
      return;
    }
    await saveVersioned(
      async () => {
        const upload = artwork
          ? (artwork.dataUrl ?? (await readArtworkFile(artwork.file)))
          : undefined;
        const fields = {
          name: values.name,
          description: values.description,
          categoryId: values.categoryId || null,
          published: values.published,
        };
        if (template) {
          await updateTemplate.mutateAsync({
            id: template.id,
            input: { ...fields, ...(upload ? { artwork: upload } : {}), version: template.version },
          });
          toast.success(`Design ${values.name} saved`);
        } else {
          await createTemplate.mutateAsync({ ...fields, artwork: upload! });
          toast.success(`Design ${values.name} created`);
        }
        onDone();
      },
      {
        onStale: onDone,
        onRefused: (error) => {
          setServerFieldErrors(error, setError, ['name', 'description', 'categoryId', 'published']);
          const artworkMessage = readFieldErrors(error).artwork?.[0];
          if (artworkMessage) setFileError(artworkMessage);
        },
      },
    );
  });

  const fileId = `${id}-artwork`;
  const shown = artwork?.dataUrl ?? (template && !artwork ? getArtworkUrl(template) : null);
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <InputField label="Name" autoComplete="off" {...fields.register('name')} />
      <TextareaField label="Description (optional)" rows={2} {...fields.register('description')} />
      <FormField id={`${id}-category`} label="Category" error={errors.categoryId?.message}>
        {(aria) => (
          <NativeSelect {...aria} className="h-10 w-full" {...register('categoryId')}>
            <option value="">No category</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor={fileId}>{template ? 'Replace the artwork (optional)' : 'Artwork'}</Label>
        <div className="flex items-start gap-3">
          {shown && (
            <img
              src={shown}
              alt={artwork ? 'Preview of the chosen file' : `Current artwork of ${template?.name}`}
              className="aspect-[5/7] w-20 shrink-0 rounded-md border object-cover"
            />
          )}
          <Input
            id={fileId}
            type="file"
            accept={ARTWORK_ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            className="h-auto py-1.5"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
        {fileError && (
          <p id={`${fileId}-error`} className="text-sm text-destructive">
            {fileError}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id={`${id}-published`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            <Label htmlFor={`${id}-published`}>Published: shown in the public gallery</Label>
          </div>
        )}
      />
      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onDone}
        label={template ? 'Save design' : 'Create design'}
      />
    </form>
  );
}
