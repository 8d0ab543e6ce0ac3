/**
 * The upload job that reads and checks a guest list (sheet-import/analyse-sheet.ts) with
 * the guest fields and rules: loaded by an upload worker, never by the request thread.
 */
import {
  GUEST_IMPORT_FIELDS,
  guessColumnMapping,
  validateGuestRows,
  type GuestImportContext,
  type GuestImportField,
} from '@karamu/shared';
import { analyseSheet, type AnalyseSheetInput } from '../../platform/sheet-import';

export const GUEST_SHEET_WORDS = { list: 'guest list', records: 'guests', record: 'guest' };

export const run = (input: AnalyseSheetInput<GuestImportField, GuestImportContext>) =>
  analyseSheet(input, {
    words: GUEST_SHEET_WORDS,
    fields: GUEST_IMPORT_FIELDS,
    requiredField: 'name',
    guessMapping: guessColumnMapping,
    validate: validateGuestRows,
  });
