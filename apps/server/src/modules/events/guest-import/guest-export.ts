/**
 * The guest list as a file: the same filter and sort as the list endpoint, read a page
 * at a time and streamed out, so 100,000 guests never sit in memory as one string.
 */
import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  SHEET_IMPORT_CONTENT_TYPES,
  type Guest,
  type GuestExportFormat,
  type ListQuery,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { guests } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { CSV_BYTE_ORDER_MARK, csvLine, type CsvCell } from '../../../lib/csv';
import { compileListQuery } from '../../../lib/list/list-spec';
import { onlyRecords } from '../../../lib/scope';
import { mustGetEvent } from '../events';
import { guestList, listGuests } from '../guests';

const PAGE_SIZE = 1000;

/** Headers an import of the file maps back by themselves (see guessColumnMapping). */
const GUEST_EXPORT_COLUMNS: readonly (readonly [string, (guest: Guest) => CsvCell])[] = [
  ['Name', (g) => g.name],
  ['Phone', (g) => g.phone],
  ['Email', (g) => g.email],
  ['Card type', (g) => g.cardType],
  ['Admissions', (g) => g.admissions],
  ['Table', (g) => g.tableName],
  ['Notes', (g) => g.notes],
  ['RSVP', (g) => g.rsvpStatus],
  ['RSVP count', (g) => g.rsvpCount],
  ['Invitation', (g) => g.invitationStatus],
  ['Checked in', (g) => g.checkedInCount],
  ['Added', (g) => g.created],
];

export type GuestExportQuery = Omit<ListQuery, 'page' | 'size' | 'fields'>;

/** Every guest of the event matching the query, page after page in the query's order. */
async function* readGuestPages(db: Db, eventId: string, query: GuestExportQuery) {
  for (let page = 1; ; page += 1) {
    const pageQuery: ListQuery = { ...query, page, size: PAGE_SIZE };
    const { items } = await listGuests(db, pageQuery, onlyRecords(eq(guests.eventId, eventId)));
    if (items.length > 0) yield items as Guest[];
    if (items.length < PAGE_SIZE) return;
  }
}

async function* csvChunks(pages: AsyncIterable<Guest[]>) {
  yield `${CSV_BYTE_ORDER_MARK}${csvLine(GUEST_EXPORT_COLUMNS.map(([header]) => header))}`;
  for await (const page of pages) {
    yield page
      .map((guest) => csvLine(GUEST_EXPORT_COLUMNS.map(([, read]) => read(guest))))
      .join('');
  }
}

async function xlsxStream(pages: AsyncIterable<Guest[]>): Promise<Readable> {
  // Loaded on first use: ExcelJS and what it pulls in cost about a second at start-up (decision 0021).
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Guests');
  sheet.columns = GUEST_EXPORT_COLUMNS.map(([header]) => ({ header, width: 20 }));
  void (async () => {
    try {
      for await (const page of pages) {
        // Every value is written as a string or a number cell: never as a formula.
        for (const guest of page)
          sheet.addRow(GUEST_EXPORT_COLUMNS.map(([, read]) => read(guest))).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

export type GuestExport = { fileName: string; contentType: string; body: Readable };

/** ASCII file name: the event's name reduced to letters, digits and dashes. */
function fileNameOf(eventName: string, format: GuestExportFormat): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60);
  const date = new Date().toISOString().slice(0, 10);
  return `guests${slug ? `-${slug}` : ''}-${date}.${format}`;
}

export async function exportGuests(
  db: Db,
  actor: Actor,
  eventId: string,
  format: GuestExportFormat,
  query: GuestExportQuery,
): Promise<GuestExport> {
  const event = await mustGetEvent(db, actor, 'READ_ATTENDEES', eventId);
  // Compiled once up front so a bad filter or sort is a 400 before the download starts.
  compileListQuery(guestList, { ...query, page: 1, size: PAGE_SIZE });
  const pages = readGuestPages(db, event.id, query);
  return format === 'csv'
    ? {
        fileName: fileNameOf(event.name, 'csv'),
        contentType: `${SHEET_IMPORT_CONTENT_TYPES.csv}; charset=utf-8`,
        body: Readable.from(csvChunks(pages)),
      }
    : {
        fileName: fileNameOf(event.name, 'xlsx'),
        contentType: SHEET_IMPORT_CONTENT_TYPES.xlsx,
        body: await xlsxStream(pages),
      };
}
