/**
 * Importing an event's guests from a CSV or XLSX file. A dry run answers the preview (every
 * row's problems with its row number, and what an import would do); a real import takes
 * the preview's check of the same file (or checks it again when the file or a setting
 * changed), writes the guests hidden in short transactions, then publishes them all in ONE
 * short transaction with one audit entry, or leaves nothing visible (decisions 0024, 0034).
 */
import { randomUUID } from 'node:crypto';
import {
  type GuestImportContext,
  type GuestImportField,
  type GuestImportOptions,
  type GuestImportPreview,
  type GuestImportProblem,
  type GuestImportReport,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { mustGetEvent } from '../events';
import {
  claimImport,
  discardImport,
  dropMetRows,
  getGuestsByPhone,
  publishHiddenGuests,
  writeHiddenGuests,
  type ExistingGuest,
} from './guest-import-repository';
import {
  type SheetAnalysis,
  rowsWithProblems,
  SheetImportRefused,
  analyseImport,
  importedFileName,
  mustMapRequired,
  previewOfSheet,
  validRowsMeeting,
} from '../../platform/sheet-import';
export type GuestImportInput = { file: Buffer; options: GuestImportOptions };

const NAME_UNMAPPED = "Choose the column that holds the guests' names.";

/** The file checked against the event's country (everything but the guests already in it). */
const analyse = (
  db: Db,
  actor: Actor,
  event: { id: string; defaultCountry: string },
  input: GuestImportInput,
): Promise<SheetAnalysis<GuestImportField>> =>
  analyseImport(
    db,
    actor,
    {
      worker: 'modules/events/guest-import/analyse-guest-sheet.ts',
      target: `events/${event.id}`,
      context: { defaultCountry: event.defaultCountry } satisfies Omit<
        GuestImportContext,
        'extraMobilePrefixes'
      >,
    },
    input,
  );

type Plan = {
  created: number;
  updated: number;
  skipped: number;
  notices: GuestImportProblem[];
};

/** Which valid rows create a guest and which meet one already in the event. */
function plan(
  analysis: SheetAnalysis<GuestImportField>,
  existing: ReadonlyMap<string, ExistingGuest>,
  options: GuestImportOptions,
): Plan {
  const result: Plan = { created: 0, updated: 0, skipped: 0, notices: [] };
  for (const { row, phone, match } of validRowsMeeting(analysis, existing)) {
    if (!match) {
      result.created += 1;
      continue;
    }
    result.notices.push({
      row,
      field: 'phone',
      message: `${match.name} already has this phone number in this event: '${phone}'`,
    });
    if (options.onExisting === 'update') result.updated += 1;
    else result.skipped += 1;
  }
  // Rows with problems are left out when the user chose so (otherwise nothing is written).
  result.skipped += rowsWithProblems(analysis.problems);
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
  const analysis = await analyse(db, actor, event, input);
  const planned = plan(analysis, await getGuestsByPhone(db, eventId), input.options);
  return {
    ...previewOfSheet(analysis, NAME_UNMAPPED),
    rows: analysis.rows,
    valid: analysis.validCount,
    existing: planned.notices.length,
    problems: analysis.problems,
    notices: [...analysis.notices, ...planned.notices].sort(byRow),
    outcome: {
      created: planned.created,
      updated: planned.updated,
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
  // Reading and checking 100,000 rows takes seconds: done in a worker before the
  // transaction, so the database (PGlite has one connection) is held only for the writes.
  const analysis = await analyse(db, actor, event, input);
  mustMapRequired(analysis, 'name', NAME_UNMAPPED);
  if (analysis.problems.length > 0 && input.options.onInvalid === 'refuse') {
    throw new SheetImportRefused(analysis.problems);
  }
  const importId = randomUUID();
  const updateExisting = input.options.onExisting === 'update';
  await claimImport(db, importId, eventId);
  let published = false;
  try {
    // Outside the transaction: short statements, each committed, their guests hidden until
    // the import publishes (decision 0034).
    const written = await writeHiddenGuests(db, {
      importId,
      eventId,
      createdBy: actor.userId,
      packs: analysis.packs,
    });
    const report = await db.transaction(async (tx) => {
      // Checked again inside: the event may have gone, or the privilege with it.
      await getImportEvent(tx, actor, eventId);
      await publishHiddenGuests(tx, { importId, eventId, updateExisting, written });
      const report: GuestImportReport = {
        rows: analysis.rows,
        created: written.created,
        updated: updateExisting ? written.existing : 0,
        skipped: (updateExisting ? 0 : written.existing) + rowsWithProblems(analysis.problems),
      };
      await recordAudit(tx, actor, {
        action: report.created > 0 ? 'create' : 'update',
        resource: 'guests',
        recordId: eventId,
        after: {
          import: importedFileName(analysis, input.options),
          ...report,
          onExisting: input.options.onExisting,
          onInvalid: input.options.onInvalid,
        },
      });
      return report;
    });
    published = true;
    return report;
  } finally {
    // A failure to clean up must not turn a committed import into an error (a retry would
    // add its phoneless guests twice), nor hide the error that stopped it: what is left is
    // discarded by age with a later import (decision 0034).
    await (published ? dropMetRows(db, importId) : discardImport(db, importId)).catch(
      () => undefined,
    );
  }
}
