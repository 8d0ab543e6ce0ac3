/**
 * `buildFormSchema`: the zod schema for a dynamic form. The web form validates with it
 * and the server validates the submitted values with the very same schema.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from '../constants';
import { formFieldDefinitionSchema, type FormFieldDefinition } from './form-field';
import { readFieldValue, type FormFieldValue } from './read-field-value';

export type FormValues = Record<string, FormFieldValue>;
export type FormInput = Record<string, unknown>;
export type FormSchema = z.ZodType<FormValues, FormInput>;

export type BuildFormSchemaOptions = {
  /** The clock for `afterToday`; tests and the server's time zone handling set it. */
  now?: () => Date;
};

/**
 * The usable definitions among `fields`: anything that is not a valid definition is
 * left out, and so is a repeated name, so bad data yields a smaller form, not an error.
 */
export function listFormFields(fields: unknown): FormFieldDefinition[] {
  if (!Array.isArray(fields)) return [];
  const byName = new Map<string, FormFieldDefinition>();
  for (const candidate of fields) {
    const parsed = formFieldDefinitionSchema.safeParse(candidate);
    if (parsed.success && !byName.has(parsed.data.name)) byName.set(parsed.data.name, parsed.data);
  }
  return [...byName.values()];
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Numbers with numbers, calendar days with calendar days; anything else is not compared. */
function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number' && Number.isFinite(a) && Number.isFinite(b)) {
    return a - b;
  }
  if (
    typeof a === 'string' &&
    typeof b === 'string' &&
    CALENDAR_DAY.test(a) &&
    CALENDAR_DAY.test(b)
  ) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return undefined;
}

/**
 * The form rules as a zod schema: one entry per field, plus the lessThan / greaterThan
 * comparisons (equal values pass) with messages built from the labels. Never throws,
 * neither here nor when parsing.
 */
export function buildFormSchema(fields: unknown, options?: BuildFormSchemaOptions): FormSchema {
  const definitions = listFormFields(fields);
  const now = typeof options?.now === 'function' ? options.now : () => new Date();
  const byName = new Map(definitions.map((field) => [field.name, field]));

  const shape = Object.fromEntries(
    definitions.map((field) => [
      field.name,
      z.unknown().transform((value, ctx): FormFieldValue => {
        const reading = readFieldValue(field, value, { now: now() });
        if (reading.ok) return reading.value;
        ctx.addIssue({ code: 'custom', message: reading.message });
        return z.NEVER;
      }),
    ]),
  );

  const object = z.object(shape).superRefine(
    (values: Record<string, unknown>, ctx) => {
      for (const field of definitions) {
        const rules = [
          {
            other: field.lessThan,
            fails: (order: number) => order > 0,
            message: FORM_MESSAGES.lessThan,
          },
          {
            other: field.greaterThan,
            fails: (order: number) => order < 0,
            message: FORM_MESSAGES.greaterThan,
          },
        ];
        for (const rule of rules) {
          const other = rule.other === undefined ? undefined : byName.get(rule.other);
          if (!other || other === field || other.type !== field.type) continue;
          const order = compare(values[field.name], values[other.name]);
          if (order !== undefined && rule.fails(order)) {
            ctx.addIssue({
              code: 'custom',
              path: [field.name],
              message: rule.message(field.label, other.label),
            });
          }
        }
      }
    },
    // Compare whatever did parse, so the message shows while other fields are still wrong.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
  return z.preprocess((input) => withEveryField(input, definitions), object) as FormSchema;
}

/**
 * Gives every defined field an own key, so an absent one still meets its rules (zod
 * would otherwise report an absent key with its own wording), and drops all other keys.
 */
function withEveryField(input: unknown, definitions: readonly FormFieldDefinition[]): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  try {
    return Object.fromEntries(
      definitions.map(({ name }) => [
        name,
        Object.hasOwn(input, name) ? (input as FormInput)[name] : undefined,
      ]),
    );
  } catch {
    // A proxy or a throwing getter: nothing usable.
    return {};
  }
}
