import type { ReactNode } from 'react';
import { isAxiosError } from '@/lib/http-errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** What a field's control needs so its label, hint and message are announced with it. */
type FormControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** The field's message, shown under it and tied to the control. */
  error?: string;
  /** A hint under the label. */
  description?: ReactNode;
  className?: string;
  children: (control: FormControlProps) => ReactNode;
};

/** A label, its control, an optional hint and the field's message, wired for assistive technology. */
export function FormField({ id, label, error, description, className, children }: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Puts a failed request's `fieldErrors` on the form's own fields (the first one gets the
 * focus); true when at least one found its field.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): boolean {
  const fieldErrors = readFieldErrors(error);
  let placed = false;
  for (const name of names) {
    const message = fieldErrors[name]?.[0];
    if (message === undefined) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The 409 of an update based on an old `version`: someone else saved in between. */
export function isStaleVersionError(error: unknown): boolean {
  return (
    isAxiosError(error) && error.response?.status === 409 && 'version' in readFieldErrors(error)
  );
}
