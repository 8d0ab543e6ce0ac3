import { Controller } from 'react-hook-form';
import { WEEKDAY_NAMES, type ScheduleTimingKind } from '@karamu/shared';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { ScheduleFormApi, ScheduleFormValues } from '../lib/schedule-form';

const KIND_LABELS: Readonly<Record<ScheduleTimingKind, (context: string) => string>> = {
  relative: (context) => `Before or after the ${context}`,
  at: () => 'At a date and time',
  weekly: () => 'Every week',
};
const KINDS = Object.keys(KIND_LABELS) as ScheduleTimingKind[];

type TimingProps = {
  form: ScheduleFormApi;
  fieldId: (name: string) => string;
  /** "event" or "occasion", in the sentences that name it. */
  contextNoun: string;
};

/**
 * When the schedule sends: the kind of timing, then that kind's fields. The form keeps
 * every kind's values, so switching kind loses nothing typed.
 */
export function ScheduleTimingFields({
  kind,
  unit,
  nobodyLeftExample,
  ...props
}: TimingProps & {
  kind: ScheduleTimingKind;
  unit: ScheduleFormValues['unit'];
  /** Who "nobody left" would be, e.g. the guests who have not answered. */
  nobodyLeftExample: string;
}) {
  const { form, fieldId, contextNoun } = props;
  return (
    <>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend id={fieldId('kind')} className="mb-2 text-sm font-medium">
              When
            </legend>
            <RadioGroup
              aria-labelledby={fieldId('kind')}
              value={field.value}
              onValueChange={(value) => field.onChange(value as ScheduleTimingKind)}
              className="flex flex-wrap gap-x-6 gap-y-2"
            >
              {KINDS.map((k) => (
                <div key={k} className="flex items-center gap-2">
                  <RadioGroupItem id={fieldId(`kind-${k}`)} value={k} />
                  <Label htmlFor={fieldId(`kind-${k}`)}>{KIND_LABELS[k](contextNoun)}</Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        )}
      />
      {kind === 'relative' && <RelativeFields {...props} unit={unit} />}
      {kind === 'at' && <AtFields {...props} />}
      {kind === 'weekly' && <WeeklyFields {...props} nobodyLeftExample={nobodyLeftExample} />}
    </>
  );
}

/** So long before or after the event or occasion starts. */
function RelativeFields({
  form: {
    register,
    formState: { errors },
  },
  fieldId,
  contextNoun,
  unit,
}: TimingProps & { unit: ScheduleFormValues['unit'] }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField id={fieldId('amount')} label="How many" error={errors.amount?.message}>
          {(aria) => (
            <Input type="number" inputMode="numeric" min={0} {...aria} {...register('amount')} />
          )}
        </FormField>
        <FormField id={fieldId('unit')} label="Unit" error={errors.unit?.message}>
          {(aria) => (
            <NativeSelect {...aria} {...register('unit')}>
              <option value="days">Days</option>
              <option value="hours">Hours</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId('direction')}
          label="Before or after"
          error={errors.direction?.message}
        >
          {(aria) => (
            <NativeSelect {...aria} {...register('direction')}>
              <option value="before">Before the {contextNoun}</option>
              <option value="after">After the {contextNoun}</option>
            </NativeSelect>
          )}
        </FormField>
        {unit === 'days' && (
          <FormField
            id={fieldId('relativeTime')}
            label="Time of day"
            error={errors.relativeTime?.message}
          >
            {(aria) => <Input type="time" {...aria} {...register('relativeTime')} />}
          </FormField>
        )}
      </div>
      {unit === 'days' && (
        <p className="-mt-2 text-sm text-muted-foreground">
          Leave the time of day empty to send at the start time, that many days away.
        </p>
      )}
    </>
  );
}

/** Once, at a date and time. */
function AtFields({
  form: {
    register,
    formState: { errors },
  },
  fieldId,
}: TimingProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={fieldId('atDay')} label="Date" error={errors.atDay?.message}>
        {(aria) => <Input type="date" {...aria} {...register('atDay')} />}
      </FormField>
      <FormField id={fieldId('atTime')} label="Time of day" error={errors.atTime?.message}>
        {(aria) => <Input type="time" {...aria} {...register('atTime')} />}
      </FormField>
    </div>
  );
}

/** Every week on a day, until a date or until nobody is left. */
function WeeklyFields({
  form: {
    control,
    register,
    formState: { errors },
  },
  fieldId,
  nobodyLeftExample,
}: TimingProps & { nobodyLeftExample: string }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={fieldId('weekday')} label="Day of the week" error={errors.weekday?.message}>
          {(aria) => (
            <NativeSelect {...aria} {...register('weekday')}>
              {WEEKDAY_NAMES.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId('weeklyTime')}
          label="Time of day"
          error={errors.weeklyTime?.message}
        >
          {(aria) => <Input type="time" {...aria} {...register('weeklyTime')} />}
        </FormField>
        <FormField id={fieldId('until')} label="Until (optional)" error={errors.until?.message}>
          {(aria) => <Input type="date" {...aria} {...register('until')} />}
        </FormField>
      </div>
      <Controller
        control={control}
        name="untilNobodyLeft"
        render={({ field, fieldState }) => (
          <CheckboxField
            className="-mt-1"
            id={fieldId('untilNobodyLeft')}
            label={`Until nobody is left (e.g. ${nobodyLeftExample})`}
            hint="The first week the recipients above pick nobody, the schedule ends by itself."
            error={fieldState.error?.message}
            checked={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </>
  );
}
