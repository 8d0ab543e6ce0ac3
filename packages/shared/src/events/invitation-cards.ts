/**
 * Invitation cards (ARTWORK_MAPPINGS): an event's artwork and the guest fields placed on
 * it. Positions and sizes are fractions of the artwork's width and height, so the same
 * layout draws alike in the browser's editor (any zoom) and in the server's renderer (the
 * artwork's own pixels), and survives a re-upload at another resolution.
 */
import { z } from 'zod';
import { artworkDataUrlSchema } from './event-templates';
import { versionSchema } from '../list-query';

export const CARD_FIELD_KINDS = [
  'guestName',
  'cardType',
  'admissions',
  'qr',
  'eventDate',
  'table',
  'eventName',
  'eventTime',
  'venue',
] as const;
export type CardFieldKind = (typeof CARD_FIELD_KINDS)[number];

export const CARD_FIELD_LABELS: Readonly<Record<CardFieldKind, string>> = {
  guestName: 'Guest name',
  cardType: 'Card type',
  admissions: 'Admissions',
  qr: 'QR code',
  eventDate: 'Event date',
  table: 'Table',
  eventName: 'Event name',
  eventTime: 'Event time',
  venue: 'Venue',
};

/**
 * A new field's width and text size (fractions of the artwork's width) before it is
 * moved or sized: what the designer adds and what a design's fields start from.
 */
export const CARD_FIELD_SIZES: Readonly<
  Record<CardFieldKind, Readonly<{ width: number; fontSize: number }>>
> = {
  guestName: { width: 0.6, fontSize: 0.06 },
  cardType: { width: 0.4, fontSize: 0.035 },
  admissions: { width: 0.4, fontSize: 0.035 },
  qr: { width: 0.22, fontSize: 0.035 },
  eventDate: { width: 0.5, fontSize: 0.04 },
  table: { width: 0.4, fontSize: 0.035 },
  eventName: { width: 0.7, fontSize: 0.06 },
  eventTime: { width: 0.3, fontSize: 0.04 },
  venue: { width: 0.6, fontSize: 0.04 },
};

/** Typefaces the server embeds (it draws text as outlines, so no system font is needed). */
export const CARD_FONTS = ['serif', 'sans', 'script'] as const;
export type CardFont = (typeof CARD_FONTS)[number];

export const CARD_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type CardAlignment = (typeof CARD_ALIGNMENTS)[number];

/** A layout this long is a mistake or an attack, not a card. */
export const CARD_MAX_FIELDS = 20;

const fraction = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 1`)
    .max(1, `${label} must be between 0 and 1`);

/**
 * One placed field. (x, y) is the top-left corner of its box and `width` the box's width,
 * all as fractions of the artwork; text is aligned inside the box and a QR code is a
 * square `width` wide. `fontSize` is a fraction of the artwork's width.
 */
export const cardFieldSchema = z.strictObject({
  id: z.string().min(1, 'Field id is required').max(40, 'Field id is too long'),
  kind: z.enum(CARD_FIELD_KINDS, { error: 'Choose a field' }),
  x: fraction('X'),
  y: fraction('Y'),
  width: fraction('Width').refine((w) => w > 0, 'Width must be more than 0'),
  fontSize: z
    .number({ error: 'Font size must be a number' })
    .min(0.005, 'Font size is too small')
    .max(0.5, 'Font size is too large'),
  font: z.enum(CARD_FONTS, { error: 'Choose a font' }),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #1a2b3c'),
  align: z.enum(CARD_ALIGNMENTS, { error: 'Choose left, center or right' }),
});
export type CardField = z.infer<typeof cardFieldSchema>;

export const cardFieldsSchema = z
  .array(cardFieldSchema, { error: 'Fields must be a list' })
  .max(CARD_MAX_FIELDS, `At most ${CARD_MAX_FIELDS} fields`)
  .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, {
    message: 'Each field needs its own id',
  });

/** `PUT /api/events/:id/invitation-card/artwork`: upload or replace; the layout is kept. */
export const cardArtworkInputSchema = z.strictObject({ artwork: artworkDataUrlSchema });

/**
 * `PUT /api/events/:id/invitation-card/design`: the card made from a gallery design; a
 * card the event already has is replaced only with `replace: true`.
 */
export const cardDesignInputSchema = z.strictObject({
  templateId: z.uuid('Design must be a UUID'),
  replace: z.boolean({ error: 'Replace must be true or false' }).optional(),
});
export type CardDesignInput = z.input<typeof cardDesignInputSchema>;

/** `PATCH /api/events/:id/invitation-card`: the placed fields. */
export const updateCardLayoutInputSchema = z.strictObject({
  fields: cardFieldsSchema,
  version: versionSchema,
});
export type UpdateCardLayoutInput = z.input<typeof updateCardLayoutInputSchema>;

/** `POST /api/events/:id/invitation-card/preview`: unsaved fields drawn for a guest or a sample. */
export const cardPreviewInputSchema = z.strictObject({
  fields: cardFieldsSchema,
  guestId: z.uuid('Guest must be a UUID').optional(),
});

/** The largest printable PDF asked for at once; more is several downloads. */
export const CARD_PDF_MAX_GUESTS = 1000;

/** `POST /api/events/:id/invitation-cards.pdf`: the chosen guests, or all of the event's. */
export const cardPdfInputSchema = z.strictObject({
  guestIds: z
    .array(z.uuid('Guest must be a UUID'), { error: 'Guests must be a list' })
    .min(1, 'Choose at least one guest')
    .max(CARD_PDF_MAX_GUESTS, `Choose at most ${CARD_PDF_MAX_GUESTS} guests`)
    .optional(),
});

export const invitationCardSchema = z.object({
  eventId: z.string(),
  artworkType: z.string(),
  width: z.number(),
  height: z.number(),
  fields: z.array(cardFieldSchema),
  updatedAt: z.string(),
  version: z.number(),
});
export type InvitationCard = z.infer<typeof invitationCardSchema>;

/** The sample guest the editor previews with when the event has no guests yet. */
export const SAMPLE_CARD_GUEST = {
  name: 'Amina Wanjiku',
  cardType: 'double',
  admissions: 2,
  tableName: 'Table 7',
} as const;

/**
 * The typefaces behind CARD_FONTS: OFL faces the server embeds (from @fontsource) and draws
 * as outlines. An editor that loads the same families shows text as it will be printed.
 */
export const CARD_FONT_FAMILIES: Readonly<Record<CardFont, string>> = {
  serif: 'Playfair Display',
  sans: 'Montserrat',
  script: 'Great Vibes',
};
