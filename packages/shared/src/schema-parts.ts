/** Schema parts the resources share. */
import { z } from 'zod';
import { findCountry } from './phone/countries';

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

/**
 * Canonical names that the database knows: ICU's list (every name on it is in PostgreSQL's
 * zone database too) and UTC. Without the list (an older browser) any zone Intl reads passes.
 */
const CANONICAL_ZONES: ReadonlySet<string> | undefined =
  typeof Intl.supportedValuesOf === 'function'
    ? new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])
    : undefined;

/** Names already looked up: building an Intl formatter per list request shows in profiles. */
const canonicalOf = new Map<string, string>([['UTC', 'UTC']]);

/**
 * The canonical name of a zone ('US/Pacific-New' is 'America/Los_Angeles'), or undefined
 * when it names none. SQL gets the canonical name: ICU still reads names that PostgreSQL's
 * zone database has dropped, and a query with one failed as a 500 (decision 0018). A name
 * whose canonical one is not on the list ('SystemV/AST4') is refused.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  const known = canonicalOf.get(zone);
  if (known !== undefined) return known;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  if (CANONICAL_ZONES && !CANONICAL_ZONES.has(canonical)) return undefined;
  // Bounded: IANA has a few hundred names, and only valid ones are kept.
  if (canonicalOf.size < 1000) canonicalOf.set(zone, canonical);
  return canonical;
}

export const isTimeZone = (zone: string): boolean => canonicalTimeZone(zone) !== undefined;

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
