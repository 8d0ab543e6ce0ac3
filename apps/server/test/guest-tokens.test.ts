/**
 * Every guest has their answer link from the moment they are stored (decision 0053): added
 * by hand or imported, and, through migration 0020, guests stored before it. So queuing a
 * send writes no guest rows for links; only a guest whose link was revoked gets a new one
 * then.
 */
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INVITATION_TOKEN_PATTERN } from '@karamu/shared';
import { connectClient } from '../src/db/client';
import { guests } from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/db/pglite-template';
import { apiAs, inDays } from './api-client';
import { databaseUrl } from './support/test-database';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import {
  createEventWithGuests,
  createTemplate,
  guestRows,
  mobile,
} from './support/messaging-fixtures';
import { ADMIN_PASSWORD, createTestApp, loginCookie, type TestApp } from './test-app';

let t: TestApp;
let sms: FakeSmsProvider;
let admin: ReturnType<typeof apiAs>;
let cookie: string;

beforeAll(async () => {
  sms = await startFakeSmsProvider('africastalking');
  t = await createTestApp({ ...sms.env, PUBLIC_BASE_URL: 'https://karamu.example' });
  cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  admin = apiAs(t, cookie);
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each guest's token and the transaction that last wrote their row (xmin). */
async function tokensOf(eventId: string) {
  const rows = rowsOf<{ id: string; token: string | null; written: string }>(
    await t.db.execute(sql`select id, rsvp_token as token, xmin::text as written
      from guest_records where event_id = ${eventId}::uuid order by name`),
  );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

describe('answer links given when guests are stored', () => {
  it('a guest added by hand has one at once, and it opens their invitation', async () => {
    const { eventId } = await createEventWithGuests(t, cookie, []);
    const created = await admin('POST', `/api/events/${eventId}/guests`, {
      name: 'Amina',
      phone: mobile(1),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = await admin('GET', `/api/events/${eventId}/guests/${created.body.id}/link`);
    expect(link.status).toBe(200);
    expect(link.body.token).toMatch(INVITATION_TOKEN_PATTERN);
    const invitation = await apiAs(t, undefined)('GET', `/api/invitations/${link.body.token}`);
    expect(invitation.status).toBe(200);
    expect(invitation.body.guest.name).toBe('Amina');
  });

  it('imported guests have theirs, each their own', async () => {
    const { eventId } = await createEventWithGuests(t, cookie, guestRows(40));
    const tokens = [...(await tokensOf(eventId)).values()].map((row) => row.token);
    expect(tokens).toHaveLength(40);
    for (const token of tokens) expect(token).toMatch(INVITATION_TOKEN_PATTERN);
    expect(new Set(tokens).size).toBe(40);
  });

  it('queuing the first send writes no guest for links; a revoked guest gets a new one', async () => {
    const { eventId } = await createEventWithGuests(t, cookie, guestRows(5));
    const [revokedId] = [...(await tokensOf(eventId)).keys()];
    const revoked = await admin('DELETE', `/api/events/${eventId}/guests/${revokedId}/link`);
    expect(revoked.status).toBe(200);
    const before = await tokensOf(eventId);
    expect(before.get(revokedId!)!.token).toBeNull();

    const templateId = await createTemplate(admin, { channel: 'sms', body: '{rsvp_link}' });
    const queued = await admin('POST', '/api/message-batches', {
      templateId,
      contextId: eventId,
      filter: { name: 'all' },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(201);

    const after = await tokensOf(eventId);
    for (const [id, row] of before) {
      // No worker runs here: nothing but the queuing could have written these rows.
      if (id === revokedId) continue;
      expect(after.get(id)).toEqual(row);
    }
    expect(after.get(revokedId!)!.token).toMatch(INVITATION_TOKEN_PATTERN);
    const [revokedGuest] = await t.db.select().from(guests).where(eq(guests.id, revokedId!));
    expect(revokedGuest!.rsvpToken).toBe(after.get(revokedId!)!.token);
  });
});

describe('migration 0020', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'karamu-migrations-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The migrations folder as it was before 0020: its files and journal up to 0019. */
  async function migrationsBefore0020(): Promise<string> {
    const before = path.join(dir, 'drizzle');
    await cp(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const later = journal.entries.filter((entry) => entry.idx >= 20);
    journal.entries = journal.entries.filter((entry) => entry.idx < 20);
    await writeFile(journalFile, JSON.stringify(journal));
    const files = await readdir(before);
    for (const entry of later) {
      for (const file of files.filter((name) => name.startsWith(entry.tag))) {
        await rm(path.join(before, file));
      }
    }
    return before;
  }

  /** An empty database of the run's kind, migrated by hand. */
  type Fresh = {
    migrate: (migrationsFolder: string) => Promise<void>;
    exec: (text: string) => Promise<void>;
    rows: <T>(text: string) => Promise<T[]>;
    close: () => Promise<void>;
  };

  async function freshDatabase(): Promise<Fresh> {
    if (inject('templateDatabase').kind === 'pglite') {
      const client = new PGlite({ extensions: { pg_trgm } });
      const db = drizzlePglite({ client });
      return {
        migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
        exec: async (text) => void (await client.exec(text)),
        rows: async <T>(text: string) => (await client.query<T>(text)).rows,
        close: () => client.close(),
      };
    }
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `karamu_migration_${randomBytes(6).toString('hex')}`;
    const admin = await connectClient(baseUrl);
    await admin.query(`create database ${name}`);
    const client = await connectClient(databaseUrl(baseUrl, name));
    const db = drizzlePg({ client });
    return {
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      exec: async (text) => void (await client.query(text)),
      rows: async <T>(text: string) => (await client.query(text)).rows as T[],
      close: async () => {
        await client.end();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }

  it('gives guests stored before it a link, except those whose link was revoked', async () => {
    const fresh = await freshDatabase();
    try {
      await fresh.migrate(await migrationsBefore0020());
      await fresh.exec(`
        insert into events (id, name, starts_at, time_zone, default_country) values
          ('00000000-0000-4000-8000-000000000001', 'Harusi', '${inDays(30)}', 'Africa/Nairobi', 'KE');
        insert into guests (id, event_id, name, rsvp_token) values
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'Never sent', null),
          ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'Has one', 'abcdefghijklmnopqrstuv'),
          ('00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-000000000001', 'Revoked', null);
        insert into audit_log (actor_username, action, resource, record_id, changes) values
          ('admin', 'update', 'guests', '00000000-0000-4000-8000-0000000000a3',
           '{"answerLink": {"before": "active", "after": "revoked"}}');`);

      await fresh.migrate(MIGRATIONS_DIR);
      const rows = await fresh.rows<{ name: string; token: string | null }>(
        'select name, rsvp_token as token from guests order by name',
      );
      const byName = new Map(rows.map((row) => [row.name, row.token]));
      expect(byName.get('Never sent')).toMatch(INVITATION_TOKEN_PATTERN);
      expect(byName.get('Has one')).toBe('abcdefghijklmnopqrstuv');
      expect(byName.get('Revoked')).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
