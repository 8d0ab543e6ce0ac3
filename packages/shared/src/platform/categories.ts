/** Event and service categories (the CATEGORIES privileges, SUPER_ADMIN's alone: 0006). */
import { z } from 'zod';
import { versionSchema } from '../list-query';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';

export const CATEGORY_KINDS = ['event', 'service'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
const kindSchema = z.enum(CATEGORY_KINDS, { error: 'Choose the kind: event or service' });

export const createCategoryInputSchema = z.strictObject({
  kind: kindSchema,
  name: requiredName('Name', 100),
  description: optionalText('Description', 500),
});
export type CreateCategoryInput = z.input<typeof createCategoryInputSchema>;

/**
 * A kind changes only while nothing uses the category in a way the new kind would break
 * (events and designs take event categories, vendors and services service ones): the
 * server refuses that with 409 naming `kind` (issue 29).
 */
export const updateCategoryInputSchema = z.strictObject({
  kind: kindSchema.optional(),
  name: requiredName('Name', 100).optional(),
  description: optionalText('Description', 500),
  version: versionSchema,
});
export type UpdateCategoryInput = z.input<typeof updateCategoryInputSchema>;

export const categorySchema = recordMetaSchema.extend({
  kind: kindSchema,
  name: z.string(),
  description: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
