/** Schema parts the resources share. */
import { z } from 'zod';
import { findCountry } from '../phone/countries';

/**
 * Optional free text: blank becomes null, so a cleared field clears the column; an absent
 * field stays absent, so a PATCH that does not name it leaves it alone.
 */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

export const requiredName = (label = 'Name', max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const countryCodeSchema = z
  .string({ error: 'Country is required' })
  .refine((code) => /^[A-Za-z]{2}$/.test(code) && findCountry(code) !== undefined, {
    message: 'Unknown country',
  })
  .transform((code) => code.toUpperCase());

/** Zones already found valid: building an Intl formatter per list request shows in profiles. */
const knownZones = new Set(['UTC']);

export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  // Bounded: IANA has a few hundred names, and only valid ones are kept.
  if (knownZones.size < 1000) knownZones.add(zone);
  return true;
}

export const timeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .max(64, 'Unknown time zone')
  .refine(isTimeZone, { message: 'Unknown time zone' });

/** What every record answers besides its own fields. */
export const recordMetaSchema = z.object({
  id: z.uuid(),
  created: z.string(),
  updated: z.string(),
  createdBy: z.string().nullable(),
  version: z.number().int(),
});
