import { Controller } from 'react-hook-form';
import { SELECTED_FILTER } from '@karamu/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContextChoice } from '@/entities/messaging';
import type { TemplateChoice } from '../api/get-schedule-choices';
import type { ScheduleFormApi } from '../lib/schedule-form';

/** A list the form chooses from, while it loads and once it has. */
type Choices<T> = { isPending: boolean; data?: readonly T[] };

export type ScheduleTargetFieldsProps = {
  form: ScheduleFormApi;
  fieldId: (name: string) => string;
  templates: Choices<TemplateChoice>;
  contexts: Choices<ContextChoice>;
  /** "Event" or "Occasion", from the template's audience. */
  contextLabel: string;
  contextError: string | undefined;
  /** The audience's recipient filters, with their labels. */
  filterChoices: readonly (readonly [name: string, label: string])[];
  /** The people picked by hand when the filter is "selected". */
  filterIds: readonly string[] | undefined;
  onContextChosen: (contextId: string) => void;
};

/** What the schedule sends and to whom: its name, template, context and recipients. */
export function ScheduleTargetFields({
  form: {
    control,
    register,
    formState: { errors },
  },
  fieldId,
  templates,
  contexts,
  contextLabel,
  contextError,
  filterChoices,
  filterIds,
  onContextChosen,
}: ScheduleTargetFieldsProps) {
  const contextNoun = contextLabel.toLowerCase();
  return (
    <>
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
                    onContextChosen(event.target.value);
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
    </>
  );
}
