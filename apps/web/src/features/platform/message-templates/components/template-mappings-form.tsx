import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  AUDIENCES,
  suggestedField,
  templateMappingInputSchema,
  type MessageTemplate,
  type TemplateMapping,
  type TemplateMappings,
} from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { saveVersioned } from '@/components/forms/save-versioned';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateTemplateMappings } from '../api/update-template-mappings';
import { TemplatePreview } from './template-preview';

/** One row per placeholder; a row without a field is left unmapped (not sent). */
const formSchema = z.object({
  items: z.array(templateMappingInputSchema.extend({ field: z.string() })),
});
type FormValues = { items: { placeholder: string; field: string; fallback: string }[] };
type FormOutput = z.output<typeof formSchema>;
const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, FormOutput>;

const toRow = (placeholder: string, saved: TemplateMapping | undefined) => ({
  placeholder,
  field: saved?.field ?? '',
  fallback: saved?.fallback ?? '',
});

export type TemplateMappingsFormProps = {
  template: MessageTemplate;
  mappings: TemplateMappings;
  /** After the mappings are saved. */
  onSaved?: () => void;
};

/**
 * Each placeholder of the template with the audience field that fills it and a fallback
 * for recipients whose field is empty. A placeholder named like a field is offered that
 * field, never given it without a click. Whoever reaches the page may save: its guard asks
 * for UPDATE_TEMPLATE_MAPPINGS or SUPER_ADMIN, and a SUPER_ADMIN holds that privilege too.
 */
export function TemplateMappingsForm({ template, mappings, onSaved }: TemplateMappingsFormProps) {
  const id = useId();
  const saveMappings = useUpdateTemplateMappings();
  const fields = AUDIENCES[template.audience].fields;
  const saved = new Map(mappings.items.map((m) => [m.placeholder, m]));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: { items: template.placeholders.map((p) => toRow(p, saved.get(p))) },
  });
  const rows = useWatch({ control, name: 'items' });
  const suggestions = rows.flatMap((row, index) => {
    const field = row.field === '' ? suggestedField(template.audience, row.placeholder) : undefined;
    return field ? [{ index, field }] : [];
  });
  const applySuggestion = (index: number, field: string) =>
    setValue(`items.${index}.field`, field, { shouldDirty: true });

  const submit = handleSubmit(async (values) => {
    const chosen = values.items.flatMap((item, row) => (item.field ? [{ item, row }] : []));
    await saveVersioned(
      async () => {
        await saveMappings.mutateAsync({
          id: template.id,
          input: {
            items: chosen.map(({ item }) => ({
              placeholder: item.placeholder,
              field: item.field,
              fallback: item.fallback ?? null,
            })),
            version: mappings.version,
          },
        });
        toast.success('Mappings saved');
        onSaved?.();
      },
      {
        // The server numbers the items it got: only the chosen rows.
        onRefused: (error) => {
          for (const [path, [message]] of Object.entries(readFieldErrors(error))) {
            const match = /^items\.(\d+)\.(field|fallback)$/.exec(path);
            const target = match ? chosen[Number(match[1])] : undefined;
            if (target && message) {
              setError(`items.${target.row}.${match![2] as 'field' | 'fallback'}`, {
                type: 'server',
                message,
              });
            }
          }
        },
      },
    );
  });

  const current = rows.flatMap((row) =>
    row.field
      ? [{ placeholder: row.placeholder, field: row.field, fallback: row.fallback || null }]
      : [],
  );

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        onSubmit={submit}
        aria-busy={isSubmitting}
        className="grid content-start gap-4"
      >
        {mappings.unmapped.length > 0 && (
          <Alert role="alert" variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>
              This template cannot be sent until mapped:{' '}
              {mappings.unmapped.map((name) => `{${name}}`).join(', ')}
            </AlertTitle>
            <AlertDescription>
              Choose the field that fills each placeholder and save.
            </AlertDescription>
          </Alert>
        )}
        {mappings.unmapped.length === 0 && template.placeholders.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Every placeholder is mapped: this template can be sent.
          </p>
        )}
        {template.placeholders.length === 0 ? (
          <p className="text-muted-foreground">
            This template has no placeholders: every recipient gets the same text.
          </p>
        ) : (
          <>
            {suggestions.length > 1 && (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => suggestions.forEach((s) => applySuggestion(s.index, s.field))}
                >
                  Use all {suggestions.length} suggestions
                </Button>
              </div>
            )}
            <table className="w-full text-sm">
              <caption className="sr-only">Placeholders and the fields that fill them</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Placeholder
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Field
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    When empty, write
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const suggestion = suggestions.find((s) => s.index === index);
                  const fieldError = errors.items?.[index]?.field?.message;
                  const fallbackError = errors.items?.[index]?.fallback?.message;
                  const rowId = `${id}-${index}`;
                  return (
                    <tr key={row.placeholder} className="border-t align-top">
                      <th scope="row" className="py-3 pr-3 font-mono font-normal">
                        {`{${row.placeholder}}`}
                      </th>
                      <td className="py-3 pr-3">
                        <div className="grid gap-1.5">
                          <NativeSelect
                            aria-label={`Field for {${row.placeholder}}`}
                            aria-invalid={fieldError ? true : undefined}
                            aria-describedby={fieldError ? `${rowId}-field-error` : undefined}
                            {...register(`items.${index}.field`)}
                          >
                            <option value="">Not mapped</option>
                            {Object.entries(fields).map(([field, label]) => (
                              <option key={field} value={field}>
                                {label}
                              </option>
                            ))}
                          </NativeSelect>
                          {suggestion && (
                            <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                              Suggested: {fields[suggestion.field as keyof typeof fields]}
                              <Button
                                type="button"
                                variant="link"
                                className="h-auto px-0"
                                onClick={() => applySuggestion(index, suggestion.field)}
                              >
                                Use it <span className="sr-only">for {`{${row.placeholder}}`}</span>
                              </Button>
                            </p>
                          )}
                          {fieldError && (
                            <p id={`${rowId}-field-error`} className="text-destructive">
                              {fieldError}
                            </p>
                          )}
                        </div>
                      </td>
                      <td className="py-3">
                        <div className="grid gap-1.5">
                          <Input
                            aria-label={`Fallback for {${row.placeholder}}`}
                            aria-invalid={fallbackError ? true : undefined}
                            aria-describedby={fallbackError ? `${rowId}-fallback-error` : undefined}
                            placeholder="Nothing"
                            {...register(`items.${index}.fallback`)}
                          />
                          {fallbackError && (
                            <p id={`${rowId}-fallback-error`} className="text-destructive">
                              {fallbackError}
                            </p>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting || !isDirty}>
                {isSubmitting && <Spinner className="size-4" />}
                Save mappings
              </Button>
            </div>
          </>
        )}
      </form>
      <TemplatePreview
        channel={template.channel}
        audience={template.audience}
        subject={template.subject}
        body={template.body}
        html={template.html}
        mappings={current}
      />
    </div>
  );
}
