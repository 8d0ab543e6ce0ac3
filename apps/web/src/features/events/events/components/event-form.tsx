import { useCallback } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { EventRecord } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { FormButtons } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import { PhoneField } from '@/components/forms/phone-field';
import { CountrySelectField, SelectField } from '@/components/forms/select-field';
import { TimeZoneField } from '@/components/forms/time-zone-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/get-error-message';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { useCreateEvent } from '../api/create-event';
import { useEventCategories } from '@/entities/category';
import { useUpdateEvent } from '../api/update-event';
import { useInstallationDefaults, type InstallationDefaults } from '@/entities/installation';
import {
  buildEventFormSchema,
  diffEvent,
  EVENT_FORM_LABELS as LABELS,
  getNewEventValues,
  toEventFormValues,
  type EventFormOutput,
  type EventFormValues,
} from '../lib/event-form-schema';
import { getZonedToday } from '@/lib/zoned-time';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';

/** The server's field names that the form shows under another field. */
const SERVER_FIELDS: Record<string, keyof EventFormValues> = {
  startsAt: 'day',
  endsAt: 'endTime',
  name: 'name',
  categoryId: 'categoryId',
  timeZone: 'timeZone',
  venue: 'venue',
  mapLink: 'mapLink',
  hosts: 'hosts',
  contactPhone: 'contactPhone',
  expectedGuests: 'expectedGuests',
  defaultCountry: 'defaultCountry',
};

export type EventFormProps = {
  /** The event to edit, as the server now has it; a new event without it. */
  event?: EventRecord;
  onSaved: (event: EventRecord) => void;
  onCancel: () => void;
  /** The clock for "in the future"; tests set it. */
  now?: () => Date;
};

/**
 * Creating or editing an event. Times are typed as clocks at the venue read them, in the
 * chosen zone; the installation's zone (Settings), else the browser's, is the default. An
 * edit sends only what changed, with the version it was based on.
 */
export function EventForm(props: EventFormProps) {
  const defaults = useInstallationDefaults({ enabled: !props.event });
  if (!props.event && !defaults) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the installation&apos;s defaults…
      </p>
    );
  }
  return <EventFields {...props} defaults={defaults} />;
}

function EventFields({
  event,
  onSaved,
  onCancel,
  now,
  defaults,
}: EventFormProps & { defaults: InstallationDefaults | undefined }) {
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const categories = useEventCategories();
  const resolver = useCallback(
    (original: EventRecord | undefined) =>
      zodResolver(buildEventFormSchema({ now, ...(original ? { original } : {}) })) as Resolver<
        EventFormValues,
        unknown,
        EventFormOutput
      >,
    [now],
  );
  // After a 409 the page refetches the event: the latest arrives as `event`.
  const { form, baseline, stale, submit } = useVersionedForm({
    record: event,
    toValues: toEventFormValues,
    newValues: () => getNewEventValues(defaults!.timeZone, defaults!.country),
    resolver,
    serverFields: SERVER_FIELDS,
  });
  const fields = useFormFields(form);
  const {
    register,
    control,
    formState: { isSubmitting },
  } = form;
  const timeZone = useWatch({ control, name: 'timeZone' });
  const defaultCountry = useWatch({ control, name: 'defaultCountry' });

  const onSubmit = submit({
    diff: diffEvent,
    unchanged: onSaved,
    update: async (input, original) => {
      const saved = await updateEvent.mutateAsync({ id: original.id, input });
      toast.success(`${saved.name} saved`);
      onSaved(saved);
    },
    create: async (output) => {
      const created = await createEvent.mutateAsync(output);
      toast.success(`${created.name} created`);
      onSaved(created);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">The event</legend>
        <InputField label={LABELS.name} autoComplete="off" {...fields.register('name')} />
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            // Controlled, so the event's category shows once the choices arrive.
            <SelectField
              id={fields.id('categoryId')}
              label={LABELS.categoryId}
              error={fieldState.error?.message}
              description={
                categories.isError
                  ? `The categories could not be loaded: ${getErrorMessage(categories.error)}`
                  : undefined
              }
              {...field}
              disabled={categories.isPending}
            >
              <option value="">
                {categories.isPending ? 'Loading categories…' : 'No category'}
              </option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
              {/* A category this event has that is no longer listed still shows. */}
              {baseline?.categoryId &&
                categories.data &&
                !categories.data.some((c) => c.id === baseline.categoryId) && (
                  <option value={baseline.categoryId}>
                    {baseline.categoryName ?? 'Current category'}
                  </option>
                )}
            </SelectField>
          )}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">When</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          Type the date and times as clocks at the venue will show them.
        </p>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <InputField
            label={LABELS.day}
            type="date"
            min={baseline ? undefined : getZonedToday(timeZone || getBrowserTimeZone())}
            {...fields.register('day')}
          />
          <InputField label={LABELS.startTime} type="time" {...fields.register('startTime')} />
          <InputField
            label={
              <>
                {LABELS.endTime}{' '}
                <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            type="time"
            {...fields.register('endTime')}
          />
        </div>
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            id={fields.id('endsNextDay')}
            className="size-4 accent-primary"
            {...register('endsNextDay')}
          />
          <Label htmlFor={fields.id('endsNextDay')}>
            {LABELS.endsNextDay} (the end time is on the next day)
          </Label>
        </div>
        <TimeZoneField
          label={LABELS.timeZone}
          description="The venue's time zone: the event's times are shown in it everywhere."
          {...fields.control('timeZone')}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Where and who</legend>
        <InputField label={LABELS.venue} autoComplete="off" {...fields.register('venue')} />
        <InputField
          label={LABELS.mapLink}
          description="A link to the venue on a map, starting with https://"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...fields.register('mapLink')}
        />
        <InputField label={LABELS.hosts} autoComplete="off" {...fields.register('hosts')} />
        <PhoneField
          label={LABELS.contactPhone}
          defaultCountry={defaultCountry}
          {...fields.control('contactPhone')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <InputField
            label={LABELS.expectedGuests}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...fields.register('expectedGuests')}
          />
          <CountrySelectField
            label={LABELS.defaultCountry}
            description="Numbers typed without a country code are read in this country."
            {...fields.register('defaultCountry')}
          />
        </div>
      </fieldset>

      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onCancel}
        label={event ? 'Save event' : 'Create event'}
      />
    </form>
  );
}
