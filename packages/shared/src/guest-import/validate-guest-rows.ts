/** A whole file's rows: each row's own problems, then phone numbers repeated within the file. */
import type { GuestImportField } from './import-fields';
import {
  readGuestRow,
  type GuestImportContext,
  type GuestRowValues,
  type ImportedGuest,
} from './read-guest-row';

/** `row` is the row number a spreadsheet shows (the header is usually row 1). */
export type GuestImportRow = { row: number; values: GuestRowValues };
export type GuestImportProblem = { row: number; field: GuestImportField; message: string };
export type ValidGuestRow = { row: number; guest: ImportedGuest };

export type ValidatedGuestRows = {
  /** Rows without a problem, in file order. */
  guests: ValidGuestRow[];
  /** Every problem of every row, in file order. */
  problems: GuestImportProblem[];
};

export const samePhoneMessage = (firstRow: number) => `Same phone number as row ${firstRow}`;

export function validateGuestRows(
  rows: readonly GuestImportRow[],
  context: GuestImportContext,
): ValidatedGuestRows {
  const guests: ValidGuestRow[] = [];
  const problems: GuestImportProblem[] = [];
  // The first row without other problems keeps its number; later rows with it are problems
  // (a row already refused must not take a number from a good row further down).
  const firstRowOfPhone = new Map<string, number>();
  for (const { row, values } of rows) {
    const read = readGuestRow(values, context);
    const rowProblems = read.problems.map((problem) => ({ row, ...problem }));
    const phone = read.guest.phone;
    if (phone !== undefined && rowProblems.length === 0) {
      const first = firstRowOfPhone.get(phone);
      if (first === undefined) firstRowOfPhone.set(phone, row);
      else rowProblems.push({ row, field: 'phone', message: samePhoneMessage(first) });
    }
    if (rowProblems.length === 0) guests.push({ row, guest: read.guest });
    else problems.push(...rowProblems);
  }
  return { guests, problems };
}
