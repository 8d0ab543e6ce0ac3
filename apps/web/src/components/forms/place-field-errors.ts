import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readFieldErrors } from '@/components/forms/read-field-errors';

/**
 * Puts a failed request's `fieldErrors` on the form's fields when the form names them
 * differently (the server's `pledgedMinor` is the form's `pledge`); the first placed gets
 * the focus. True when at least one found its field.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, Path<T>>>,
): boolean {
  let placed = false;
  for (const [server, messages] of Object.entries(readFieldErrors(error))) {
    const name = fields[server];
    if (!name || !messages[0]) continue;
    setError(name, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
