/**
 * A dynamic form's field definition (name, label, type, rules), and a schema for definitions
 * that arrive as data (templates, settings).
 */
import { z } from 'zod';

export const FORM_FIELD_TYPES = ['date', 'number', 'link', 'phone', 'boolean', 'text'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * Identifiers only: react-hook-form reads 'a.b' as a nested path, and an object key such
 * as '__proto__' would reach the prototype.
 */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const RESERVED_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const formFieldNameSchema = z
  .string()
  .regex(FIELD_NAME, 'A field name is a letter or _ followed by letters, digits or _')
  .refine((name) => !RESERVED_NAMES.has(name), { message: 'This field name is reserved' });

export const formFieldDefinitionSchema = z.strictObject({
  name: formFieldNameSchema,
  label: z.string().trim().min(1, 'A label is required').max(200),
  type: z.enum(FORM_FIELD_TYPES),
  required: z.boolean().optional(),
  /** Dates only: the date must be today or later. */
  afterToday: z.boolean().optional(),
  /** The name of another number or date field this one must not exceed. */
  lessThan: formFieldNameSchema.optional(),
  /** The name of another number or date field this one must not be below. */
  greaterThan: formFieldNameSchema.optional(),
});
export type FormFieldDefinition = z.infer<typeof formFieldDefinitionSchema>;

const COMPARABLE_TYPES: ReadonlySet<FormFieldType> = new Set(['number', 'date']);

/** A whole form: unique names, and comparisons only between fields of one comparable type. */
export const formDefinitionSchema = z
  .array(formFieldDefinitionSchema)
  .max(100)
  .superRefine((fields, ctx) => {
    const byName = new Map<string, FormFieldDefinition>();
    fields.forEach((field, index) => {
      if (byName.has(field.name)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: 'Field names must be unique',
        });
      }
      byName.set(field.name, field);
    });
    fields.forEach((field, index) => {
      for (const key of ['lessThan', 'greaterThan'] as const) {
        const otherName = field[key];
        if (otherName === undefined) continue;
        const other = byName.get(otherName);
        if (
          !other ||
          other === field ||
          other.type !== field.type ||
          !COMPARABLE_TYPES.has(field.type)
        ) {
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: 'Must name another field of the same type, number or date',
          });
        }
      }
    });
  });
