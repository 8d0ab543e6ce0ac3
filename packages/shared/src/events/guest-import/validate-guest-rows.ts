/** A whole guest list: each row by the guest rules, then phone numbers repeated within the file. */
import {
  validateSheetRows,
  type SheetRow,
  type SheetRowProblem,
  type ValidatedSheetRows,
  type ValidSheetRow,
} from '../../platform/sheet-import/validate-rows';
import type { GuestImportField } from './import-fields';
import { readGuestRow, type GuestImportContext, type ImportedGuest } from './read-guest-row';

export type GuestImportRow = SheetRow<GuestImportField>;
export type GuestImportProblem = SheetRowProblem<GuestImportField>;
export type ValidGuestRow = ValidSheetRow<ImportedGuest>;

export function validateGuestRows(
  rows: readonly GuestImportRow[],
  context: GuestImportContext,
): ValidatedSheetRows<GuestImportField, ImportedGuest> {
  return validateSheetRows(
    rows,
    (values) => {
      const { guest, problems } = readGuestRow(values, context);
      return { record: guest, problems };
    },
    { name: 'name', phone: 'phone' },
  );
}
