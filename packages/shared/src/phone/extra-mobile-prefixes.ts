/**
 * Mobile prefixes an administrator allows on top of the country table. Upstream prefix
 * data goes stale (Kenya's 01x and Tanzania's 6x arrived late), and a setting fixes that
 * without a release. The server stores the setting; it validates it with this schema.
 */
import { z } from 'zod';
import { findCountry } from './countries';

export type ExtraMobilePrefixes = Readonly<Record<string, readonly string[]>>;

export const MOBILE_PREFIX_PATTERN = /^\d{1,6}$/;
const MAX_EXTRA_PREFIXES_PER_COUNTRY = 50;

export const extraMobilePrefixesSchema = z
  .record(
    z.string().refine((code) => findCountry(code)?.alpha2 === code, {
      message: 'Unknown country: use an ISO 3166 alpha-2 code such as KE',
    }),
    z
      .array(z.string().regex(MOBILE_PREFIX_PATTERN, 'A mobile prefix is 1 to 6 digits'))
      .max(MAX_EXTRA_PREFIXES_PER_COUNTRY),
  )
  .transform((value): ExtraMobilePrefixes => value);

/** The usable part of an untrusted setting, keyed by upper-case alpha-2 code. */
export function readExtraMobilePrefixes(value: unknown): ReadonlyMap<string, readonly string[]> {
  const result = new Map<string, string[]>();
  if (typeof value !== 'object' || value === null) return result;
  for (const [code, prefixes] of Object.entries(value)) {
    if (!Array.isArray(prefixes)) continue;
    const valid = prefixes.filter(
      (prefix): prefix is string =>
        typeof prefix === 'string' && MOBILE_PREFIX_PATTERN.test(prefix),
    );
    const key = code.toUpperCase();
    result.set(key, [...(result.get(key) ?? []), ...valid]);
  }
  return result;
}
