import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TimeZonePicker } from './time-zone-picker';

type TimeZoneFieldProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  /** The picker's id; the label's, hint's and message's ids derive from it. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
};

/**
 * A labelled time zone of a react-hook-form form, with its hint and message. The label
 * has an id of its own: the picker's button is named by it, then by the zone it shows.
 */
export function TimeZoneField<T extends FieldValues, TOutput = T>({
  control,
  name,
  id,
  label,
  description,
}: TimeZoneFieldProps<T, TOutput>) {
  const labelId = `${id}-label`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          id={id}
          label={<span id={labelId}>{label}</span>}
          description={description}
          error={fieldState.error?.message}
        >
          {(aria) => (
            <TimeZonePicker
              id={aria.id}
              labelId={labelId}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
              ref={field.ref}
            />
          )}
        </FormField>
      )}
    />
  );
}
