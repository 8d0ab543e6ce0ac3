/**
 * Uploads against hostile and oversized files (issue 13): the access check comes before
 * the body is read; a workbook whose zip headers lie about its sizes, too many columns and
 * too long a cell are 400s naming the limit while the server goes on serving; an SVG of
 * nested <use> elements or entities is refused before it is drawn; an image that declares
 * a huge bitmap is refused before it is decoded; and past the bound of
 * uploads read at once, an upload is answered 503 with Retry-After.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  SHEET_IMPORT_MAX_BYTES,
  SHEET_IMPORT_MAX_CELL_CHARS,
  SHEET_IMPORT_MAX_COLUMNS,
  SHEET_IMPORT_MAX_UNPACKED_BYTES,
  formatFileSize,
} from '@karamu/shared';
import { uploadJobs } from '../src/lib/upload-jobs/upload-jobs';
import { SVG_MAX_USE_INSTANCES } from '../src/modules/events/event-templates/svg-guard';
import { inDays } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { statusBeforeBodyOf } from './support/http-before-body';
import { greyPng } from './support/png';
import { buildZip, workbookEntries } from './support/zip';
import { asWebApp, createUserWith, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let admin: AdminApi;
let eventId: string;

useAdminApp(
  async (started) => {
    ({ t, cookie, admin } = started);
    const { status, body } = await admin('POST', '/api/events', {
      name: 'Upload limits',
      startsAt: inDays(30),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    });
    expect(status).toBe(201);
    eventId = body.id;
  },
  // One upload read at a time and none waiting, so that one held place makes the server busy.
  { UPLOAD_JOBS_MAX_RUNNING: '1', UPLOAD_JOBS_MAX_WAITING: '0' },
);

const importUrl = () => `/api/events/${eventId}/guests/import`;

async function importFile(file: Buffer | string, contentType = 'text/csv') {
  const response = await t.app.inject({
    method: 'POST',
    url: importUrl(),
    headers: { ...asWebApp(cookie), 'content-type': contentType },
    payload: typeof file === 'string' ? Buffer.from(file) : file,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, headers: response.headers, body: response.json<any>() };
}

async function stillServes() {
  const me = await admin('GET', '/api/me');
  expect(me.status).toBe(200);
}

const statusBeforeBody = (
  url: string,
  method: string,
  headers: Record<string, string>,
  length: number,
) => statusBeforeBodyOf(t.app, url, method, headers, length);

describe('the access check before the body', () => {
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('refuses a 20 MB import without a session, or without the privilege, before reading it', async () => {
    const csv = { 'content-type': 'text/csv', 'x-requested-with': 'XMLHttpRequest' };
    expect(await statusBeforeBody(importUrl(), 'POST', csv, SHEET_IMPORT_MAX_BYTES)).toBe(401);
    const reader = await createUserWith(t, ['READ_ATTENDEES']);
    const signedIn = { ...csv, cookie: reader.cookie };
    expect(await statusBeforeBody(importUrl(), 'POST', signedIn, SHEET_IMPORT_MAX_BYTES)).toBe(403);
  });

  it('refuses a picture and card artwork without a session before reading them', async () => {
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    const picture = { ...headers, 'content-type': 'image/png' };
    expect(await statusBeforeBody('/api/profile/picture', 'PUT', picture, 5_000_000)).toBe(401);
    const json = { ...headers, 'content-type': 'application/json' };
    const artwork = `/api/events/${eventId}/invitation-card/artwork`;
    expect(await statusBeforeBody(artwork, 'PUT', json, 6_000_000)).toBe(401);
  });
});

describe('workbooks and CSV files past the limits', () => {
  it('refuses a workbook whose zip headers claim small sizes but inflate past the cap, and keeps serving', async () => {
    const header = '<row r="1"><c r="A1" t="s"><v>0</v></c></row>';
    // Shared strings that really inflate to more than the cap, declared as 1 kB.
    const filler = Buffer.alloc(SHEET_IMPORT_MAX_UNPACKED_BYTES + 1_000_000, 'a');
    const strings = Buffer.concat([
      Buffer.from('<sst><si><t>Name</t></si><si><t>'),
      filler,
      Buffer.from('</t></si></sst>'),
    ]);
    const entries = workbookEntries(header, strings).map((entry) =>
      entry.name === 'xl/sharedStrings.xml' ? { ...entry, claimedSize: 1000 } : entry,
    );
    const bomb = buildZip(entries);
    expect(bomb.length).toBeLessThan(1_000_000);

    const refused = await importFile(bomb);
    expect(refused.status).toBe(400);
    const limit = formatFileSize(SHEET_IMPORT_MAX_UNPACKED_BYTES);
    expect(refused.body.message).toContain(`unpacks to more than ${limit}`);
    expect(refused.body.fieldErrors).toEqual({ file: [`At most ${limit} once unpacked`] });
    await stillServes();
  });

  it('reads a workbook built byte by byte with shared and inline strings', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Phone</t></is></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>254712345678</v></c></row>';
    const strings = Buffer.from(
      '<sst><si><t>Name</t></si><si><r><t>Amina </t></r><r><t>&amp; Co</t></r></si></sst>',
    );
    const preview = await importFile(buildZip(workbookEntries(sheet, strings)));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      format: 'xlsx',
      sheet: 'Guests',
      columns: ['Name', 'Phone'],
      sampleRows: [['Amina & Co', '254712345678']],
      valid: 1,
    });
  });

  it('refuses data past the last column, in CSV and in XLSX, naming the limit', async () => {
    const wide = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(',');
    const csv = await importFile(
      `Name,${wide(SHEET_IMPORT_MAX_COLUMNS)}\nAmina,${wide(SHEET_IMPORT_MAX_COLUMNS)}\n`,
    );
    expect(csv.status).toBe(400);
    expect(csv.body.fieldErrors).toEqual({ file: [`At most ${SHEET_IMPORT_MAX_COLUMNS} columns`] });
    expect(csv.body.message).toMatch(/^Row 1 has data past column GR/);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Guests');
    sheet.getCell(1, 1).value = 'Name';
    sheet.getCell(2, 1).value = 'Amina';
    sheet.getCell(2, SHEET_IMPORT_MAX_COLUMNS + 5).value = 'far away';
    const xlsx = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(xlsx.status).toBe(400);
    expect(xlsx.body.fieldErrors).toEqual({
      file: [`At most ${SHEET_IMPORT_MAX_COLUMNS} columns`],
    });
    expect(xlsx.body.message).toMatch(/^Row 2 has data past column GR/);
  });

  it('refuses a cell longer than the limit, naming the cell and the limit', async () => {
    const long = 'x'.repeat(SHEET_IMPORT_MAX_CELL_CHARS + 1);
    const refused = await importFile(`Name,Phone,Notes\nAmina,0712345678,${long}\n`);
    expect(refused.status).toBe(400);
    const limit = SHEET_IMPORT_MAX_CELL_CHARS.toLocaleString('en');
    expect(refused.body.message).toMatch(new RegExp(`^Cell C2 has more than ${limit} characters`));
    expect(refused.body.fieldErrors).toEqual({ file: [`At most ${limit} characters in a cell`] });
    await stillServes();
  });
});

describe('SVG artwork', () => {
  const artwork = (svg: string) =>
    admin('PUT', `/api/events/${eventId}/invitation-card/artwork`, {
      artwork: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    });

  /** Ten levels, each a group of ten uses of the level below: 10^10 shapes from 3 kB. */
  function nestedUses(levels: number, fanOut: number) {
    let defs = '<rect id="l0" width="1" height="1"/>';
    for (let level = 1; level <= levels; level += 1) {
      const uses = Array.from({ length: fanOut }, () => `<use href="#l${level - 1}"/>`).join('');
      defs += `<g id="l${level}">${uses}</g>`;
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><defs>${defs}</defs><use href="#l${levels}"/></svg>`;
  }

  it('refuses nested <use> elements that multiply past the bound, before drawing them', async () => {
    const svg = nestedUses(10, 10);
    expect(svg.length).toBeLessThan(4000);
    const refused = await artwork(svg);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.artwork).toEqual([
      `The SVG repeats shapes through nested <use> elements more than ${SVG_MAX_USE_INSTANCES.toLocaleString('en')} times`,
    ]);
    await stillServes();
  });

  it('refuses a DOCTYPE with entities and a <use> that refers to itself', async () => {
    const entities = await artwork(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>',
    );
    expect(entities.status).toBe(400);
    expect(entities.body.fieldErrors.artwork).toEqual([
      'The SVG has a DOCTYPE or entity declarations',
    ]);
    const cycle = await artwork(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g id="a"><use href="#a"/></g></svg>',
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.fieldErrors.artwork).toEqual([
      'The SVG has <use> elements that refer to themselves',
    ]);
  });

  it('draws artwork that uses <use> a reasonable number of times', async () => {
    const drawn = await artwork(nestedUses(3, 4));
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
  });
});

describe('decompression bombs', () => {
  const bomb = greyPng(50_000, 50_000, 64);

  it('refuses a small PNG that declares 50,000 x 50,000 pixels as a picture, and keeps serving', async () => {
    expect(bomb.length).toBeLessThan(10_000);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { ...asWebApp(cookie), 'content-type': 'image/png' },
      payload: bomb,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.picture).toEqual([
      'Choose a picture of at most 50 megapixels',
    ]);
    await stillServes();
  });

  it('refuses the same PNG as card artwork, and keeps serving', async () => {
    const refused = await admin('PUT', `/api/events/${eventId}/invitation-card/artwork`, {
      artwork: `data:image/png;base64,${bomb.toString('base64')}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.artwork).toEqual(['Choose an image of at most 50 megapixels']);
    await stillServes();
  });

  it('still takes a real picture after the bombs', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { ...asWebApp(cookie), 'content-type': 'image/png' },
      payload: greyPng(64, 64),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('uploads read at once', () => {
  it('answers 503 with Retry-After while every place is taken, and reads the upload once one is free', async () => {
    const release = await uploadJobs.hold();
    try {
      const busy = await importFile('Name\nAmina\n');
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('10');
      expect(busy.body.message).toMatch(/busy reading other uploads/);
      const picture = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/picture',
        headers: { ...asWebApp(cookie), 'content-type': 'image/png' },
        payload: Buffer.from('not read yet'),
      });
      expect(picture.statusCode).toBe(503);
      await stillServes();
    } finally {
      release();
    }
    const read = await importFile('Name\nAmina\n');
    expect(read.status).toBe(200);
    expect(read.body.valid).toBe(1);
  });
});

describe('checking a file once', () => {
  it('imports what the preview checked without checking the same file again', async () => {
    const csv = 'Name,Phone\nBaraka,0712000001\nChiku,0712000002\n';
    const before = uploadJobs.started;
    const preview = await importFile(csv);
    expect(preview.status).toBe(200);
    expect(uploadJobs.started).toBe(before + 1);
    const imported = await t.app.inject({
      method: 'POST',
      url: `${importUrl()}?dryRun=false`,
      headers: { ...asWebApp(cookie), 'content-type': 'text/csv' },
      payload: Buffer.from(csv),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ rows: 2, created: 2 });
    expect(uploadJobs.started).toBe(before + 1);
    // A changed file is checked again.
    const changed = await importFile(`${csv}Dalia,0712000003\n`);
    expect(changed.body.rows).toBe(3);
    expect(uploadJobs.started).toBe(before + 2);
  });
});
