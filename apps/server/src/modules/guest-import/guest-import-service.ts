/**
 * Importing an event's guests from a CSV or XLSX file. A dry run answers the preview (every
 * row's problems with its row number, and what an import would do); a real import reads
 * and checks the whole file again, then writes in ONE transaction with one audit entry,
 * or writes nothing.
 */
import {
  GUEST_IMPORT_FIELDS,
  guessColumnMapping,
  validateGuestRows,
  type GuestImportField,
  type GuestImportMapping,
  type GuestImportOptions,
  type GuestImportPreview,
  type GuestImportProblem,
  type GuestImportReport,
  type GuestRowValues,
  type ImportedGuest,
  type ValidGuestRow,
} from '@karamu/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { badRequest, HttpError } from '../../lib/http-error';
import { mustGetEvent } from '../events/events-service';
import { getExtraMobilePrefixes } from '../settings/phone-rules';
import {
  getGuestsByPhone,
  insertGuests,
  updateGuests,
  type ExistingGuest,
} from './guest-import-repository';
import { readSheet, type Sheet } from './read-sheet';

/** A real import refused because of its rows: a 400 that lists them; nothing was written. */
export class GuestImportRefused extends HttpError {
  constructor(readonly problems: GuestImportProblem[]) {
    const rows = new Set(problems.map((p) => p.row)).size;
    super(
      400,
      `${rows === 1 ? '1 row has' : `${rows.toLocaleString('en')} rows have`} problems, so nothing was imported. Fix them in the file, or choose to skip rows with problems.`,
    );
  }
}

export type GuestImportInput = { file: Buffer; options: GuestImportOptions };

const NAME_UNMAPPED = "Choose the column that holds the guests' names.";

/** The mapping as column indexes; a column name that is not in the file is a 400. */
function resolveMapping(mapping: GuestImportMapping, sheet: Sheet) {
  const indexes = new Map<GuestImportField, number>();
  const unknown: Record<string, string[]> = {};
  for (const field of GUEST_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column === undefined || column === null || column === '') continue;
    const index = sheet.columns.indexOf(column);
    if (index === -1) unknown[`mapping.${field}`] = [`The file has no column '${column}'`];
    else indexes.set(field, index);
  }
  const [first] = Object.values(unknown);
  if (first) throw badRequest(`${first[0]}: choose another column.`, unknown);
  return indexes;
}

function rowValues(cells: readonly string[], indexes: ReadonlyMap<GuestImportField, number>) {
  const values: GuestRowValues = {};
  for (const [field, index] of indexes) {
    const cell = cells[index];
    if (cell !== undefined && cell.trim() !== '') values[field] = cell;
  }
  return values;
}

type Analysis = {
  sheet: Sheet;
  guessedMapping: GuestImportMapping;
  mapping: GuestImportMapping;
  nameMapped: boolean;
  guests: ValidGuestRow[];
  problems: GuestImportProblem[];
  notices: GuestImportProblem[];
};

/** Reads and checks the file: everything but the guests already in the event. */
async function analyse(db: Db, defaultCountry: string, input: GuestImportInput) {
  const sheet = await readSheet(input.file);
  const guessedMapping = guessColumnMapping(sheet.columns.filter((c) => c !== undefined));
  const mapping = input.options.mapping ?? guessedMapping;
  const indexes = resolveMapping(mapping, sheet);
  const nameMapped = indexes.has('name');
  const validated = nameMapped
    ? validateGuestRows(
        sheet.rows.map(({ row, cells }) => ({ row, values: rowValues(cells, indexes) })),
        { defaultCountry, extraMobilePrefixes: await getExtraMobilePrefixes(db) },
      )
    : { guests: [], problems: [] };
  const fieldOfColumn = new Map([...indexes].map(([field, index]) => [index, field]));
  const dataRows = new Set(sheet.rows.map((r) => r.row));
  const notices: GuestImportProblem[] = [];
  for (const cell of sheet.formulaCells) {
    const field = fieldOfColumn.get(cell.column);
    if (!field || !dataRows.has(cell.row)) continue;
    notices.push({
      row: cell.row,
      field,
      message:
        sheet.format === 'xlsx' && cell.value !== cell.formula
          ? `Formula ${cell.formula}: its last calculated value '${cell.value}' is used (formulas are never run)`
          : `'${cell.formula}' looks like a formula: it is kept as plain text, never run`,
    });
  }
  return {
    sheet,
    guessedMapping,
    mapping,
    nameMapped,
    guests: validated.guests,
    problems: validated.problems,
    notices,
  } satisfies Analysis;
}

type Plan = {
  create: ImportedGuest[];
  update: (ImportedGuest & { id: string })[];
  skipped: number;
  notices: GuestImportProblem[];
};

/** Which valid rows create a guest and which meet one already in the event. */
function plan(
  analysis: Analysis,
  existing: ReadonlyMap<string, ExistingGuest>,
  options: GuestImportOptions,
): Plan {
  const result: Plan = { create: [], update: [], skipped: 0, notices: [] };
  for (const { row, guest } of analysis.guests) {
    const match = guest.phone === undefined ? undefined : existing.get(guest.phone);
    if (!match) {
      result.create.push(guest);
      continue;
    }
    result.notices.push({
      row,
      field: 'phone',
      message: `${match.name} already has this phone number in this event`,
    });
    if (options.onExisting === 'update') result.update.push({ ...guest, id: match.id });
    else result.skipped += 1;
  }
  // Rows with problems are left out when the user chose so (otherwise nothing is written).
  result.skipped += new Set(analysis.problems.map((p) => p.row)).size;
  return result;
}

const byRow = (a: GuestImportProblem, b: GuestImportProblem) => a.row - b.row;

async function getImportEvent(db: Db, actor: Actor, eventId: string) {
  const event = await mustGetEvent(db, actor, 'ADD_ATTENDEES', eventId);
  await mustGetEvent(db, actor, 'READ_ATTENDEES', eventId);
  return event;
}

export async function previewGuestImport(
  db: Db,
  actor: Actor,
  eventId: string,
  input: GuestImportInput,
): Promise<GuestImportPreview> {
  const event = await getImportEvent(db, actor, eventId);
  const analysis = await analyse(db, event.defaultCountry, input);
  const planned = plan(analysis, await getGuestsByPhone(db, eventId), input.options);
  const { sheet } = analysis;
  const columns = sheet.columns.filter((c): c is string => c !== undefined);
  const kept = sheet.columns.flatMap((c, i) => (c === undefined ? [] : [i]));
  return {
    format: sheet.format,
    encoding: sheet.encoding,
    sheet: sheet.sheetName,
    columns,
    sampleRows: sheet.rows.slice(0, 5).map(({ cells }) => kept.map((i) => cells[i] ?? '')),
    guessedMapping: analysis.guessedMapping,
    mapping: analysis.mapping,
    mappingProblem: analysis.nameMapped ? null : NAME_UNMAPPED,
    rows: sheet.rows.length,
    valid: analysis.guests.length,
    existing: planned.notices.length,
    problems: analysis.problems,
    notices: [...analysis.notices, ...planned.notices].sort(byRow),
    outcome: {
      created: planned.create.length,
      updated: planned.update.length,
      skipped: planned.skipped,
    },
  };
}

export async function importGuests(
  db: Db,
  actor: Actor,
  eventId: string,
  input: GuestImportInput,
): Promise<GuestImportReport> {
  const event = await getImportEvent(db, actor, eventId);
  // Reading and checking 100,000 rows takes seconds: done before the transaction, so the
  // database (PGlite has one connection) is held only for the writes.
  const analysis = await analyse(db, event.defaultCountry, input);
  if (!analysis.nameMapped) {
    throw badRequest(NAME_UNMAPPED, { 'mapping.name': [NAME_UNMAPPED] });
  }
  if (analysis.problems.length > 0 && input.options.onInvalid === 'refuse') {
    throw new GuestImportRefused(analysis.problems);
  }
  return db.transaction(async (tx) => {
    // Checked again inside: the event may have gone, and guests may have been added since.
    await getImportEvent(tx, actor, eventId);
    const planned = plan(analysis, await getGuestsByPhone(tx, eventId), input.options);
    await insertGuests(tx, eventId, actor.userId, planned.create);
    await updateGuests(tx, planned.update);
    const report: GuestImportReport = {
      rows: analysis.sheet.rows.length,
      created: planned.create.length,
      updated: planned.update.length,
      skipped: planned.skipped,
    };
    await recordAudit(tx, actor, {
      action: report.created > 0 ? 'create' : 'update',
      resource: 'guests',
      recordId: eventId,
      after: {
        import: input.options.fileName ?? `${analysis.sheet.format.toUpperCase()} upload`,
        ...report,
        onExisting: input.options.onExisting,
        onInvalid: input.options.onInvalid,
      },
    });
    return report;
  });
}
