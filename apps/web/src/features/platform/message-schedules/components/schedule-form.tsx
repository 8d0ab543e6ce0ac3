import { useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  AUDIENCES,
  SELECTED_FILTER,
  isAudienceName,
  type AudienceName,
  type CreateScheduleInput,
  type Schedule,
} from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { saveVersioned } from '@/components/forms/save-versioned';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { AUDIENCE_COPY, useContexts } from '@/entities/messaging';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';
import { useCreateSchedule } from '../api/create-schedule';
import { useTemplateChoices } from '../api/get-schedule-choices';
import { useUpdateSchedule } from '../api/update-schedule';
import {
  formFieldOf,
  newScheduleValues,
  scheduleFormResolver,
  scheduleValues,
  type ScheduleFormValues,
} from '../lib/schedule-form';
import { NextRunPreview } from './next-run-preview';
import { ScheduleTargetFields } from './schedule-target-fields';
import { ScheduleTimeZoneField } from './schedule-time-zone-field';
import { ScheduleTimingFields } from './schedule-timing-fields';

export type ScheduleFormProps = {
  schedule?: Schedule;
  defaultAudience: AudienceName;
  onDone: () => void;
};

/**
 * A schedule's form: what it sends to whom, when, in which time zone, and the next run
 * those would give. A stale version closes it (the list refetches the schedule).
 */
export function ScheduleForm({ schedule, defaultAudience, onDone }: ScheduleFormProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const templates = useTemplateChoices();
  const createSchedule = useCreateSchedule();
  const updateSchedule = useUpdateSchedule();
  const form = useForm<ScheduleFormValues, unknown, CreateScheduleInput>({
    resolver: scheduleFormResolver,
    defaultValues: schedule ? scheduleValues(schedule) : newScheduleValues(getBrowserTimeZone()),
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
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

  const submit = handleSubmit((input) =>
    saveVersioned(
      async () => {
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
      },
      {
        onStale: onDone,
        onRefused: (error) => {
          let focused = false;
          for (const [path, messages] of Object.entries(readFieldErrors(error))) {
            const field = formFieldOf(path, kind);
            if (!field) continue;
            setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
            focused = true;
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <ScheduleTargetFields
        form={form}
        fieldId={fieldId}
        templates={templates}
        contexts={contexts}
        contextLabel={contextLabel}
        contextError={contextError}
        filterChoices={filterChoices}
        filterIds={filterIds}
        onContextChosen={followContextZone}
      />
      <ScheduleTimingFields
        form={form}
        fieldId={fieldId}
        contextNoun={contextNoun}
        kind={kind}
        unit={unit}
        nobodyLeftExample={AUDIENCE_COPY[audience].nobodyLeftExample}
      />
      <ScheduleTimeZoneField
        form={form}
        id={fieldId('timeZone')}
        contextNoun={contextNoun}
        onChosen={() => {
          zoneChosen.current = true;
        }}
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
