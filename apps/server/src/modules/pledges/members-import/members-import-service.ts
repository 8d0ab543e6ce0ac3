/**
 * Importing an occasion's members from a CSV or XLSX file (issue 18), through the same
 * reader and checker as guests (modules/platform/sheet-import). A dry run answers the preview:
 * every row's problem with its row number (the file's own, and phones a member of the
 * occasion already has) and what the import would write. A real import writes the members
 * and, for each who had already paid, one contribution through the contributions module
 * (so their paid sums come from rows, decision 0014), in ONE transaction, or nothing.
 */
import type {
  MemberImportContext,
  MemberImportField,
  MemberImportOptions,
  MemberImportPreview,
  MemberImportProblem,
  MemberImportReport,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { refuseUniqueViolation } from '../../../db/unique-violation';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { conflict } from '../../../lib/http-error';
import { recordOpeningContributions } from '../contributions';
import { type OccasionLock, mustFindOccasion } from '../occasions';
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
import { getMemberNamesByPhone, writeImportedMembers } from './members-import-repository';

export type MemberImportInput = { file: Buffer; options: MemberImportOptions };

type ImportOccasion = { id: string; currency: string; defaultCountry: string };

const NAME_UNMAPPED = "Choose the column that holds the members' names.";

/** Both privileges of the route, on this occasion: the scope of each may differ. */
async function getImportOccasion(db: Db, actor: Actor, occasionId: string, lock?: OccasionLock) {
  const occasion = await mustFindOccasion(db, actor, 'ADD_MEMBERS', occasionId, lock);
  await mustFindOccasion(db, actor, 'READ_MEMBERS', occasionId);
  return occasion;
}

/** The file checked against the occasion's country and currency (not its members yet). */
const analyse = (
  db: Db,
  actor: Actor,
  occasion: ImportOccasion,
  input: MemberImportInput,
): Promise<SheetAnalysis<MemberImportField>> =>
  analyseImport(
    db,
    actor,
    {
      worker: 'modules/pledges/members-import/analyse-member-sheet.ts',
      target: `occasions/${occasion.id}`,
      context: {
        defaultCountry: occasion.defaultCountry,
        currency: occasion.currency,
      } satisfies Omit<MemberImportContext, 'extraMobilePrefixes'>,
    },
    input,
  );

type Plan = {
  /** The file's own problems and the rows whose phone a member already has, by row. */
  problems: MemberImportProblem[];
  /** Valid rows that meet an existing member: left out, as every row with a problem. */
  existingRows: number[];
  created: number;
  contributions: number;
  pledgedMinor: number;
  paidMinor: number;
};

/**
 * Which valid rows become members: a phone a member of the occasion already has is a
 * problem of that row (one person, one member; their pledge is changed on their record,
 * not by a second one), reported with the other problems.
 */
function plan(
  analysis: SheetAnalysis<MemberImportField>,
  existing: ReadonlyMap<string, string>,
): Plan {
  const result: Plan = {
    problems: [],
    existingRows: [],
    created: 0,
    contributions: 0,
    pledgedMinor: 0,
    paidMinor: 0,
  };
  for (const { index: i, row, phone, match: name } of validRowsMeeting(analysis, existing)) {
    if (name !== undefined) {
      result.existingRows.push(row);
      result.problems.push({
        row,
        field: 'phone',
        message: `${name} already has this phone number in this occasion: '${phone}'`,
      });
      continue;
    }
    const pledged = analysis.validFigures[i * 2]!;
    const paid = analysis.validFigures[i * 2 + 1]!;
    result.created += 1;
    result.pledgedMinor += pledged;
    result.paidMinor += paid;
    if (paid > 0) result.contributions += 1;
  }
  result.problems = [...analysis.problems, ...result.problems].sort((a, b) => a.row - b.row);
  return result;
}

export async function previewMemberImport(
  db: Db,
  actor: Actor,
  occasionId: string,
  input: MemberImportInput,
): Promise<MemberImportPreview> {
  const occasion = await getImportOccasion(db, actor, occasionId);
  const analysis = await analyse(db, actor, occasion, input);
  const planned = plan(analysis, await getMemberNamesByPhone(db, occasionId));
  return {
    ...previewOfSheet(analysis, NAME_UNMAPPED),
    currency: occasion.currency,
    rows: analysis.rows,
    valid: planned.created,
    existing: planned.existingRows.length,
    problems: planned.problems,
    notices: analysis.notices,
    outcome: {
      created: planned.created,
      skipped: rowsWithProblems(planned.problems),
      contributions: planned.contributions,
      pledgedMinor: planned.pledgedMinor,
      paidMinor: planned.paidMinor,
    },
  };
}

const PHONE_TAKEN_MEANWHILE =
  'A member with one of the file’s phone numbers was added while the file was imported, so nothing was imported. Check the file again.';

export async function importMembers(
  db: Db,
  actor: Actor,
  occasionId: string,
  input: MemberImportInput,
): Promise<MemberImportReport> {
  const checkedWith = await getImportOccasion(db, actor, occasionId);
  // Reading and checking the file takes seconds for a long one: done in a worker before the
  // transaction, so the database (PGlite has one connection) is held only for the writes.
  const analysis = await analyse(db, actor, checkedWith, input);
  mustMapRequired(analysis, 'name', NAME_UNMAPPED);
  const fileName = importedFileName(analysis, input.options);
  return refuseUniqueViolation(
    'members_occasion_phone_key',
    () => conflict(PHONE_TAKEN_MEANWHILE, { file: [PHONE_TAKEN_MEANWHILE] }),
    () =>
      db.transaction(async (tx) => {
        // Checked again inside, and held (`key share`, as every member and contribution
        // write): the occasion cannot go, nor its currency change, until this commits.
        const occasion = await getImportOccasion(tx, actor, occasionId, 'key share');
        if (
          occasion.currency !== checkedWith.currency ||
          occasion.defaultCountry !== checkedWith.defaultCountry
        ) {
          throw conflict(
            "The occasion's currency or default country changed while the file was checked. Check the file again.",
          );
        }
        // Existing members are read inside the transaction: one added since the preview counts.
        const planned = plan(analysis, await getMemberNamesByPhone(tx, occasionId));
        if (planned.problems.length > 0 && input.options.onInvalid === 'refuse') {
          throw new SheetImportRefused(planned.problems);
        }
        const written = await writeImportedMembers(tx, {
          occasionId,
          createdBy: actor.userId,
          packs: analysis.packs,
          leaveOut: planned.existingRows,
        });
        await recordOpeningContributions(tx, actor, {
          occasionId,
          paidAt: new Date(),
          notes: `Paid before the members were imported from ${fileName}`,
          entries: written.paid,
        });
        const report: MemberImportReport = {
          rows: analysis.rows,
          created: written.created,
          skipped: rowsWithProblems(planned.problems),
          contributions: written.paid.length,
          pledgedMinor: written.pledgedMinor,
          paidMinor: written.paid.reduce((sum, entry) => sum + entry.amountMinor, 0),
        };
        await recordAudit(tx, actor, {
          action: 'create',
          resource: 'members',
          recordId: occasionId,
          after: { import: fileName, ...report, onInvalid: input.options.onInvalid },
        });
        return report;
      }),
  );
}
