/**
 * Importing an occasion's members (issue 18, decision 0044) through HTTP on a real
 * database: the dry run's problems with their row numbers (phones in the occasion's
 * country, amounts in its currency, repeats in the file and against members already
 * there), one transaction or nothing, and the already-paid amounts as contributions whose
 * sums the members' paid figures agree with.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { auditLog, contributions, members } from '../src/db/schema';
import { uploadJobs } from '../src/lib/upload-jobs/upload-jobs';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { contribute, createMember, createOccasion } from './support/pledges-http';
import { asWebApp, createUserWith, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let admin: AdminApi;

useAdminApp((started) => ({ t, cookie, admin } = started));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(
  occasionId: string,
  file: Buffer | string,
  query: Record<string, string> = {},
  { contentType = 'text/csv', as = cookie } = {},
) {
  const search = new URLSearchParams(query).toString();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/occasions/${occasionId}/members/import${search ? `?${search}` : ''}`,
    headers: { ...asWebApp(as), 'content-type': contentType },
    payload: typeof file === 'string' ? Buffer.from(file) : file,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json<any>() };
}

const membersOf = (occasionId: string) =>
  t.db
    .select()
    .from(members)
    .where(eq(members.occasionId, occasionId))
    .orderBy(members.createdAt, members.name);

const contributionsOf = (occasionId: string) =>
  t.db.select().from(contributions).where(eq(contributions.occasionId, occasionId));

/** Seven rows: three good, and one of each problem the issue names (rows 2 to 8). */
const MIXED = [
  'Jina,Simu,Email,Ahadi,Amelipa',
  'Amina Hassan,0712 345 678,amina@example.com,"50,000",10000.50',
  'Baraka Otieno,+255 754 123 456,,20000,',
  'Chausiku,0712345678,,1000,0',
  ',0722000001,,500,0',
  'Daudi,020 2222222,,500,0',
  'Esther,0722000002,,-300,0',
  'Faraji,0722000003,,USD 40,0',
  'Gift,0722000004,,100,200',
].join('\r\n');

describe('members import: the dry run', () => {
  it('lists every bad row with its problem, guesses the Swahili headers, and writes nothing', async () => {
    const occasion = await createOccasion(admin, { name: 'Harusi ya Amina' });
    const { status, body } = await upload(occasion.id, MIXED);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      currency: 'KES',
      mapping: { name: 'Jina', phone: 'Simu', email: 'Email', pledged: 'Ahadi', paid: 'Amelipa' },
      mappingProblem: null,
      rows: 8,
      valid: 3,
      existing: 0,
    });
    expect(body.problems).toEqual([
      { row: 4, field: 'phone', message: "Same phone number as row 2: '0712345678' (Chausiku)" },
      { row: 5, field: 'name', message: "Name is required (row starting '0722000001')" },
      { row: 6, field: 'phone', message: "Not a mobile number: '020 2222222' (Daudi)" },
      { row: 7, field: 'pledged', message: "Pledge cannot be negative: '-300' (Esther)" },
      {
        row: 8,
        field: 'pledged',
        message: "Pledge is in USD, but this occasion is in KES: 'USD 40' (Faraji)",
      },
    ]);
    expect(body.notices).toEqual([
      {
        row: 9,
        field: 'paid',
        message: 'Paid is more than the pledge: the member will owe nothing (check the columns)',
      },
    ]);
    // 50,000 + 20,000 + 100 KES pledged; 10,000.50 + 200 paid, by two members.
    expect(body.outcome).toEqual({
      created: 3,
      skipped: 5,
      contributions: 2,
      pledgedMinor: 7_010_000,
      paidMinor: 1_020_050,
    });
    expect(await membersOf(occasion.id)).toEqual([]);
  });

  it('reads amounts in the occasion currency: decimals refused where it has none', async () => {
    const occasion = await createOccasion(admin, {
      name: 'Sendoff Kampala',
      currency: 'UGX',
      defaultCountry: 'UG',
    });
    const { body } = await upload(
      occasion.id,
      'Name,Phone,Pledged,Paid\r\nOkello,0772 123456,"150,000",1500.5\r\nNakato,0772 123457,UGX 20000,20000 UGX\r\nMukasa,0414 123456,1000,0\r\n',
    );
    expect(body.problems).toEqual([
      { row: 2, field: 'paid', message: "Paid: UGX amounts have no decimals: '1500.5' (Okello)" },
      // Read in Uganda, the occasion's country: a Kampala landline.
      { row: 4, field: 'phone', message: "Not a mobile number: '0414 123456' (Mukasa)" },
    ]);
    expect(body.outcome).toMatchObject({ created: 1, pledgedMinor: 20_000, paidMinor: 20_000 });
  });

  it('reports a phone that a member of the occasion already has, naming them', async () => {
    const occasion = await createOccasion(admin, { name: 'Already there' });
    await createMember(admin, occasion.id, 'Zawadi', { phone: '0712345678' });
    const { body } = await upload(
      occasion.id,
      'Name,Phone\r\nZawadi M.,+254712345678\r\nYusuf,0712345679\r\n',
    );
    expect(body).toMatchObject({ valid: 1, existing: 1 });
    expect(body.problems).toEqual([
      {
        row: 2,
        field: 'phone',
        message: "Zawadi already has this phone number in this occasion: '+254712345678'",
      },
    ]);
  });

  it('asks for the name column when none is mapped, and checks no row', async () => {
    const occasion = await createOccasion(admin, { name: 'No names' });
    const { body } = await upload(occasion.id, 'Who,Phone\r\nAmina,0712345678\r\n');
    expect(body.mappingProblem).toBe("Choose the column that holds the members' names.");
    const mapped = await upload(occasion.id, 'Who,Phone\r\nAmina,0712345678\r\n', {
      mapping: JSON.stringify({ name: 'Who', phone: 'Phone' }),
    });
    expect(mapped.body).toMatchObject({ mappingProblem: null, valid: 1 });
  });

  it('refuses what is not a member list, naming the file', async () => {
    const occasion = await createOccasion(admin, { name: 'Bad files' });
    const png = await upload(occasion.id, Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    expect(png.status).toBe(400);
    expect(png.body.message).toMatch(/PNG image, not a member list/);
    const headerOnly = await upload(occasion.id, 'Name,Phone\r\n');
    expect(headerOnly.body).toMatchObject({ message: expect.stringMatching(/no members/) });
    expect(headerOnly.body.fieldErrors).toHaveProperty('file');
  });
});

describe('members import: the writes', () => {
  it('refuses the whole file while a row has a problem, then writes the good rows when told to skip', async () => {
    const occasion = await createOccasion(admin, { name: 'All or nothing' });
    const refused = await upload(occasion.id, MIXED, { dryRun: 'false' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^5 rows have problems, so nothing was imported/);
    expect(refused.body.problems).toHaveLength(5);
    expect(await membersOf(occasion.id)).toEqual([]);
    expect(await contributionsOf(occasion.id)).toEqual([]);

    const started = uploadJobs.started;
    const done = await upload(occasion.id, MIXED, {
      dryRun: 'false',
      onInvalid: 'skip',
      fileName: 'wanachama.csv',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      rows: 8,
      created: 3,
      skipped: 5,
      contributions: 2,
      pledgedMinor: 7_010_000,
      paidMinor: 1_020_050,
    });
    // The refused import's check of the same file (same settings) was kept.
    expect(uploadJobs.started).toBe(started);

    const written = await membersOf(occasion.id);
    expect(
      written.map((m) => [m.name, m.phone, m.email, m.pledgedMinor, m.paidMinor, m.createdBy]),
    ).toEqual(
      expect.arrayContaining([
        [
          'Amina Hassan',
          '+254712345678',
          'amina@example.com',
          5_000_000,
          1_000_050,
          expect.any(String),
        ],
        ['Baraka Otieno', '+255754123456', null, 2_000_000, 0, expect.any(String)],
        ['Gift', '+254722000004', null, 10_000, 20_000, expect.any(String)],
      ]),
    );
    const paid = await contributionsOf(occasion.id);
    expect(paid).toHaveLength(2);
    for (const contribution of paid) {
      expect(contribution).toMatchObject({
        method: 'other',
        reference: null,
        notes: 'Paid before the members were imported from wanachama.csv',
      });
    }
    // The occasion's totals are the members' stored sums, which are the rows' sums.
    const { body: totals } = await admin('GET', `/api/occasions/${occasion.id}`);
    expect(totals).toMatchObject({
      memberCount: 3,
      pledgedMinor: 7_010_000,
      paidMinor: 1_020_050,
      balanceMinor: 4_000_000 - 50 + 2_000_000,
    });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, occasion.id)));
    expect(audit.map((entry) => entry.resource).sort()).toEqual(
      expect.arrayContaining(['contributions', 'members']),
    );
  });

  it('keeps paid sums derived from rows: a later contribution adds to the imported one', async () => {
    const occasion = await createOccasion(admin, { name: 'Later payment' });
    await upload(occasion.id, 'Name,Phone,Pledge,Paid\r\nHalima,0733000001,10000,2500\r\n', {
      dryRun: 'false',
    });
    const [halima] = await membersOf(occasion.id);
    await contribute(admin, halima!.id, 100_000);
    const { body } = await admin('GET', `/api/members/${halima!.id}`);
    expect(body).toMatchObject({
      pledgedMinor: 1_000_000,
      paidMinor: 350_000,
      balanceMinor: 650_000,
    });
  });

  it('refuses the import when a member with a phone of the file was added after the preview', async () => {
    const occasion = await createOccasion(admin, { name: 'Meanwhile' });
    const file = 'Name,Phone\r\nImani,0744000001\r\nJabari,0744000002\r\n';
    expect((await upload(occasion.id, file)).body.problems).toEqual([]);
    await createMember(admin, occasion.id, 'Imani (by hand)', { phone: '0744000001' });
    const refused = await upload(occasion.id, file, { dryRun: 'false' });
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([
      {
        row: 2,
        field: 'phone',
        message: "Imani (by hand) already has this phone number in this occasion: '+254744000001'",
      },
    ]);
    expect(await membersOf(occasion.id)).toHaveLength(1);
  });

  it('imports an Excel workbook with number cells and formulas', async () => {
    const occasion = await createOccasion(admin, { name: 'Workbook' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Wanachama');
    sheet.addRow(['Member name', 'Mobile', 'Amount pledged', 'Amount paid']);
    sheet.addRow(['Kassim', '0755000001', 30000, 12500.25]);
    sheet.addRow(['Lulu', '0755000002', { formula: 'C2*2', result: 60000 }, 0]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await upload(occasion.id, file, {}, { contentType: XLSX });
    expect(preview.body).toMatchObject({
      format: 'xlsx',
      sheet: 'Wanachama',
      valid: 2,
      mapping: {
        name: 'Member name',
        phone: 'Mobile',
        pledged: 'Amount pledged',
        paid: 'Amount paid',
      },
      outcome: { pledgedMinor: 9_000_000, paidMinor: 1_250_025 },
    });
    expect(preview.body.notices).toEqual([
      expect.objectContaining({
        row: 3,
        field: 'pledged',
        message: expect.stringMatching(/^Formula/),
      }),
    ]);
    const done = await upload(occasion.id, file, { dryRun: 'false' }, { contentType: XLSX });
    expect(done.body).toMatchObject({ created: 2, contributions: 1, paidMinor: 1_250_025 });
  });
});

describe('members import: who may', () => {
  it('needs both read-members and create-members, and the occasion in scope', async () => {
    const occasion = await createOccasion(admin, { name: 'Private committee' });
    const reader = await createUserWith(t, ['READ_MEMBERS']);
    const file = 'Name\r\nAmina\r\n';
    expect((await upload(occasion.id, file, {}, { as: reader.cookie })).status).toBe(403);
    const assigned = await createUserWith(t, ['READ_MEMBERS', 'ADD_MEMBERS'], 'assigned');
    expect((await upload(occasion.id, file, {}, { as: assigned.cookie })).status).toBe(404);
    const both = await createUserWith(t, ['READ_MEMBERS', 'ADD_MEMBERS']);
    const done = await upload(occasion.id, file, { dryRun: 'false' }, { as: both.cookie });
    expect(done.body).toMatchObject({ created: 1 });
  });
});
