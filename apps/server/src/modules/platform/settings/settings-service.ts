/** Installation settings: read them, and save them in one audited, versioned transaction. */
import {
  hasPrivilege,
  readExtraMobilePrefixesSetting,
  type InstallationSettings,
  type UpdateSettingsValues,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import type { Actor } from '../../../lib/access';
import { HttpError } from '../../../lib/http-error';
import {
  DEFAULT_COUNTRY_KEY,
  EXTRA_MOBILE_PREFIXES_KEY,
  SMS_COUNTRIES_KEY,
  getSmsCountriesSetting,
} from './phone-rules';
import {
  DEFAULT_CURRENCY_KEY,
  DEFAULT_TIME_ZONE_KEY,
  getInstallationDefaults,
} from './installation-defaults';
import {
  deleteSettingRow,
  getSettingRow,
  insertSettingRow,
  updateSettingRow,
} from './settings-repository';

export async function getInstallationSettings(db: Db): Promise<InstallationSettings> {
  const row = await getSettingRow(db, EXTRA_MOBILE_PREFIXES_KEY);
  return {
    extraMobilePrefixes: row ? readExtraMobilePrefixesSetting(row.value) : {},
    ...(await getInstallationDefaults(db)),
    smsCountries: await getSmsCountriesSetting(db),
    version: row?.version ?? 0,
    updated: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/**
 * Saves a setting row under `key`, first insert or update: the form's version lives on the
 * prefixes row, which every save writes, so a second row follows it without its own check.
 */
async function writeSettingRow(tx: Db, key: string, value: unknown, actor: Actor) {
  const row = await getSettingRow(tx, key);
  const written = row
    ? (await updateSettingRow(tx, key, row.version, value, actor.userId)).length > 0
    : await insertSettingRow(tx, key, value, actor.userId);
  assertUpdated(written ? [true] : []);
}

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === b || (a !== null && b !== null && a.join() === b.join());

/**
 * Where SMS may go is the installation's money, like an account's allowance (decision
 * 0022): only a super administrator changes it; a form sending back the value it showed
 * changes nothing and needs no more than UPDATE_SETTINGS.
 */
function assertMaySetSmsCountries(actor: Actor) {
  if (hasPrivilege(actor.privileges, 'SUPER_ADMIN')) return;
  const message = 'Only a super administrator changes the countries SMS go to';
  throw new HttpError(403, message, { smsCountries: [message] });
}

/** Each installation default and its row of `settings`: null deletes it, left out keeps it. */
const DEFAULT_KEYS = [
  ['defaultCountry', DEFAULT_COUNTRY_KEY],
  ['defaultCurrency', DEFAULT_CURRENCY_KEY],
  ['defaultTimeZone', DEFAULT_TIME_ZONE_KEY],
] as const;

/** Replaces the settings; 409 when someone saved since `version` was read (0: never saved). */
export async function updateInstallationSettings(
  db: Db,
  actor: Actor,
  input: UpdateSettingsValues,
): Promise<InstallationSettings> {
  const { extraMobilePrefixes, smsCountries, version } = input;
  return db.transaction(async (tx) => {
    const smsCountriesBefore = await getSmsCountriesSetting(tx);
    if (smsCountries !== undefined && !sameList(smsCountries, smsCountriesBefore)) {
      assertMaySetSmsCountries(actor);
    }
    const current = await getSettingRow(tx, EXTRA_MOBILE_PREFIXES_KEY);
    assertVersion({ version: current?.version ?? 0 }, version);
    if (current) {
      assertUpdated(
        await updateSettingRow(
          tx,
          EXTRA_MOBILE_PREFIXES_KEY,
          version,
          extraMobilePrefixes,
          actor.userId,
        ),
      );
    } else {
      assertUpdated(
        (await insertSettingRow(tx, EXTRA_MOBILE_PREFIXES_KEY, extraMobilePrefixes, actor.userId))
          ? [true]
          : [],
      );
    }
    const defaultsBefore = await getInstallationDefaults(tx);
    for (const [field, key] of DEFAULT_KEYS) {
      const value = input[field];
      if (value === null) await deleteSettingRow(tx, key);
      else if (value !== undefined) await writeSettingRow(tx, key, value, actor);
    }
    if (smsCountries === null) await deleteSettingRow(tx, SMS_COUNTRIES_KEY);
    else if (smsCountries !== undefined) {
      await writeSettingRow(tx, SMS_COUNTRIES_KEY, smsCountries, actor);
    }
    await recordAudit(tx, actor, {
      action: current ? 'update' : 'create',
      resource: 'settings',
      recordId: EXTRA_MOBILE_PREFIXES_KEY,
      before: current
        ? {
            extraMobilePrefixes: readExtraMobilePrefixesSetting(current.value),
            ...defaultsBefore,
            smsCountries: smsCountriesBefore,
          }
        : undefined,
      after: {
        extraMobilePrefixes,
        ...Object.fromEntries(
          DEFAULT_KEYS.map(([field]) => [
            field,
            input[field] === undefined ? defaultsBefore[field] : input[field],
          ]),
        ),
        smsCountries: smsCountries === undefined ? smsCountriesBefore : smsCountries,
      },
    });
    return getInstallationSettings(tx);
  });
}
