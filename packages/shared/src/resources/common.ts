/** Schema parts the resources share. */
import { z } from 'zod';
import { findCountry } from '../phone/countries';

/** Optional free text: blank becomes null, so a cleared field clears the column. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

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

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
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
