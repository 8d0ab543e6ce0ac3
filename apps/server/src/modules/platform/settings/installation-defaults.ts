/**
 * The installation's defaults beside its country (phone-rules.ts): the currency and time
 * zone new events and occasions start on (issue 29). Stored as rows of `settings`; a value
 * a later release no longer knows reads as none, like an unusable country.
 */
import { isCurrency, isTimeZone, type PublicInstallation } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { getDefaultCountry } from './phone-rules';
import { getSettingRow } from './settings-repository';

export const DEFAULT_CURRENCY_KEY = 'defaultCurrency';
export const DEFAULT_TIME_ZONE_KEY = 'defaultTimeZone';

async function readSetting(db: Db, key: string, isKnown: (value: string) => boolean) {
  const value = (await getSettingRow(db, key))?.value;
  return typeof value === 'string' && isKnown(value) ? value : null;
}

/** Country, currency and zone as saved; each null when none is set. */
export async function getInstallationDefaults(db: Db): Promise<PublicInstallation> {
  return {
    defaultCountry: await getDefaultCountry(db),
    defaultCurrency: await readSetting(db, DEFAULT_CURRENCY_KEY, isCurrency),
    defaultTimeZone: await readSetting(db, DEFAULT_TIME_ZONE_KEY, isTimeZone),
  };
}
