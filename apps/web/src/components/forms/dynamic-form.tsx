import { useEffect, useId, useMemo } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import {
  buildFormSchema,
  listFormFields,
  type FormFieldDefinition,
  type FormInput,
  type FormValues,
} from '@karamu/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { cn } from '@/lib/utils';
import { getDefaultFormValues } from './default-form-values';
import { DynamicField } from './dynamic-field';
import { readFieldErrors } from './read-field-errors';

export type DynamicFormProps = {
  /** Field definitions (`FormFieldDefinition`); invalid or repeated ones are left out. */
  fields: readonly FormFieldDefinition[];
  defaultValues?: Readonly<FormInput>;
  /**
   * Gets the validated values (dates as 'yyyy-MM-dd', phones as E.164). When it rejects,
   * the answer's `fieldErrors` go on their fields and its message above the button.
   */
  onSubmit: (values: FormValues) => unknown;
  /** Field errors held by the caller (e.g. a mutation's 400), shown on their fields. */
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
  submitLabel?: string;
  submittingLabel?: string;
  /** Alpha-2 code phone pickers start on; undefined while it is being worked out. */
  defaultPhoneCountry: string | undefined;
  className?: string;
};

/** Puts server messages on the fields of this form; true when at least one found a field. */
function placeFieldErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  names: ReadonlySet<string>,
  setError: UseFormSetError<FormInput>,
): boolean {
  let placed = false;
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!names.has(name) || message === undefined) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * A form built from field definitions, validated by the same zod schema the server uses
 * (`buildFormSchema`), with the forms' validation messages under their fields.
 */
export function DynamicForm({
  fields,
  defaultValues,
  onSubmit,
  fieldErrors,
  submitLabel = 'Save',
  submittingLabel = 'Saving…',
  defaultPhoneCountry,
  className,
}: DynamicFormProps) {
  const id = useId();
  const definitions = useMemo(() => listFormFields(fields), [fields]);
  const names = useMemo(() => new Set(definitions.map((field) => field.name)), [definitions]);
  const schema = useMemo(() => buildFormSchema(definitions), [definitions]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: getDefaultFormValues(definitions, defaultValues),
  });

  useEffect(() => {
    if (fieldErrors) placeFieldErrors(fieldErrors, names, setError);
  }, [fieldErrors, names, setError]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      placeFieldErrors(readFieldErrors(error), names, setError);
      setError('root.server', { type: 'server', message: getErrorMessage(error) });
    }
  });

  const formError = errors.root?.server?.message;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting}
      className={cn('grid gap-4', className)}
    >
      {definitions.map((field) => (
        <DynamicField
          key={field.name}
          field={field}
          control={control}
          controlId={`${id}-${field.name}`}
          defaultPhoneCountry={defaultPhoneCountry}
        />
      ))}
      {formError && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
