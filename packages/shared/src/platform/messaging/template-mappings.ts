/**
 * Template mappings (`templates/:id`, /api/templates/:id/mappings): which audience field
 * fills each placeholder, and what to write when that field is empty for a recipient.
 * A template with a placeholder that has no mapping cannot be sent (decision 0011); a
 * placeholder named like a field is only suggested, never mapped silently.
 */
import { z } from 'zod';
import { versionSchema } from '../../list-query';
import { optionalText } from '../../schema-parts';
import { AUDIENCES, type AudienceName } from './audiences';

export const FALLBACK_MAX_LENGTH = 500;

export const templateMappingInputSchema = z.strictObject({
  placeholder: z
    .string({ error: 'Placeholder is required' })
    .min(1, 'Placeholder is required')
    .max(40, 'Placeholder must be at most 40 characters'),
  field: z
    .string({ error: 'Choose a field' })
    .min(1, 'Choose a field')
    .max(100, 'Field must be at most 100 characters'),
  fallback: optionalText('Fallback', FALLBACK_MAX_LENGTH),
});
export type TemplateMappingInput = z.input<typeof templateMappingInputSchema>;

/** Every mapping of the template at once; the version is the template's (the mappings are part of it). */
export const updateTemplateMappingsInputSchema = z
  .strictObject({
    items: z
      .array(templateMappingInputSchema, { error: 'Items must be a list of mappings' })
      .max(200, 'A template has at most 200 mappings'),
    version: versionSchema,
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.items.forEach((item, index) => {
      if (seen.has(item.placeholder)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'placeholder'],
          message: `{${item.placeholder}} is mapped twice`,
        });
      }
      seen.add(item.placeholder);
    });
  });
export type UpdateTemplateMappingsInput = z.input<typeof updateTemplateMappingsInputSchema>;

export const templateMappingSchema = z.object({
  placeholder: z.string(),
  field: z.string(),
  fallback: z.string().nullable(),
});
export type TemplateMapping = z.infer<typeof templateMappingSchema>;

export const templateMappingsSchema = z.object({
  templateId: z.uuid(),
  /** In the order the template first uses each placeholder. */
  items: z.array(templateMappingSchema),
  /** Placeholders still without a mapping: the template cannot be sent while any are left. */
  unmapped: z.array(z.string()),
  /** The template's version: saving mappings changes the template. */
  version: z.number().int(),
});
export type TemplateMappings = z.infer<typeof templateMappingsSchema>;

export function isAudienceField(audience: AudienceName, field: string): boolean {
  return Object.hasOwn(AUDIENCES[audience].fields, field);
}

/** The field a placeholder of the same name would map to: offered in the editor, never applied. */
export function suggestedField(audience: AudienceName, placeholder: string): string | undefined {
  return isAudienceField(audience, placeholder) ? placeholder : undefined;
}

export function unmappedPlaceholders(
  placeholders: readonly string[],
  mappings: readonly { placeholder: string }[],
): string[] {
  const mapped = new Set(mappings.map((m) => m.placeholder));
  return placeholders.filter((name) => !mapped.has(name));
}

export type MappingIssue = { path: string; message: string };

/** Mappings that name a field the audience lacks, or a placeholder the template does not use. */
export function templateMappingIssues(
  template: { audience: AudienceName; placeholders: readonly string[] },
  items: readonly { placeholder: string; field: string }[],
): MappingIssue[] {
  const used = new Set(template.placeholders);
  const { label } = AUDIENCES[template.audience];
  return items.flatMap((item, index) => [
    ...(used.has(item.placeholder)
      ? []
      : [
          {
            path: `items.${index}.placeholder`,
            message: `The template does not use {${item.placeholder}}`,
          },
        ]),
    ...(isAudienceField(template.audience, item.field)
      ? []
      : [
          {
            path: `items.${index}.field`,
            message: `'${item.field}' is not a field of ${label.toLowerCase()}`,
          },
        ]),
  ]);
}

/**
 * Each mapped placeholder's text for one recipient: the field's value, or the fallback
 * when the value is empty, or nothing. Unmapped placeholders get no entry, so rendering
 * leaves them visible (senders refuse such templates before this point).
 */
export function resolvePlaceholderValues(
  mappings: readonly TemplateMapping[],
  fields: Readonly<Record<string, string>>,
): Record<string, string> {
  // No prototype: a placeholder named `constructor` is a value like any other.
  const values: Record<string, string> = Object.create(null);
  for (const { placeholder, field, fallback } of mappings) {
    const value = Object.hasOwn(fields, field) ? fields[field]! : '';
    values[placeholder] = value.trim() === '' ? (fallback ?? '') : value;
  }
  return values;
}
