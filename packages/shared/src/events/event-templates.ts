/**
 * Event templates: the invitation designs visitors start an event from (the public
 * gallery at /event-templates). Holders of the EVENT_TEMPLATES privileges upload and
 * manage them; the artwork travels as a base64 data URL inside the JSON body, so the
 * CSRF rule (JSON or X-Requested-With) holds for uploads as for every other write.
 */
import { z } from 'zod';
import { versionSchema } from '../list-query';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';

/** What an upload may be; the server re-encodes every one of them (decision 0009). */
export const EVENT_TEMPLATE_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;
export type EventTemplateUploadType = (typeof EVENT_TEMPLATE_UPLOAD_TYPES)[number];

/** The largest artwork file accepted, before base64. */
export const EVENT_TEMPLATE_ARTWORK_MAX_BYTES = 5 * 1024 * 1024;
/** Base64 makes 3 bytes 4 characters; the header ('data:image/svg+xml;base64,') is short. */
export const EVENT_TEMPLATE_ARTWORK_MAX_DATA_URL_LENGTH =
  Math.ceil(EVENT_TEMPLATE_ARTWORK_MAX_BYTES / 3) * 4 + 64;

const ARTWORK_DATA_URL = /^data:(image\/(?:png|jpeg|webp|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

export const ARTWORK_MESSAGES = {
  required: 'Choose an image for the design',
  type: 'Choose a PNG, JPEG, WebP or SVG image',
  tooLarge: 'Choose an image of at most 5 MB',
} as const;

/** `data:image/png;base64,...` as a browser's FileReader.readAsDataURL makes it. */
export const artworkDataUrlSchema = z
  .string({ error: ARTWORK_MESSAGES.required })
  .min(1, ARTWORK_MESSAGES.required)
  .max(EVENT_TEMPLATE_ARTWORK_MAX_DATA_URL_LENGTH, ARTWORK_MESSAGES.tooLarge)
  .regex(ARTWORK_DATA_URL, ARTWORK_MESSAGES.type);

/** The declared type and the base64 payload of an artwork data URL, or undefined. */
export function readArtworkDataUrl(
  text: string,
): { type: EventTemplateUploadType; base64: string } | undefined {
  const match = ARTWORK_DATA_URL.exec(text);
  if (!match) return undefined;
  return { type: match[1] as EventTemplateUploadType, base64: match[2]! };
}

const categoryIdSchema = z.uuid('Category must be a UUID').nullish();
/** Blank clears it (null); absent leaves it as it is (undefined), so a PATCH never clears it by accident. */
const descriptionSchema = optionalText('Description', 500).optional();

export const createEventTemplateInputSchema = z.strictObject({
  name: requiredName('Name', 100),
  description: descriptionSchema,
  categoryId: categoryIdSchema,
  /** Shown in the public gallery; true unless said otherwise. */
  published: z.boolean({ error: 'Published must be true or false' }).optional(),
  artwork: artworkDataUrlSchema,
});
export type CreateEventTemplateInput = z.input<typeof createEventTemplateInputSchema>;

export const updateEventTemplateInputSchema = z.strictObject({
  name: requiredName('Name', 100).optional(),
  description: descriptionSchema,
  categoryId: categoryIdSchema,
  published: z.boolean({ error: 'Published must be true or false' }).optional(),
  artwork: artworkDataUrlSchema.optional(),
  version: versionSchema,
});
export type UpdateEventTemplateInput = z.input<typeof updateEventTemplateInputSchema>;

export const eventTemplateSchema = recordMetaSchema.extend({
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** The stored image's type: image/svg+xml for the designs we ship, image/webp for uploads. */
  artworkType: z.string(),
  published: z.boolean(),
});
export type EventTemplate = z.infer<typeof eventTemplateSchema>;
