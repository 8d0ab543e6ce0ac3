/**
 * Guest import and export through HTTP on a real database: the dry run's row problems,
 * all-or-nothing writes, encodings, files that are not guest lists, and a round trip.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, guestImportRows, guestImports, guests, users } from '../src/db/schema';
import {
  claimImport,
  writeHiddenGuests,
} from '../src/modules/events/guest-import/guest-import-repository';
import { inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { asWebApp, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let admin: AdminApi;

useAdminApp((started) => ({ t, cookie, admin } = started));

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let eventCounter = 0;
async function newEvent(): Promise<string> {
  eventCounter += 1;
  const { status, body } = await admin('POST', '/api/events', {
    name: `Import event ${eventCounter}`,
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  expect(status).toBe(201);
  return body.id;
}

async function upload(
  eventId: string,
  file: Buffer | string,
  query: Record<string, string> = {},
  contentType = CSV,
) {
  const search = new URLSearchParams(query).toString();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/guests/import${search ? `?${search}` : ''}`,
    headers: { ...asWebApp(cookie), 'content-type': contentType },
    payload: typeof file === 'string' ? Buffer.from(file) : file,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json<any>() };
}

async function countGuests(eventId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(guests)
    .where(eq(guests.eventId, eventId));
  return row!.n;
}

async function importAuditEntries(eventId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'guests'), eq(auditLog.recordId, eventId)));
}

/** Kenyan mobile numbers, distinct for n < 1,000,000. */
const phoneOf = (n: number) => `07${String(100_000_000 + n).slice(1)}`;

/** A header and `count` guests; row numbers are those a spreadsheet shows (header = 1). */
function guestCsv(count: number, edit: (row: number, cells: string[]) => string[] = (_, c) => c) {
  const lines = ['Full name,Simu,Email,Seats,Table'];
  for (let i = 1; i <= count; i += 1) {
    const row = i + 1;
    lines.push(edit(row, [`Guest ${i}`, phoneOf(i), `guest${i}@example.com`, '2', 'T1']).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Rows 101, 501 and 901 broken: a bad phone, the phone of row 2 again, no name. */
const withThreeBadRows = (row: number, cells: string[]) => {
  if (row === 101) return [cells[0]!, '12345', ...cells.slice(2)];
  if (row === 501) return [cells[0]!, phoneOf(1), ...cells.slice(2)];
  if (row === 901) return ['', ...cells.slice(1)];
  return cells;
};

describe('dry run', () => {
  it('lists the three bad rows of a 1,000-row file with their row numbers and writes nothing', async () => {
    const eventId = await newEvent();
    const { status, body } = await upload(eventId, guestCsv(1000, withThreeBadRows));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      columns: ['Full name', 'Simu', 'Email', 'Seats', 'Table'],
      guessedMapping: {
        name: 'Full name',
        phone: 'Simu',
        email: 'Email',
        admissions: 'Seats',
        tableName: 'Table',
      },
      mappingProblem: null,
      rows: 1000,
      valid: 997,
      outcome: { created: 997, updated: 0, skipped: 3 },
    });
    expect(body.problems).toEqual([
      { row: 101, field: 'phone', message: "Invalid phone number: '12345' (Guest 100)" },
      { row: 501, field: 'phone', message: "Same phone number as row 2: '0700000001' (Guest 500)" },
      { row: 901, field: 'name', message: "Name is required (row starting '0700000900')" },
    ]);
    expect(await countGuests(eventId)).toBe(0);
  });

  it('uses the mapping sent, and says so when no column holds the names', async () => {
    const eventId = await newEvent();
    const file = 'Who,Number\r\nAmina,0712000001\r\n';
    const unmapped = await upload(eventId, file);
    expect(unmapped.body).toMatchObject({ guessedMapping: {}, valid: 0, problems: [] });
    expect(unmapped.body.mappingProblem).toMatch(/names/);
    const mapped = await upload(eventId, file, {
      mapping: JSON.stringify({ name: 'Who', phone: 'Number' }),
    });
    expect(mapped.body).toMatchObject({
      valid: 1,
      mappingProblem: null,
      sampleRows: [['Amina', '0712000001']],
    });
    const unknown = await upload(eventId, file, { mapping: JSON.stringify({ name: 'Jina' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors['mapping.name']).toEqual(["The file has no column 'Jina'"]);
    const refused = await upload(eventId, file, { dryRun: 'false' });
    expect(refused.status).toBe(400);
    expect(await countGuests(eventId)).toBe(0);
  });
});

describe('import', () => {
  it('writes nothing when one row is bad, and everything when the file is right', async () => {
    const eventId = await newEvent();
    const bad = guestCsv(1000, (row, cells) => (row === 700 ? [cells[0]!, 'not a phone'] : cells));
    const refused = await upload(eventId, bad, { dryRun: 'false' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/1 row has problems, so nothing was imported/);
    expect(refused.body.problems).toEqual([
      { row: 700, field: 'phone', message: "Invalid phone number: 'not a phone' (Guest 699)" },
    ]);
    expect(await countGuests(eventId)).toBe(0);
    expect(await importAuditEntries(eventId)).toEqual([]);

    const done = await upload(eventId, guestCsv(1000), { dryRun: 'false', fileName: 'guests.csv' });
    expect(done).toEqual({
      status: 200,
      body: { rows: 1000, created: 1000, updated: 0, skipped: 0 },
    });
    expect(await countGuests(eventId)).toBe(1000);
    const [guest] = await t.db
      .select()
      .from(guests)
      .where(and(eq(guests.eventId, eventId), eq(guests.phone, '+254700000007')));
    expect(guest).toMatchObject({
      name: 'Guest 7',
      email: 'guest7@example.com',
      admissions: 2,
      tableName: 'T1',
      cardType: 'single',
      rsvpStatus: 'pending',
    });
    // One audit entry for the whole import, with its counts.
    const entries = await importAuditEntries(eventId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({
      import: { after: 'guests.csv' },
      created: { after: 1000 },
    });
  });

  it('skips rows with problems when asked to, and reports them as skipped', async () => {
    const eventId = await newEvent();
    const { status, body } = await upload(eventId, guestCsv(1000, withThreeBadRows), {
      dryRun: 'false',
      onInvalid: 'skip',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ rows: 1000, created: 997, updated: 0, skipped: 3 });
    expect(await countGuests(eventId)).toBe(997);
  });

  it('skips or updates rows whose phone a guest of the event already has', async () => {
    const eventId = await newEvent();
    await admin('POST', `/api/events/${eventId}/guests`, {
      name: 'Already here',
      phone: '+254700000001',
      notes: 'Keep me',
    });
    const file = guestCsv(3);
    const preview = await upload(eventId, file, { onExisting: 'update' });
    expect(preview.body).toMatchObject({
      existing: 1,
      outcome: { created: 2, updated: 1, skipped: 0 },
    });
    expect(preview.body.notices).toEqual([
      {
        row: 2,
        field: 'phone',
        message: "Already here already has this phone number in this event: '+254700000001'",
      },
    ]);

    const skipped = await upload(eventId, file, { dryRun: 'false' });
    expect(skipped.body).toEqual({ rows: 3, created: 2, updated: 0, skipped: 1 });
    const updated = await upload(
      eventId,
      guestCsv(3, (_, c) => [`New ${c[0]}`, ...c.slice(1)]),
      {
        dryRun: 'false',
        onExisting: 'update',
      },
    );
    expect(updated.body).toEqual({ rows: 3, created: 0, updated: 3, skipped: 0 });
    const [first] = await t.db
      .select()
      .from(guests)
      .where(and(eq(guests.eventId, eventId), eq(guests.phone, '+254700000001')));
    // Mapped cells replace, columns the file does not have are kept.
    expect(first).toMatchObject({
      name: 'New Guest 1',
      notes: 'Keep me',
      admissions: 2,
      version: 2,
    });
    expect(await countGuests(eventId)).toBe(3);
  });

  const stagedRows = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(guestImportRows))[0]!.n;

  /** Nothing of an import that did not publish is left: no guest, hidden or not, no audit entry. */
  async function expectNothingLeft(eventId: string) {
    expect(await countGuests(eventId)).toBe(0);
    expect(await importAuditEntries(eventId)).toEqual([]);
    expect(await stagedRows()).toBe(0);
    const left = await t.db.execute(sql`select
      (select count(*) from guest_records where event_id = ${eventId}::uuid)::int as records,
      (select count(*) from ${guestImports} where event_id = ${eventId}::uuid)::int as imports`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([{ records: 0, imports: 0 }]);
  }

  /** Runs `during` with a trigger that raises when `when` (SQL over `new`) holds. */
  async function withFailure(table: string, when: string, during: () => Promise<void>) {
    await t.db.execute(
      sql.raw(`create function fail_on_purpose() returns trigger language plpgsql as $$
        begin
          if ${when} then raise exception 'failed on purpose'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger fail_on_purpose before insert on ${table}
        for each row execute function fail_on_purpose()`),
    );
    try {
      await during();
    } finally {
      await t.db.execute(sql.raw(`drop trigger fail_on_purpose on ${table}`));
      await t.db.execute(sql.raw('drop function fail_on_purpose()'));
    }
  }

  it('leaves nothing when the writes fail halfway, after 1,499 of 2,000 guests, then imports whole', async () => {
    const eventId = await newEvent();
    // A real failure inside a writing statement, at row 1,500: the statements before it
    // are committed by then, their guests hidden (decision 0034).
    await withFailure('guest_records', `new.name = 'Guest 1500'`, async () => {
      const failed = await upload(eventId, guestCsv(2000), { dryRun: 'false' });
      expect(failed.status).toBe(500);
      await expectNothingLeft(eventId);
    });
    const done = await upload(eventId, guestCsv(2000), { dryRun: 'false' });
    expect(done.body).toEqual({ rows: 2000, created: 2000, updated: 0, skipped: 0 });
    expect(await countGuests(eventId)).toBe(2000);
    expect(await importAuditEntries(eventId)).toHaveLength(1);
    expect(await stagedRows()).toBe(0);
  });

  it('leaves nothing when the publishing transaction fails at its last statement', async () => {
    const eventId = await newEvent();
    await admin('POST', `/api/events/${eventId}/guests`, { name: 'Here', phone: '+254700000001' });
    // The audit entry is the publishing transaction's last write: every guest is written
    // and the import's row already deleted when it fails.
    const auditOfThisEvent = `new.resource = 'guests' and new.record_id = '${eventId}'`;
    await withFailure('audit_log', auditOfThisEvent, async () => {
      const failed = await upload(eventId, guestCsv(1500), {
        dryRun: 'false',
        onExisting: 'update',
      });
      expect(failed.status).toBe(500);
      expect(await countGuests(eventId)).toBe(1);
      const [kept] = await t.db.select().from(guests).where(eq(guests.eventId, eventId));
      expect(kept).toMatchObject({ name: 'Here', version: 1 });
      expect(await stagedRows()).toBe(0);
      const summary = await admin('GET', `/api/events/${eventId}/check-ins/summary`);
      expect(summary.body).toMatchObject({ guests: 1, admissions: 1 });
    });
    const done = await upload(eventId, guestCsv(1500), { dryRun: 'false', onExisting: 'update' });
    expect(done.body).toEqual({ rows: 1500, created: 1499, updated: 1, skipped: 0 });
    const summary = await admin('GET', `/api/events/${eventId}/check-ins/summary`);
    expect(summary.body).toMatchObject({ guests: 1500, admissions: 3000 });
  });

  it('refuses a second import into an event while one is written, and discards one that died', async () => {
    const eventId = await newEvent();
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'admin'));
    // An import killed halfway: its row and 1,000 hidden guests, written minutes ago.
    const dead = randomUUID();
    await claimImport(t.db, dead, eventId);
    const batch = Array.from({ length: 1000 }, (_, i) => ({
      row: i + 2,
      record: { name: `Ghost ${i}`, phone: `+2547${String(10_000_000 + i)}` },
    }));
    await writeHiddenGuests(t.db, {
      importId: dead,
      eventId,
      createdBy: owner!.id,
      packs: [JSON.stringify(batch)],
    });
    const busy = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/guests/import?dryRun=false`,
      headers: { ...asWebApp(cookie), 'content-type': CSV },
      payload: guestCsv(3),
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/being imported into this event/);
    expect(busy.headers['retry-after']).toBe('30');
    expect(await countGuests(eventId)).toBe(0);

    await t.db
      .update(guestImports)
      .set({ touchedAt: sql`now() - interval '10 minutes'` })
      .where(eq(guestImports.id, dead));
    const done = await upload(eventId, guestCsv(3), { dryRun: 'false' });
    expect(done.body).toEqual({ rows: 3, created: 3, updated: 0, skipped: 0 });
    const records = await t.db.execute(
      sql`select count(*)::int as n from guest_records where event_id = ${eventId}::uuid`,
    );
    expect((records as unknown as { rows: unknown[] }).rows).toEqual([{ n: 3 }]);
    expect(await t.db.select().from(guestImports)).toEqual([]);
  });

  it("deletes an abandoned import's staged rows when another import stages", async () => {
    const abandoned = '00000000-0000-4000-8000-00000000dead';
    await t.db
      .insert(guestImportRows)
      .values([
        { importId: abandoned, position: 1, name: 'Left by a crash', stagedAt: new Date(0) },
      ]);
    const eventId = await newEvent();
    expect((await upload(eventId, guestCsv(3), { dryRun: 'false' })).status).toBe(200);
    expect(await stagedRows()).toBe(0);
  });
});

describe('encodings', () => {
  const text = 'Name,Phone\r\nJosé Müller,0712000101\r\nZoë Ñandú,0712000102\r\n';

  it.each([
    ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
    ['windows-1252', Buffer.from(text, 'latin1')],
    ['utf-8', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
  ])('reads %s and says which it used', async (encoding, bytes) => {
    const eventId = await newEvent();
    const preview = await upload(eventId, bytes);
    expect(preview.body).toMatchObject({ encoding, columns: ['Name', 'Phone'], valid: 2 });
    expect(preview.body.sampleRows[0]).toEqual(['José Müller', '0712000101']);
    const done = await upload(eventId, bytes, { dryRun: 'false' });
    expect(done.body.created).toBe(2);
    const names = await t.db
      .select({ name: guests.name })
      .from(guests)
      .where(eq(guests.eventId, eventId));
    expect(names.map((g) => g.name).sort()).toEqual(['José Müller', 'Zoë Ñandú']);
  });

  it('reads semicolon-separated files as Excel writes them in many locales', async () => {
    const eventId = await newEvent();
    const preview = await upload(eventId, 'Jina;Simu\r\n"Mwangi; Jr";0712000201\r\n');
    expect(preview.body).toMatchObject({ columns: ['Jina', 'Simu'], valid: 1 });
  });
});

describe('files that are not guest lists', () => {
  const refuses = async (file: Buffer | string, pattern: RegExp, contentType = CSV) => {
    const eventId = await newEvent();
    for (const dryRun of ['true', 'false']) {
      const answer = await upload(eventId, file, { dryRun }, contentType);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.message).toMatch(pattern);
    }
    expect(await countGuests(eventId)).toBe(0);
  };

  it('refuses a PNG renamed .csv', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    await refuses(png, /PNG image, not a guest list/);
  });

  it('refuses other binary data', async () => {
    const bytes = Buffer.alloc(4000);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919 + 13) % 256;
    await refuses(bytes, /binary data/);
  });

  it('refuses an empty file, a blank one and a header without guests', async () => {
    await refuses('', /empty/);
    await refuses('\r\n  \r\n', /empty/);
    await refuses('Name,Phone\r\n', /no guests/);
  });

  it('refuses duplicate headers, naming them and their columns', async () => {
    await refuses(
      'Name,Phone,Notes,phone\r\nAmina,0712000301,,0712000302\r\n',
      /repeats 'phone' \(columns B and D\)/,
    );
  });

  it('refuses an unclosed quote rather than reading half the file', async () => {
    await refuses(
      'Name,Phone\r\nAmina,0712000401\r\n"Baraka,0712000402\r\nCiku,0712000403\r\n',
      /Row 3 opens a quoted cell/,
    );
  });

  it('refuses 100,001 rows with a message, and takes 100,000', async () => {
    await refuses(guestCsv(100_001), /more than 100,000 guest rows/);
  }, 120_000);

  it('refuses a JSON body and an old .xls workbook', async () => {
    const eventId = await newEvent();
    const json = await admin('POST', `/api/events/${eventId}/guests/import`, { name: 'x' });
    expect(json.status).toBe(415);
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    await refuses(xls, /Excel 97–2003/, 'application/vnd.ms-excel');
  });
});

describe('formulas', () => {
  it('keeps CSV formula text as text, says so, and neutralises it on export', async () => {
    const eventId = await newEvent();
    const file = 'Name,Phone,Notes\r\n"=HYPERLINK(""http://x"",""y"")",0712000501,=1+1\r\n';
    const preview = await upload(eventId, file);
    expect(
      preview.body.notices.map((n: { row: number; field: string }) => [n.row, n.field]),
    ).toEqual([
      [2, 'name'],
      [2, 'notes'],
    ]);
    await upload(eventId, file, { dryRun: 'false' });
    const [guest] = await t.db.select().from(guests).where(eq(guests.eventId, eventId));
    expect(guest).toMatchObject({ name: '=HYPERLINK("http://x","y")', notes: '=1+1' });

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/guests/export?format=csv`,
      headers: asWebApp(cookie),
    });
    expect(exported.body).toContain(`"'=HYPERLINK(""http://x"",""y"")",'+254712000501`);
    expect(exported.body).toContain(",'=1+1,");

    // In a workbook the same text is a string cell, never a formula.
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/guests/export?format=xlsx`,
      headers: asWebApp(cookie),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getCell('A2');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x","y")');
  });

  it('reads an XLSX formula cell as its last calculated value, never running it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Wageni');
    sheet.addRow(['First', 'Last', 'Name', 'Phone']);
    sheet.addRow([
      'Amina',
      'Hassan',
      { formula: 'A2&" "&B2', result: 'Amina Hassan' },
      '0712000601',
    ]);
    sheet.addRow(['Juma', 'Ali', { formula: 'A3&" "&B3' }, '0712000602']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const eventId = await newEvent();
    const preview = await upload(eventId, file, {}, XLSX);
    expect(preview.body).toMatchObject({ format: 'xlsx', sheet: 'Wageni', valid: 2 });
    expect(preview.body.notices).toHaveLength(2);
    expect(preview.body.notices[0].message).toMatch(/last calculated value 'Amina Hassan'/);
    await upload(eventId, file, { dryRun: 'false' }, XLSX);
    const names = await t.db
      .select({ name: guests.name })
      .from(guests)
      .where(eq(guests.eventId, eventId));
    expect(names.map((g) => g.name).sort()).toEqual(['=A3&" "&B3', 'Amina Hassan']);
  });
});

describe('export', () => {
  it('round-trips through XLSX: export one event, import into another', async () => {
    const from = await newEvent();
    const file = guestCsv(250, (row, c) =>
      row === 2 ? ['Wanjikũ "Shiku" Kamau', ...c.slice(1)] : c,
    );
    expect((await upload(from, file, { dryRun: 'false' })).body.created).toBe(250);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/events/${from}/guests/export?format=xlsx`,
      headers: asWebApp(cookie),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe(XLSX);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="guests-import-event-\d+-\d{4}-\d\d-\d\d\.xlsx"$/,
    );

    const to = await newEvent();
    const preview = await upload(to, exported.rawPayload, {}, XLSX);
    expect(preview.body).toMatchObject({ rows: 250, valid: 250, problems: [] });
    expect(preview.body.guessedMapping).toMatchObject({
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      cardType: 'Card type',
      admissions: 'Admissions',
      tableName: 'Table',
      notes: 'Notes',
      rsvpStatus: 'RSVP',
    });
    expect((await upload(to, exported.rawPayload, { dryRun: 'false' }, XLSX)).body.created).toBe(
      250,
    );
    const columns = {
      name: guests.name,
      phone: guests.phone,
      email: guests.email,
      admissions: guests.admissions,
      tableName: guests.tableName,
    };
    const read = async (eventId: string) =>
      (await t.db.select(columns).from(guests).where(eq(guests.eventId, eventId))).sort((a, b) =>
        a.phone!.localeCompare(b.phone!),
      );
    expect(await read(to)).toEqual(await read(from));
  });

  it('exports the filtered list as CSV, and a bad filter is a 400', async () => {
    const eventId = await newEvent();
    await upload(eventId, guestCsv(30), { dryRun: 'false' });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/guests/export?filter=name:ilike:Guest%202&sort=name`,
      headers: asWebApp(cookie),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Phone,Email,Card type,Admissions,Table,Notes,RSVP,RSVP count,Invitation,Checked in,Added',
    );
    // Guest 2 and Guest 20..29, sorted by name.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Guest 2',
      ...Array.from({ length: 10 }, (_, i) => `Guest ${20 + i}`),
    ]);
    const bad = await admin('GET', `/api/events/${eventId}/guests/export?filter=age:eq:3`);
    expect(bad.status).toBe(400);
    const unknownEvent = await admin(
      'GET',
      `/api/events/00000000-0000-4000-8000-000000000000/guests/export`,
    );
    expect(unknownEvent.status).toBe(404);
  });
});
