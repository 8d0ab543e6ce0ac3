/**
 * The upload job that reads and checks an occasion's member list (sheet-import/
 * analyse-sheet.ts) with the member fields and rules: phones in the occasion's default
 * country, amounts in its currency. Loaded by an upload worker, never by the request thread.
 */
import {
  guessMemberColumnMapping,
  MEMBER_IMPORT_FIELDS,
  memberRowNotice,
  validateMemberRows,
  type MemberImportContext,
  type MemberImportField,
} from '@karamu/shared';
import { analyseSheet, type AnalyseSheetInput } from '../../platform/sheet-import';

export const MEMBER_SHEET_WORDS = { list: 'member list', records: 'members', record: 'member' };

export const run = (input: AnalyseSheetInput<MemberImportField, MemberImportContext>) =>
  analyseSheet(input, {
    words: MEMBER_SHEET_WORDS,
    fields: MEMBER_IMPORT_FIELDS,
    requiredField: 'name',
    guessMapping: guessMemberColumnMapping,
    validate: validateMemberRows,
    notice: memberRowNotice,
    figures: (member) => [member.pledgedMinor, member.paidMinor],
  });
