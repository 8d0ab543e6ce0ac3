import { useCallback, useId } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { countries, getCountryFlag, type EventRecord } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { PhoneField } from '@/components/forms/phone-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { useCreateEvent } from '../api/create-event';
import { useEventCategories } from '@/entities/category';
import { useUpdateEvent } from '../api/update-event';
import { getBrowserCountry } from '@/lib/browser-country';
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
import { TimeZonePicker } from '@/components/forms/time-zone-picker';

const BY_NAME = [...countries].sort((a, b) => a.country_name.localeCompare(b.country_name));

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
 * chosen zone; the browser's zone is the default. An edit sends only what changed, with
 * the version it was based on.
 */
export function EventForm({ event, onSaved, onCancel, now }: EventFormProps) {
  const id = useId();
  const fieldId = (name: keyof EventFormValues) => `${id}-${name}`;
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
    newValues: () => getNewEventValues(getBrowserTimeZone(), getBrowserCountry()),
    resolver,
    serverFields: SERVER_FIELDS,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
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
        <FormField id={fieldId('name')} label={LABELS.name} error={errors.name?.message}>
          {(aria) => <Input autoComplete="off" {...aria} {...register('name')} />}
        </FormField>
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <FormField
              id={fieldId('categoryId')}
              label={LABELS.categoryId}
              error={fieldState.error?.message}
              description={
                categories.isError
                  ? `The categories could not be loaded: ${getErrorMessage(categories.error)}`
                  : undefined
              }
            >
              {(aria) => (
                // Controlled, so the event's category shows once the choices arrive.
                <NativeSelect
                  {...aria}
                  {...field}
                  className="h-10 w-full"
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
                </NativeSelect>
              )}
            </FormField>
          )}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">When</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          Type the date and times as clocks at the venue will show them.
        </p>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <FormField id={fieldId('day')} label={LABELS.day} error={errors.day?.message}>
            {(aria) => (
              <Input
                type="date"
                min={baseline ? undefined : getZonedToday(timeZone || getBrowserTimeZone())}
                {...aria}
                {...register('day')}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('startTime')}
            label={LABELS.startTime}
            error={errors.startTime?.message}
          >
            {(aria) => <Input type="time" {...aria} {...register('startTime')} />}
          </FormField>
          <FormField
            id={fieldId('endTime')}
            label={
              <>
                {LABELS.endTime}{' '}
                <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.endTime?.message}
          >
            {(aria) => <Input type="time" {...aria} {...register('endTime')} />}
          </FormField>
        </div>
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            id={fieldId('endsNextDay')}
            className="size-4 accent-primary"
            {...register('endsNextDay')}
          />
          <Label htmlFor={fieldId('endsNextDay')}>
            {LABELS.endsNextDay} (the end time is on the next day)
          </Label>
        </div>
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <FormField
              id={fieldId('timeZone')}
              label={<span id={`${fieldId('timeZone')}-label`}>{LABELS.timeZone}</span>}
              description="The venue's time zone: the event's times are shown in it everywhere."
              error={fieldState.error?.message}
            >
              {(aria) => (
                <TimeZonePicker
                  id={aria.id}
                  labelId={`${fieldId('timeZone')}-label`}
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
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Where and who</legend>
        <FormField id={fieldId('venue')} label={LABELS.venue} error={errors.venue?.message}>
          {(aria) => <Input autoComplete="off" {...aria} {...register('venue')} />}
        </FormField>
        <FormField
          id={fieldId('mapLink')}
          label={LABELS.mapLink}
          description="A link to the venue on a map, starting with https://"
          error={errors.mapLink?.message}
        >
          {(aria) => (
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              {...aria}
              {...register('mapLink')}
            />
          )}
        </FormField>
        <FormField id={fieldId('hosts')} label={LABELS.hosts} error={errors.hosts?.message}>
          {(aria) => <Input autoComplete="off" {...aria} {...register('hosts')} />}
        </FormField>
        <PhoneField
          control={control}
          name="contactPhone"
          id={fieldId('contactPhone')}
          label={LABELS.contactPhone}
          defaultCountry={defaultCountry}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id={fieldId('expectedGuests')}
            label={LABELS.expectedGuests}
            error={errors.expectedGuests?.message}
          >
            {(aria) => (
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...aria}
                {...register('expectedGuests')}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('defaultCountry')}
            label={LABELS.defaultCountry}
            description="Numbers typed without a country code are read in this country."
            error={errors.defaultCountry?.message}
          >
            {(aria) => (
              <NativeSelect {...aria} {...register('defaultCountry')} className="h-10 w-full">
                {BY_NAME.map((country) => (
                  <option key={country.alpha2} value={country.alpha2}>
                    {`${getCountryFlag(country.alpha2)} ${country.country_name} (+${country.country_code})`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {event ? 'Save event' : 'Create event'}
        </Button>
      </div>
    </form>
  );
}
