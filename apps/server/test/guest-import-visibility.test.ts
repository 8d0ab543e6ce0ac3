/**
 * Decision 0034: an import writes its guests ahead, hidden, and publishes them at once.
 * While it is written (or after it died halfway) its guests are in the database, and no
 * answer may show them: lists, search, exports, counts, door totals, the check-in kit and
 * a scanned card, message audiences, the public answer link. Publishing shows them all.
 * A new query that reads the table behind the view instead of `guests` fails here.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ValidGuestRow } from '@karamu/shared';
import { users } from '../src/db/schema';
import { signCardCode } from '../src/modules/events/check-in/card-codes';
import { newToken } from '../src/modules/events/invitations/invitations-service';
import {
  claimImport,
  publishHiddenGuests,
  writeHiddenGuests,
} from '../src/modules/events/guest-import/guest-import-repository';
import { apiAs } from './api-client';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import { createEventWithGuests, createTemplate, mobile } from './support/messaging-fixtures';
import { ADMIN_PASSWORD, asWebApp, createTestApp, loginCookie, type TestApp } from './test-app';

let t: TestApp;
let sms: FakeSmsProvider;
let cookie: string;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  sms = await startFakeSmsProvider('twilio');
  t = await createTestApp(sms.env);
  cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  admin = apiAs(t, cookie);
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

const hiddenRows: ValidGuestRow[] = [
  { row: 2, record: { name: 'Hidden Baraka', phone: mobile(2), admissions: 2 } },
  { row: 3, record: { name: 'Hidden Chausiku', email: 'chausiku@example.com' } },
];

/** What a list, export or kit says, as text: a hidden guest's name or id must not be in it. */
async function answerText(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url, headers: asWebApp(cookie) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.body;
}

describe('guests of an import that has not published', () => {
  it('are in no answer until the import publishes, then in all of them at once', async () => {
    const { eventId } = await createEventWithGuests(t, cookie, [
      { name: 'Amina Published', phone: mobile(1) },
    ]);
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'admin'));
    const importId = randomUUID();
    await claimImport(t.db, importId, eventId);
    const written = await writeHiddenGuests(t.db, {
      importId,
      eventId,
      createdBy: owner!.id,
      packs: [JSON.stringify(hiddenRows)],
    });
    expect(written).toEqual({ created: 2, admissions: 3, existing: 0 });
    const hidden = await t.db.execute(
      sql`select id from guest_records where import_id = ${importId}::uuid order by name`,
    );
    const [barakaId, chausikuId] = (hidden as unknown as { rows: { id: string }[] }).rows.map(
      (row) => row.id,
    );
    // A link no route can make for a hidden guest, to prove the public page cannot see one.
    const token = newToken();
    await t.db.execute(
      sql`update guest_records set rsvp_token = ${token} where id = ${barakaId}::uuid`,
    );

    const onlyAmina = async () => {
      const list = await admin('GET', `/api/events/${eventId}/guests?size=100`);
      expect(list.body.total).toBe(1);
      expect(list.body.items.map((g: { name: string }) => g.name)).toEqual(['Amina Published']);
      const search = await admin('GET', `/api/events/${eventId}/guests?filter=name:ilike:Hidden`);
      expect(search.body.total).toBe(0);
      const texts = [
        await answerText(`/api/events/${eventId}/guests/export`),
        await answerText('/api/attendees?size=100'),
        await answerText(`/api/events/${eventId}/check-in-kit`),
      ].join('\n');
      for (const secret of ['Hidden', barakaId!, chausikuId!, mobile(2).slice(4)]) {
        expect(texts).not.toContain(secret);
      }
      for (const id of [barakaId, chausikuId]) {
        expect((await admin('GET', `/api/events/${eventId}/guests/${id}`)).status).toBe(404);
        const code = await admin('GET', `/api/events/${eventId}/guests/${id}/card-code`);
        expect(code.status).toBe(404);
        const edit = await admin('PATCH', `/api/events/${eventId}/guests/${id}`, {
          version: 1,
          name: 'Found you',
        });
        expect(edit.status).toBe(404);
      }
      const stats = await admin('GET', `/api/events/${eventId}/stats`);
      expect(stats.body).toMatchObject({ guests: 1, pending: 1 });
      const summary = await admin('GET', `/api/events/${eventId}/check-ins/summary`);
      expect(summary.body).toMatchObject({ guests: 1, admissions: 1 });
      // A card signed for the hidden guest (as a crash could leave printed): not on the event.
      const scan = await admin('POST', `/api/events/${eventId}/check-ins`, {
        clientId: randomUUID(),
        deviceId: 'gate-1',
        count: 1,
        scannedAt: new Date().toISOString(),
        code: await signCardCode(t.db, eventId, barakaId!),
      });
      expect(scan.body).toMatchObject({ result: 'unknown', admitted: 0 });
      const template = await createTemplate(admin, { channel: 'sms', body: 'Karibu {guest_name}' });
      const estimate = await admin('POST', '/api/message-batches/estimate', {
        templateId: template,
        contextId: eventId,
        filter: { name: 'all' },
      });
      expect(estimate.body).toMatchObject({ recipients: 1, skipped: [] });
      const link = await apiAs(t, undefined)('GET', `/api/invitations/${token}`);
      expect(link.status).toBe(404);
    };
    await onlyAmina();

    await t.db.transaction((tx) =>
      publishHiddenGuests(tx, { importId, eventId, updateExisting: false, written }),
    );
    const list = await admin('GET', `/api/events/${eventId}/guests?size=100&sort=name`);
    expect(list.body.items.map((g: { name: string }) => g.name)).toEqual([
      'Amina Published',
      'Hidden Baraka',
      'Hidden Chausiku',
    ]);
    const summary = await admin('GET', `/api/events/${eventId}/check-ins/summary`);
    expect(summary.body).toMatchObject({ guests: 3, admissions: 4 });
    expect((await admin('GET', `/api/events/${eventId}/stats`)).body).toMatchObject({ guests: 3 });
    const link = await apiAs(t, undefined)('GET', `/api/invitations/${token}`);
    expect(link.status).toBe(200);
    // The door totals kept by the trigger agree with a count once guests change again.
    expect((await admin('DELETE', `/api/events/${eventId}/guests/${barakaId}`)).status).toBe(200);
    const after = await admin('GET', `/api/events/${eventId}/check-ins/summary`);
    expect(after.body).toMatchObject({ guests: 2, admissions: 2 });
  });

  it('are read by no query outside the import: the table behind the view is named nowhere else', () => {
    // The schema's comment says what `guests` is; the repository is the import's queries.
    const src = path.join(import.meta.dirname, '../src');
    const namers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('guest_records'));
    expect(namers.sort()).toEqual([
      path.join('db', 'schema', 'events.ts'),
      path.join('modules', 'events', 'guest-import', 'guest-import-repository.ts'),
    ]);
  });
});
