/** Installation settings: read them, and save them in one audited, versioned transaction. */
import {
  readExtraMobilePrefixesSetting,
  type InstallationSettings,
  type UpdateSettingsValues,
} from '@karamu/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { assertUpdated, assertVersion } from '../../lib/versioned';
import { DEFAULT_COUNTRY_KEY, EXTRA_MOBILE_PREFIXES_KEY, getDefaultCountry } from './phone-rules';
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
    defaultCountry: await getDefaultCountry(db),
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

/** Replaces the settings; 409 when someone saved since `version` was read (0: never saved). */
export async function updateInstallationSettings(
  db: Db,
  actor: Actor,
  input: UpdateSettingsValues,
): Promise<InstallationSettings> {
  const { extraMobilePrefixes, defaultCountry, version } = input;
  return db.transaction(async (tx) => {
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
    const countryBefore = await getDefaultCountry(tx);
    if (defaultCountry === null) await deleteSettingRow(tx, DEFAULT_COUNTRY_KEY);
    else if (defaultCountry !== undefined) {
      await writeSettingRow(tx, DEFAULT_COUNTRY_KEY, defaultCountry, actor);
    }
    await recordAudit(tx, actor, {
      action: current ? 'update' : 'create',
      resource: 'settings',
      recordId: EXTRA_MOBILE_PREFIXES_KEY,
      before: current
        ? {
            extraMobilePrefixes: readExtraMobilePrefixesSetting(current.value),
            defaultCountry: countryBefore,
          }
        : undefined,
      after: { extraMobilePrefixes, defaultCountry: defaultCountry ?? countryBefore },
    });
    return getInstallationSettings(tx);
  });
}
