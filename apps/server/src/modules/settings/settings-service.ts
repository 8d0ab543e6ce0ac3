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
import { EXTRA_MOBILE_PREFIXES_KEY } from './phone-rules';
import { getSettingRow, insertSettingRow, updateSettingRow } from './settings-repository';

export async function getInstallationSettings(db: Db): Promise<InstallationSettings> {
  const row = await getSettingRow(db, EXTRA_MOBILE_PREFIXES_KEY);
  return {
    extraMobilePrefixes: row ? readExtraMobilePrefixesSetting(row.value) : {},
    version: row?.version ?? 0,
    updated: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** Replaces the settings; 409 when someone saved since `version` was read (0: never saved). */
export async function updateInstallationSettings(
  db: Db,
  actor: Actor,
  input: UpdateSettingsValues,
): Promise<InstallationSettings> {
  const { extraMobilePrefixes, version } = input;
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
    await recordAudit(tx, actor, {
      action: current ? 'update' : 'create',
      resource: 'settings',
      recordId: EXTRA_MOBILE_PREFIXES_KEY,
      before: current
        ? { extraMobilePrefixes: readExtraMobilePrefixesSetting(current.value) }
        : undefined,
      after: { extraMobilePrefixes },
    });
    return getInstallationSettings(tx);
  });
}
