import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { parsePhone, type InstallationSettings } from '@karamu/shared';
import { auditLog, settings } from '../src/db/schema';
import {
  DEFAULT_COUNTRY_KEY,
  EXTRA_MOBILE_PREFIXES_KEY,
  getExtraMobilePrefixes,
} from '../src/modules/platform/settings/phone-rules';
import { asWebApp, createUserWith, type TestApp } from './test-app';
import { useAdminApp } from './support/admin-app';

let t: TestApp;
let admin: string;
useAdminApp((started) => ({ t, cookie: admin } = started));
beforeEach(async () => {
  await t.db.delete(settings);
  await t.db.delete(auditLog);
});

const call = (cookie: string | undefined, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asWebApp(cookie), ...(payload ? { payload } : {}) });

const getSettings = (cookie = admin) => call(cookie, 'GET', '/api/settings');
const putSettings = (payload: object, cookie = admin) =>
  call(cookie, 'PUT', '/api/settings', payload);

const settingsAudit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'settings'), eq(auditLog.recordId, EXTRA_MOBILE_PREFIXES_KEY)))
    .orderBy(auditLog.id);

// A Nairobi landline range: valid in Kenya, not among the table's mobile prefixes.
const NAIROBI_NUMBER = '+254 20 2222222';

describe('GET /api/settings', () => {
  it('answers empty prefixes at version 0 before anyone saved them', async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      extraMobilePrefixes: {},
      defaultCountry: null,
      defaultCurrency: null,
      defaultTimeZone: null,
      smsCountries: null,
      version: 0,
      updated: null,
      updatedBy: null,
    });
  });

  it('needs READ_SETTINGS, which ALL alone does not grant (decision 0006)', async () => {
    expect((await getSettings('')).statusCode).toBe(401);
    const allHolder = await createUserWith(t, ['ALL']);
    expect((await getSettings(allHolder.cookie)).statusCode).toBe(403);
    const reader = await createUserWith(t, ['READ_SETTINGS']);
    expect((await getSettings(reader.cookie)).statusCode).toBe(200);
  });
});

describe('PUT /api/settings', () => {
  it('saves the prefixes normalized, answers who saved, and writes an audit row', async () => {
    const saved = await putSettings({
      extraMobilePrefixes: { TZ: ['61'], KE: ['20', '10', '20'], UG: [] },
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<InstallationSettings>();
    expect(body).toMatchObject({
      extraMobilePrefixes: { KE: ['10', '20'], TZ: ['61'] },
      version: 1,
      updatedBy: 'admin',
    });
    expect(Number.isNaN(Date.parse(body.updated ?? ''))).toBe(false);
    expect((await getSettings()).json()).toEqual(body);

    const [entry] = await settingsAudit();
    expect(entry).toMatchObject({
      action: 'create',
      actorUsername: 'admin',
      changes: {
        extraMobilePrefixes: { before: null, after: { KE: ['10', '20'], TZ: ['61'] } },
      },
    });

    const again = await putSettings({ extraMobilePrefixes: { KE: ['20'] }, version: 1 });
    expect(again.json()).toMatchObject({ extraMobilePrefixes: { KE: ['20'] }, version: 2 });
    const entries = await settingsAudit();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'update',
      changes: {
        extraMobilePrefixes: {
          before: { KE: ['10', '20'], TZ: ['61'] },
          after: { KE: ['20'] },
        },
      },
    });
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    await putSettings({ extraMobilePrefixes: { KE: ['20'] }, version: 0 });
    for (const version of [0, 2]) {
      const stale = await putSettings({ extraMobilePrefixes: { KE: ['30'] }, version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().fieldErrors).toHaveProperty('version');
    }
    expect((await getSettings()).json()).toMatchObject({
      extraMobilePrefixes: { KE: ['20'] },
      version: 1,
    });
    expect(await settingsAudit()).toHaveLength(1);
  });

  it.each([
    [
      { extraMobilePrefixes: { ZZ: ['1'] }, version: 0 },
      'extraMobilePrefixes.ZZ',
      'Unknown country',
    ],
    [
      { extraMobilePrefixes: { ke: ['1'] }, version: 0 },
      'extraMobilePrefixes.ke',
      'Unknown country',
    ],
    [
      { extraMobilePrefixes: { KE: ['1x'] }, version: 0 },
      'extraMobilePrefixes.KE.0',
      '1 to 6 digits',
    ],
    [
      { extraMobilePrefixes: { KE: ['1234567'] }, version: 0 },
      'extraMobilePrefixes.KE.0',
      '1 to 6 digits',
    ],
    [{ extraMobilePrefixes: { KE: '20' }, version: 0 }, 'extraMobilePrefixes.KE', ''],
    [{ extraMobilePrefixes: { KE: ['20'] } }, 'version', ''],
    [{ extraMobilePrefixes: { KE: ['20'] }, version: 1.5 }, 'version', 'whole number'],
    [{ version: 0 }, 'extraMobilePrefixes', ''],
    [{ extraMobilePrefixes: {}, version: 0, other: 1 }, 'other', 'Unknown field'],
  ])('refuses %j with 400 on %s, writing nothing', async (payload, field, message) => {
    const response = await putSettings(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain(`'${field}'`);
    expect(body.fieldErrors[field]?.[0]).toContain(message);
    expect(await t.db.select().from(settings)).toEqual([]);
    expect(await settingsAudit()).toEqual([]);
  });

  it('needs UPDATE_SETTINGS: READ_SETTINGS alone may look but not save', async () => {
    const reader = await createUserWith(t, ['READ_SETTINGS']);
    const payload = { extraMobilePrefixes: { KE: ['20'] }, version: 0 };
    expect((await putSettings(payload, '')).statusCode).toBe(401);
    expect((await putSettings(payload, reader.cookie)).statusCode).toBe(403);
    const writer = await createUserWith(t, ['UPDATE_SETTINGS']);
    const saved = await putSettings(payload, writer.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().updatedBy).toBe(writer.username);
  });
});

describe('smsCountries (decision 0059)', () => {
  it('a super administrator saves them sorted; UPDATE_SETTINGS alone may not change them', async () => {
    const saved = await putSettings({
      extraMobilePrefixes: {},
      smsCountries: ['ug', 'KE', 'UG'],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<InstallationSettings>().smsCountries).toEqual(['KE', 'UG']);

    const updater = await createUserWith(t, ['READ_SETTINGS', 'UPDATE_SETTINGS']);
    const refused = await putSettings(
      { extraMobilePrefixes: {}, smsCountries: ['KE', 'GB'], version: 1 },
      updater.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      fieldErrors: { smsCountries: ['Only a super administrator changes the countries SMS go to'] },
    });
    // The form sends back what it showed: that changes nothing and is allowed.
    const same = await putSettings(
      { extraMobilePrefixes: { KE: ['20'] }, smsCountries: ['UG', 'KE'], version: 1 },
      updater.cookie,
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<InstallationSettings>().smsCountries).toEqual(['KE', 'UG']);

    const back = await putSettings({ extraMobilePrefixes: {}, smsCountries: null, version: 2 });
    expect(back.json<InstallationSettings>().smsCountries).toBeNull();
  });

  it('refuses an unknown country naming the field', async () => {
    const response = await putSettings({
      extraMobilePrefixes: {},
      smsCountries: ['KE', 'XX'],
      version: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/smsCountries/);
    expect((await getSettings()).json<InstallationSettings>().smsCountries).toBeNull();
  });
});

describe('GET /api/phone-rules', () => {
  it('is public and answers only the extra prefixes', async () => {
    await putSettings({ extraMobilePrefixes: { KE: ['20'] }, version: 0 });
    const response = await t.app.inject({ method: 'GET', url: '/api/phone-rules' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ extraMobilePrefixes: { KE: ['20'] } });
  });
});

describe('GET /api/installation', () => {
  const NONE = { defaultCountry: null, defaultCurrency: null, defaultTimeZone: null };
  const getInstallation = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/installation' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('is public and answers the default country, null while none is set', async () => {
    expect(await getInstallation()).toEqual(NONE);
    await t.db.insert(settings).values({ key: DEFAULT_COUNTRY_KEY, value: 'TZ' });
    expect(await getInstallation()).toEqual({ ...NONE, defaultCountry: 'TZ' });
  });

  it('answers the country saved with the settings; a save that leaves it out keeps it', async () => {
    const saved = await putSettings({ extraMobilePrefixes: {}, defaultCountry: 'tz', version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<InstallationSettings>().defaultCountry).toBe('TZ');
    expect(await getInstallation()).toEqual({ ...NONE, defaultCountry: 'TZ' });
    const [entry] = await settingsAudit();
    expect(entry?.changes).toMatchObject({ defaultCountry: { before: null, after: 'TZ' } });

    const kept = await putSettings({ extraMobilePrefixes: { KE: ['20'] }, version: 1 });
    expect(kept.json<InstallationSettings>().defaultCountry).toBe('TZ');
    const cleared = await putSettings({
      extraMobilePrefixes: {},
      defaultCountry: null,
      version: 2,
    });
    expect(cleared.json<InstallationSettings>().defaultCountry).toBeNull();
    expect(await getInstallation()).toEqual(NONE);
  });

  it('refuses an unknown country by name, and saves nothing', async () => {
    const response = await putSettings({
      extraMobilePrefixes: { KE: ['20'] },
      defaultCountry: 'XX',
      version: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/defaultCountry/);
    expect(JSON.stringify(response.json())).toMatch(/Unknown country/);
    expect(await getInstallation()).toEqual(NONE);
    expect((await getSettings()).json<InstallationSettings>().version).toBe(0);
  });

  it('reads a stored value that is not a country code as none', async () => {
    await t.db.insert(settings).values({ key: DEFAULT_COUNTRY_KEY, value: 'Kenya' });
    expect(await getInstallation()).toEqual(NONE);
  });

  it('saves the default currency and time zone beside the country, audited, and clears them', async () => {
    const saved = await putSettings({
      extraMobilePrefixes: {},
      defaultCountry: 'TZ',
      defaultCurrency: 'tzs',
      defaultTimeZone: 'Africa/Dar_es_Salaam',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    const defaults = {
      defaultCountry: 'TZ',
      defaultCurrency: 'TZS',
      defaultTimeZone: 'Africa/Dar_es_Salaam',
    };
    expect(saved.json()).toMatchObject(defaults);
    expect(await getInstallation()).toEqual(defaults);
    const [entry] = await settingsAudit();
    expect(entry?.changes).toMatchObject({
      defaultCurrency: { before: null, after: 'TZS' },
      defaultTimeZone: { before: null, after: 'Africa/Dar_es_Salaam' },
    });

    const kept = await putSettings({ extraMobilePrefixes: {}, version: 1 });
    expect(kept.json()).toMatchObject(defaults);
    await putSettings({
      extraMobilePrefixes: {},
      defaultCurrency: null,
      defaultTimeZone: null,
      version: 2,
    });
    expect(await getInstallation()).toEqual({ ...NONE, defaultCountry: 'TZ' });
  });

  it('refuses an unknown currency or zone by field, and saves nothing', async () => {
    for (const [field, value, message] of [
      ['defaultCurrency', 'XYZ1', /Unknown currency/],
      ['defaultTimeZone', 'Africa/Atlantis', /Unknown time zone/],
    ] as const) {
      const response = await putSettings({
        extraMobilePrefixes: {},
        defaultCountry: 'KE',
        [field]: value,
        version: 0,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors?.[field]).toEqual([expect.stringMatching(message)]);
    }
    expect(await getInstallation()).toEqual(NONE);
  });

  it('reads a stored currency or zone the runtime does not know as none', async () => {
    await t.db.insert(settings).values([
      { key: 'defaultCurrency', value: 'Shillings' },
      { key: 'defaultTimeZone', value: 42 },
    ]);
    expect(await getInstallation()).toEqual(NONE);
  });
});

describe('getExtraMobilePrefixes', () => {
  it('answers {} before any save, then what was saved, which parsePhone honours', async () => {
    expect(await getExtraMobilePrefixes(t.db)).toEqual({});
    const options = { country: 'KE', mobileOnly: true };
    expect(parsePhone(NAIROBI_NUMBER, options)).toEqual({ ok: false, error: 'NOT_MOBILE' });

    await putSettings({ extraMobilePrefixes: { KE: ['20'] }, version: 0 });
    const extraMobilePrefixes = await getExtraMobilePrefixes(t.db);
    expect(extraMobilePrefixes).toEqual({ KE: ['20'] });
    expect(parsePhone(NAIROBI_NUMBER, { ...options, extraMobilePrefixes })).toMatchObject({
      ok: true,
      e164: '+254202222222',
    });
  });

  it('keeps the usable part of a stored value that fails the schema', async () => {
    await t.db.insert(settings).values({
      key: EXTRA_MOBILE_PREFIXES_KEY,
      value: { KE: ['20', 'x'], ZZ: ['1'], TZ: 'nope' },
    });
    expect(await getExtraMobilePrefixes(t.db)).toEqual({ KE: ['20'] });
    expect((await getSettings()).json()).toMatchObject({ extraMobilePrefixes: { KE: ['20'] } });
  });

  it('works inside a transaction through its handle', async () => {
    await putSettings({ extraMobilePrefixes: { TZ: ['61'] }, version: 0 });
    const inside = await t.db.transaction((tx) => getExtraMobilePrefixes(tx));
    expect(inside).toEqual({ TZ: ['61'] });
  });
});
