import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TimeZonePicker } from '@/components/forms/time-zone-picker';
import type { ScheduleFormApi } from '../lib/schedule-form';

/** The zone the schedule's times are read in; choosing one stops it following the context's. */
export function ScheduleTimeZoneField({
  form,
  id,
  contextNoun,
  onChosen,
}: {
  form: ScheduleFormApi;
  id: string;
  contextNoun: string;
  /** The user chose a zone of their own. */
  onChosen: () => void;
}) {
  return (
    <Controller
      control={form.control}
      name="timeZone"
      render={({ field, fieldState }) => (
        <FormField
          id={id}
          label={<span id={`${id}-label`}>Time zone</span>}
          description={`The times above are read in this zone; it starts as the ${contextNoun}'s.`}
          error={fieldState.error?.message}
        >
          {(aria) => (
            <TimeZonePicker
              id={aria.id}
              labelId={`${id}-label`}
              value={field.value}
              onChange={(zone) => {
                onChosen();
                field.onChange(zone);
              }}
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
