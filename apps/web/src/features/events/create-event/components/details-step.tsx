import { useId, useMemo } from 'react';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { countries, findCountry, getCountryFlag, type FormValues } from '@karamu/shared';
import { DynamicForm } from '@/components/forms/dynamic-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useEventCategories } from '@/entities/category';
import {
  DETAILS_FIELDS,
  type EventDetails,
  type EventSettings,
  type FieldErrors,
} from '../lib/event-details';
import { listTimeZones } from '@/lib/zoned-time';

const BY_NAME = [...countries].sort((a, b) => a.country_name.localeCompare(b.country_name));

export type DetailsStepProps = {
  settings: EventSettings;
  onSettingsChange: (changes: Partial<EventSettings>) => void;
  /** What was typed before (a reload, a step back): the form starts from it. */
  initialDetails: EventDetails | null;
  /** Messages by field, from the checks beyond the form's own or from the server. */
  errors: FieldErrors | undefined;
  onSubmit: (values: FormValues) => void;
  onBack: () => void;
};

/**
 * Step 2: the details as a dynamic form (field definitions, the forms' messages), with
 * the category, the venue's time zone and the guests' phone country beside it.
 */
export function DetailsStep({
  settings,
  onSettingsChange,
  initialDetails,
  errors,
  onSubmit,
  onBack,
}: DetailsStepProps) {
  const id = useId();
  const categories = useEventCategories();
  const zones = listTimeZones();
  // The form reads its starting values once; later changes come from the visitor.
  const defaultValues = useMemo(() => ({ ...initialDetails }), [initialDetails]);
  const message = (field: string) => errors?.[field]?.[0];

  return (
    <div className="grid max-w-xl gap-6">
      <div className="grid gap-4">
        <FormField id={`${id}-category`} label="Category" error={message('categoryId')}>
          {(aria) => (
            <NativeSelect
              {...aria}
              className="h-10 w-full"
              value={settings.categoryId}
              onChange={(event) => onSettingsChange({ categoryId: event.target.value })}
            >
              <option value="">Choose a category (optional)</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {/* Right for most visitors as guessed from the browser: folded away unless wrong. */}
        <details
          open={message('timeZone') || message('defaultCountry') ? true : undefined}
          className="group rounded-lg border"
        >
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-90"
            />
            <span>
              <span className="font-medium">Time zone and phone country: </span>
              <span className="text-muted-foreground">
                {settings.timeZone.replaceAll('_', ' ')} ·{' '}
                {findCountry(settings.defaultCountry)?.country_name ?? settings.defaultCountry}
              </span>
            </span>
          </summary>
          <div className="grid gap-4 border-t p-3">
            <FormField
              id={`${id}-zone`}
              label="Time zone"
              description="The venue's: the times below are as clocks there show them."
              error={message('timeZone')}
            >
              {(aria) => (
                <NativeSelect
                  {...aria}
                  className="h-10 w-full"
                  value={settings.timeZone}
                  onChange={(event) => onSettingsChange({ timeZone: event.target.value })}
                >
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField
              id={`${id}-country`}
              label="Country of guests' phone numbers"
              description="Numbers typed without a country code are read as this country's."
              error={message('defaultCountry')}
            >
              {(aria) => (
                <NativeSelect
                  {...aria}
                  className="h-10 w-full"
                  value={settings.defaultCountry}
                  onChange={(event) => onSettingsChange({ defaultCountry: event.target.value })}
                >
                  {BY_NAME.map((country) => (
                    <option key={country.alpha2} value={country.alpha2}>
                      {getCountryFlag(country.alpha2)} {country.country_name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
        </details>
      </div>
      <p className="-mb-2 text-sm text-muted-foreground">
        Type times like 14:30 or 2:30 pm. Only the name, date and start time are needed now.
      </p>
      <DynamicForm
        fields={DETAILS_FIELDS}
        defaultValues={defaultValues}
        fieldErrors={errors}
        onSubmit={onSubmit}
        submitLabel="Continue"
        submittingLabel="Checking…"
        defaultPhoneCountry={settings.defaultCountry}
      />
      <Button variant="ghost" className="justify-self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to the design
      </Button>
    </div>
  );
}
