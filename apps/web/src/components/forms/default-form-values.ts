import type { FormFieldDefinition, FormInput } from '@karamu/shared';

/**
 * What each field starts with: the given value, else empty text for text-like inputs
 * (so they stay controlled), false for switches and nothing for dates.
 */
export function getDefaultFormValues(
  fields: readonly FormFieldDefinition[],
  given: Readonly<FormInput> = {},
): FormInput {
  return Object.fromEntries(
    fields.map((field) => {
      const value = Object.hasOwn(given, field.name) ? given[field.name] : undefined;
      if (value !== undefined && value !== null) return [field.name, value];
      if (field.type === 'boolean') return [field.name, false];
      if (field.type === 'date') return [field.name, undefined];
      return [field.name, ''];
    }),
  );
}
