/**
 * The check-in API (decision 0008): the kit a door device downloads, one check-in, a
 * batch made offline, and the live counters. The server validates with these schemas and
 * the web app types its calls with them.
 */
import { z } from 'zod';
import { instantSchema } from '../../date-bounds';
import { CARD_TYPES, MAX_ADMISSIONS } from '../guests';
import { MAX_CARD_CODE_LENGTH } from './card-code';

export const CHECK_IN_RESULTS = [
  'admitted',
  'already_used',
  'unknown',
  'wrong_event',
  'forged',
] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** Most check-ins one sync request carries; a device with more sends several. */
export const MAX_SYNC_BATCH = 1000;

/** Why a check-in was refused or limited, in the words the door staff read. */
export const CHECK_IN_REASONS = {
  admitted: 'Admitted',
  partlyAdmitted: 'The card allowed fewer people than asked',
  alreadyUsed: 'This card has already been used for everyone it admits',
  notACard: 'This is not a Karamu guest card',
  unknownShortCode: 'No guest of this event has this card code',
  unknownGuest: "This guest is not on the event's list (removed?)",
  wrongEvent: 'This card is for another event',
  forged: 'The card is not genuine: its signature does not match this event',
  overAdmitted: 'Let in offline beyond what the card allows',
} as const;

const count = z.number().int().min(0);

export const checkInInputSchema = z
  .strictObject({
    /** Chosen by the device (a UUID), so a check-in sent twice is recorded once. */
    clientId: z.uuid('clientId must be a UUID'),
    /** The device's own name for itself, kept with each check-in. */
    deviceId: z
      .string({ error: 'deviceId is required' })
      .trim()
      .min(1, 'deviceId is required')
      .max(100, 'deviceId must be at most 100 characters'),
    /** The scanned or typed card code... */
    code: z
      .string()
      .max(MAX_CARD_CODE_LENGTH, `A card code is at most ${MAX_CARD_CODE_LENGTH} characters`)
      .optional(),
    /** ...or the guest picked by name for someone without their card. */
    guestId: z.uuid('guestId must be a UUID').optional(),
    /** People let in on this card now. */
    count: z
      .number({ error: 'count must be a number' })
      .int('count must be a whole number')
      .min(1, 'count must be at least 1')
      .max(MAX_ADMISSIONS, `count must be at most ${MAX_ADMISSIONS}`),
    /** When the device admitted them (its clock); a batch is settled in this order. */
    scannedAt: instantSchema('scannedAt'),
  })
  .refine((input) => (input.code === undefined) !== (input.guestId === undefined), {
    message: 'Send either a card code or a guest id',
    path: ['code'],
  });
export type CheckInInput = z.infer<typeof checkInInputSchema>;

export const checkInSyncInputSchema = z.strictObject({
  items: z
    .array(checkInInputSchema)
    .min(1, 'items must not be empty')
    .max(MAX_SYNC_BATCH, `At most ${MAX_SYNC_BATCH} check-ins per batch`),
});
export type CheckInSyncInput = z.infer<typeof checkInSyncInputSchema>;

/** A guest as a door device knows them: no phone, e-mail or notes (decision 0008). */
export const checkInGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  cardType: z.enum(CARD_TYPES),
  admissions: count,
  /** People admitted on the card so far (over-admissions not included). */
  checkedIn: count,
  tableName: z.string().nullable(),
  /** The card's short code (SHORT_CARD_CODE_ALPHABET), typed when the QR code will not scan. */
  shortCode: z.string(),
  /**
   * What the guest still owes for their card, minor units of the event's currency: 0 when
   * paid up, null while the event prices nothing for them (decision 0047).
   */
  owedMinor: z.number().int().min(0).nullable(),
});
export type CheckInGuest = z.infer<typeof checkInGuestSchema>;

export const checkInKitSchema = z.object({
  event: z.object({
    id: z.string(),
    name: z.string(),
    startsAt: z.string(),
    timeZone: z.string(),
    /** The currency of `owedMinor`; null while the event has no card prices. */
    currency: z.string().nullable(),
  }),
  /** The event's Ed25519 public key, raw 32 bytes base64url: verifies cards offline. */
  publicKey: z.string(),
  guests: z.array(checkInGuestSchema),
  serverTime: z.string(),
});
export type CheckInKit = z.infer<typeof checkInKitSchema>;

export const checkInVerdictSchema = z.object({
  clientId: z.string(),
  result: z.enum(CHECK_IN_RESULTS),
  reason: z.string(),
  /** Absent when the code names no guest of this event. */
  guest: checkInGuestSchema.optional(),
  requested: count,
  admitted: count,
  /** What the card still allows after this check-in. */
  remaining: count,
  /** People let in offline beyond the card's allowance (sync only). */
  overAdmitted: count,
  /** True when this clientId had been recorded before: the first answer, repeated. */
  replayed: z.boolean(),
});
export type CheckInVerdict = z.infer<typeof checkInVerdictSchema>;

export const checkInSyncResultSchema = z.object({
  items: z.array(checkInVerdictSchema),
  totals: z.object({
    items: count,
    /** Check-ins newly recorded by this batch. */
    recorded: count,
    /** Check-ins the server already had (a batch sent again). */
    replayed: count,
    admitted: count,
    overAdmitted: count,
    /** Unknown, other-event or forged cards: nothing recorded. */
    refused: count,
  }),
  serverTime: z.string(),
});
export type CheckInSyncResult = z.infer<typeof checkInSyncResultSchema>;

export const checkInSummarySchema = z.object({
  guests: count,
  /** People all the cards admit together. */
  admissions: count,
  /** People admitted within their cards. */
  checkedIn: count,
  /** Guests (cards) with at least one admission. */
  guestsArrived: count,
  /** People let in offline beyond their cards. */
  overAdmitted: count,
  lastCheckInAt: z.string().nullable(),
  /** The latest over-admissions, newest first, for whoever watches the door. */
  overAdmissions: z.array(
    z.object({
      guestId: z.string(),
      name: z.string(),
      overAdmitted: count,
      deviceId: z.string(),
      scannedAt: z.string(),
    }),
  ),
  serverTime: z.string(),
});
export type CheckInSummary = z.infer<typeof checkInSummarySchema>;

/** The events a door device may check in, newest start first. */
export const checkInEventsSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  ),
});
export type CheckInEvents = z.infer<typeof checkInEventsSchema>;
export type CheckInEvent = CheckInEvents['items'][number];

export const cardCodeSchema = z.object({
  code: z.string(),
  /** The short code printed under the QR code, stored form (formatShortCardCode prints it). */
  shortCode: z.string(),
});
export type CardCodeAnswer = z.infer<typeof cardCodeSchema>;
