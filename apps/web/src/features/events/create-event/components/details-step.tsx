import { useId, useMemo } from 'react';
import { ArrowLeft } from 'lucide-react';
import { countries, getCountryFlag, type FormValues } from '@karamu/shared';
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
  // The installation's zone may be an alias the browser's list lacks: offered all the same,
  // or the select would show one zone while another is sent.
  const known = listTimeZones();
  const zones = known.includes(settings.timeZone) ? known : [settings.timeZone, ...known];
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
        {/* In sight, not folded away: a zone guessed wrong shows guests the wrong times (issue 29). */}
        <div className="grid items-start gap-4 sm:grid-cols-2">
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
