/**
 * One spreadsheet row read as an occasion's member, with the same rules as adding a member
 * by hand (`createMemberInputSchema`, the recipient phone rule of decision 0005 read in the
 * occasion's default country) and amounts read digit by digit in the occasion's currency
 * (`parseAmount`: more decimals than the currency has is an error, never a rounding).
 */
import { parseAmount } from '../../format/minor-units';
import type { ExtraMobilePrefixes } from '../../phone/extra-mobile-prefixes';
import { parseRecipientPhone, recipientPhoneMessage } from '../../phone/recipient-phone';
import { createMemberInputSchema } from '../members';
import {
  validateSheetRows,
  type SheetRow,
  type SheetRowProblem,
  type ValidatedSheetRows,
} from '../../platform/sheet-import/validate-rows';
import type { MemberImportField } from './import-fields';

export type MemberImportContext = {
  /** The occasion's default country: nationally written numbers are read in it. */
  defaultCountry: string;
  /** The occasion's currency: amounts are read in it. */
  currency: string;
  extraMobilePrefixes?: ExtraMobilePrefixes;
};

/** A row as it would be written; blank amounts are 0 (nothing pledged, nothing paid yet). */
export type ImportedMember = {
  name: string;
  phone?: string;
  email?: string;
  notes?: string;
  pledgedMinor: number;
  paidMinor: number;
};

export type MemberImportProblem = SheetRowProblem<MemberImportField>;

const shape = createMemberInputSchema.shape;

function firstMessage(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message ?? 'Invalid value';
}

/** "KES 1,500" or "1,500 KES": a currency code written beside a number. */
const WITH_CODE = /^([A-Za-z]{3})\s*([-−(]?\d.*)$|^(.*\d\)?)\s*([A-Za-z]{3})$/;

/**
 * An amount cell in the occasion's currency. Spreadsheets often carry the currency code
 * with the number: the occasion's own is read past, another one is a problem (a pledge in
 * USD is not a pledge in KES), as is a negative amount.
 */
export function readAmountCell(
  text: string,
  currency: string,
  label: string,
): { ok: true; minor: number } | { ok: false; message: string } {
  let amount = text.trim();
  const coded = WITH_CODE.exec(amount);
  if (coded) {
    const code = (coded[1] ?? coded[4]!).toUpperCase();
    if (code !== currency) {
      return { ok: false, message: `${label} is in ${code}, but this occasion is in ${currency}` };
    }
    amount = (coded[2] ?? coded[3]!).trim();
  }
  if (/^[-−(]/.test(amount)) return { ok: false, message: `${label} cannot be negative` };
  const parsed = parseAmount(amount, currency);
  return parsed.ok ? parsed : { ok: false, message: `${label}: ${parsed.message}` };
}

export function readMemberRow(
  values: Partial<Record<MemberImportField, string>>,
  context: MemberImportContext,
): { record: ImportedMember; problems: { field: MemberImportField; message: string }[] } {
  const problems: { field: MemberImportField; message: string }[] = [];
  const member: ImportedMember = { name: '', pledgedMinor: 0, paidMinor: 0 };

  const name = shape.name.safeParse(values.name ?? '');
  if (name.success) member.name = name.data;
  else problems.push({ field: 'name', message: firstMessage(name) });

  if (values.phone !== undefined) {
    const parsed = parseRecipientPhone(values.phone, context);
    if (parsed.ok) member.phone = parsed.e164;
    else problems.push({ field: 'phone', message: recipientPhoneMessage(parsed) });
  }

  if (values.email !== undefined) {
    const email = shape.email.safeParse(values.email.trim());
    if (email.success && email.data) member.email = email.data;
    else if (!email.success) problems.push({ field: 'email', message: firstMessage(email) });
  }

  for (const [field, key, label] of [
    ['pledged', 'pledgedMinor', 'Pledge'],
    ['paid', 'paidMinor', 'Paid'],
  ] as const) {
    const text = values[field];
    if (text === undefined) continue;
    const amount = readAmountCell(text, context.currency, label);
    if (amount.ok) member[key] = amount.minor;
    else problems.push({ field, message: amount.message });
  }

  if (values.notes !== undefined) {
    const notes = shape.notes.safeParse(values.notes);
    if (notes.success && notes.data) member.notes = notes.data;
    else if (!notes.success) problems.push({ field: 'notes', message: firstMessage(notes) });
  }
  return { record: member, problems };
}

/** A whole member list: each row's own problems, then phone numbers repeated within the file. */
export function validateMemberRows(
  rows: readonly SheetRow<MemberImportField>[],
  context: MemberImportContext,
): ValidatedSheetRows<MemberImportField, ImportedMember> {
  return validateSheetRows(rows, (values) => readMemberRow(values, context), {
    name: 'name',
    phone: 'phone',
  });
}

/**
 * A member who paid more than they pledged is not refused (people give more than they
 * promised, or pledge nothing and give), but it is worth a look: swapped columns look so.
 */
export function memberRowNotice(row: number, member: ImportedMember): MemberImportProblem | null {
  if (member.paidMinor <= member.pledgedMinor || member.pledgedMinor === 0) return null;
  return {
    row,
    field: 'paid',
    message: 'Paid is more than the pledge: the member will owe nothing (check the columns)',
  };
}
