import { useId, useRef } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { toast } from 'sonner';
import {
  AUDIENCES,
  SELECTED_FILTER,
  WEEKDAY_NAMES,
  createScheduleInputSchema,
  isAudienceName,
  type AudienceName,
  type CreateScheduleInput,
  type Schedule,
  type ScheduleTimingKind,
} from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/forms/checkbox-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, isStaleVersionError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { TimeZonePicker } from '@/components/forms/time-zone-picker';
import { AUDIENCE_COPY, useContexts, type ContextChoice } from '@/entities/messaging';
import { getErrorMessage } from '@/lib/get-error-message';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';
import { useCreateSchedule } from '../api/create-schedule';
import { useTemplateChoices } from '../api/get-schedule-choices';
import { useUpdateSchedule } from '../api/update-schedule';
import {
  formFieldOf,
  newScheduleValues,
  scheduleFormResolver,
  scheduleValues,
  toScheduleInput,
  type ScheduleFormValues,
} from '../lib/schedule-form';
import { describeNextRun } from '../lib/schedule-text';

const KIND_LABELS: Readonly<Record<ScheduleTimingKind, (context: string) => string>> = {
  relative: (context) => `Before or after the ${context}`,
  at: () => 'At a date and time',
  weekly: () => 'Every week',
};
const KINDS = Object.keys(KIND_LABELS) as ScheduleTimingKind[];

export type ScheduleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The schedule to edit; a new one without it. */
  schedule?: Schedule;
  /** Whom a new schedule is for until a template says otherwise: the dashboard's audience. */
  defaultAudience?: AudienceName;
};

export function ScheduleFormDialog({
  open,
  onOpenChange,
  schedule,
  defaultAudience = 'event-guests',
}: ScheduleFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{schedule ? `Edit schedule ${schedule.name}` : 'New schedule'}</DialogTitle>
          <DialogDescription>
            A template sent to an event&apos;s guests or an occasion&apos;s members at a time you
            choose. It sends as you, with your privileges at the time it runs.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <ScheduleForm
            schedule={schedule}
            defaultAudience={defaultAudience}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The next run the form's values would have, or why there is none, as the user types. */
function NextRunPreview({
  control,
  contexts,
  contextNoun,
}: {
  control: Control<ScheduleFormValues, unknown, CreateScheduleInput>;
  contexts: readonly ContextChoice[];
  contextNoun: string;
}) {
  const values = useWatch({ control }) as ScheduleFormValues;
  const parsed = createScheduleInputSchema.safeParse(toScheduleInput(values));
  if (!parsed.success) return null;
  const context = contexts.find((c) => c.id === parsed.data.contextId);
  const text = describeNextRun(parsed.data.timing, {
    contextDate: context ? new Date(context.startsAt) : undefined,
    timeZone: parsed.data.timeZone,
    contextNoun,
  });
  return (
    <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
      {text}
    </p>
  );
}

function ScheduleForm({
  schedule,
  defaultAudience,
  onDone,
}: {
  schedule?: Schedule;
  defaultAudience: AudienceName;
  onDone: () => void;
}) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const templates = useTemplateChoices();
  const createSchedule = useCreateSchedule();
  const updateSchedule = useUpdateSchedule();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleFormValues, unknown, CreateScheduleInput>({
    resolver: scheduleFormResolver,
    defaultValues: schedule ? scheduleValues(schedule) : newScheduleValues(getBrowserTimeZone()),
  });
  const [templateId, contextId, kind, unit, filterIds] = useWatch({
    control,
    name: ['templateId', 'contextId', 'kind', 'unit', 'filterIds'],
  });

  // The template's audience decides what the context is; before one is chosen, the
  // schedule's own or the dashboard's.
  const template = templates.data?.find((t) => t.id === templateId);
  const chosenAudience = template?.audience ?? schedule?.audience;
  const audience =
    chosenAudience && isAudienceName(chosenAudience) ? chosenAudience : defaultAudience;
  const { contextLabel, filters } = AUDIENCES[audience];
  const contextNoun = contextLabel.toLowerCase();
  const contexts = useContexts(audience);
  const filterChoices = Object.entries(filters).filter(
    ([name]) => name !== SELECTED_FILTER || filterIds !== undefined,
  );

  // Wall-clock times are the event's or occasion's unless the user chose another zone.
  const zoneChosen = useRef(false);
  const followContextZone = (chosenId: string) => {
    const context = contexts.data?.find((c) => c.id === chosenId);
    if (context && !zoneChosen.current) setValue('timeZone', context.timeZone);
  };
  // The shared schema's message cannot know the audience: name what is missing here.
  const contextError =
    errors.contextId && !contextId ? `Choose the ${contextNoun}` : errors.contextId?.message;

  const submit = handleSubmit(async (input) => {
    try {
      if (schedule) {
        await updateSchedule.mutateAsync({
          id: schedule.id,
          input: { ...input, version: schedule.version },
        });
        toast.success(`Schedule ${input.name} saved`);
      } else {
        await createSchedule.mutateAsync(input);
        toast.success(`Schedule ${input.name} created`);
      }
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error));
      if (isStaleVersionError(error)) return onDone();
      let focused = false;
      for (const [path, messages] of Object.entries(readFieldErrors(error))) {
        const field = formFieldOf(path, kind);
        if (!field) continue;
        setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
        focused = true;
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <FormField id={fieldId('name')} label="Name" error={errors.name?.message}>
        {(aria) => (
          <Input
            autoComplete="off"
            placeholder="Reminder the day before"
            {...aria}
            {...register('name')}
          />
        )}
      </FormField>
      {/* Controlled: the choices arrive after the value (editing), and the select must show it. */}
      <Controller
        control={control}
        name="templateId"
        render={({ field }) => (
          <FormField id={fieldId('templateId')} label="Template" error={errors.templateId?.message}>
            {(aria) => (
              <NativeSelect {...aria} {...field}>
                <option value="">{templates.isPending ? 'Loading…' : 'Choose a template'}</option>
                {templates.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.channel === 'sms' ? 'SMS' : 'e-mail'})
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="contextId"
          render={({ field }) => (
            <FormField id={fieldId('contextId')} label={contextLabel} error={contextError}>
              {(aria) => (
                <NativeSelect
                  {...aria}
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    followContextZone(event.target.value);
                  }}
                >
                  <option value="">
                    {contexts.isPending ? 'Loading…' : `Choose the ${contextNoun}`}
                  </option>
                  {contexts.data?.map((context) => (
                    <option key={context.id} value={context.id}>
                      {context.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
        />
        <FormField id={fieldId('filterName')} label="Recipients" error={errors.filterName?.message}>
          {(aria) => (
            <NativeSelect {...aria} {...register('filterName')}>
              {filterChoices.map(([name, label]) => (
                <option key={name} value={name}>
                  {name === SELECTED_FILTER ? `${label} (${filterIds?.length ?? 0})` : label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <Controller
        control={control}
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

      {kind === 'relative' && (
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
      )}
      {kind === 'relative' && unit === 'days' && (
        <p className="-mt-2 text-sm text-muted-foreground">
          Leave the time of day empty to send at the start time, that many days away.
        </p>
      )}
      {kind === 'at' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={fieldId('atDay')} label="Date" error={errors.atDay?.message}>
            {(aria) => <Input type="date" {...aria} {...register('atDay')} />}
          </FormField>
          <FormField id={fieldId('atTime')} label="Time of day" error={errors.atTime?.message}>
            {(aria) => <Input type="time" {...aria} {...register('atTime')} />}
          </FormField>
        </div>
      )}
      {kind === 'weekly' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            id={fieldId('weekday')}
            label="Day of the week"
            error={errors.weekday?.message}
          >
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
      )}
      {kind === 'weekly' && (
        <Controller
          control={control}
          name="untilNobodyLeft"
          render={({ field, fieldState }) => (
            <CheckboxField
              className="-mt-1"
              id={fieldId('untilNobodyLeft')}
              label={`Until nobody is left (e.g. ${AUDIENCE_COPY[audience].nobodyLeftExample})`}
              hint="The first week the recipients above pick nobody, the schedule ends by itself."
              error={fieldState.error?.message}
              checked={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      )}

      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <FormField
            id={fieldId('timeZone')}
            label={<span id={`${fieldId('timeZone')}-label`}>Time zone</span>}
            description={`The times above are read in this zone; it starts as the ${contextNoun}'s.`}
            error={fieldState.error?.message}
          >
            {(aria) => (
              <TimeZonePicker
                id={aria.id}
                labelId={`${fieldId('timeZone')}-label`}
                value={field.value}
                onChange={(zone) => {
                  zoneChosen.current = true;
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
      <NextRunPreview control={control} contexts={contexts.data ?? []} contextNoun={contextNoun} />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {schedule ? 'Save schedule' : 'Create schedule'}
        </Button>
      </DialogFooter>
    </form>
  );
}
