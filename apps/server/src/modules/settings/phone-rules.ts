/**
 * The phone rules an administrator sets: mobile prefixes allowed on top of the country
 * table (decision 0005). Every server module that checks a phone number passes them to
 * `parsePhone(text, { country, mobileOnly, extraMobilePrefixes })`.
 */
import { readExtraMobilePrefixesSetting, type ExtraMobilePrefixes } from '@karamu/shared';
import type { Db } from '../../db/client';
import { getSettingRow } from './settings-repository';

/** The `settings` key the extra prefixes are stored under. */
export const EXTRA_MOBILE_PREFIXES_KEY = 'extraMobilePrefixes';

/**
 * The extra prefixes as saved, or `{}` when nobody saved any. Read afresh on every call
 * (one primary-key lookup), so a change applies at once on every server process; inside
 * a transaction pass its handle.
 */
export async function getExtraMobilePrefixes(db: Db): Promise<ExtraMobilePrefixes> {
  const row = await getSettingRow(db, EXTRA_MOBILE_PREFIXES_KEY);
  // Tolerant on read: a stored value that fails today's schema must not stop every check.
  return row ? readExtraMobilePrefixesSetting(row.value) : {};
}
