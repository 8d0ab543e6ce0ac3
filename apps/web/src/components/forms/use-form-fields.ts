import { useId } from 'react';
import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * The per-field wiring of one react-hook-form form, so that a field is one element:
 * `<InputField label="Name" {...fields.register('name')} />` gets its id (unique on the
 * page), its message and its registration; `<PhoneField {...fields.control('phone')} />`
 * gets what its `Controller` needs. `id(name)` is the same id, for a control wired by hand.
 */
export function useFormFields<T extends FieldValues, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
) {
  const prefix = useId();
  // Read while rendering: the form re-renders when a message comes or goes.
  const { errors } = form.formState;
  const id = (name: FieldPath<T>) => `${prefix}-${name}`;
  return {
    id,
    register: (name: FieldPath<T>, options?: RegisterOptions<T, FieldPath<T>>) => ({
      id: id(name),
      error: (get(errors, name) as FieldError | undefined)?.message,
      ...form.register(name, options),
    }),
    control: (name: FieldPath<T>) => ({ control: form.control, name, id: id(name) }),
  };
}
