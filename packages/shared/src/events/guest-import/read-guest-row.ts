/**
 * One spreadsheet row read as a guest, with the same field rules as creating a guest
 * (`createGuestInputSchema`) and the same phone rule (decision 0005: mobile, read in the
 * event's default country), so the wizard's preview and the server's import agree.
 */
import type { ExtraMobilePrefixes } from '../../phone/extra-mobile-prefixes';
import { parseRecipientPhone, recipientPhoneMessage } from '../../phone/recipient-phone';
import {
  CARD_TYPES,
  RSVP_STATUSES,
  createGuestInputSchema,
  type CardType,
  type RsvpStatus,
} from '../guests';
import type { GuestImportField } from './import-fields';

export type GuestImportContext = {
  /** The event's default country: nationally written numbers are read in it. */
  defaultCountry: string;
  extraMobilePrefixes?: ExtraMobilePrefixes;
};

/** The row's values for the mapped fields, as text; blank cells are left out. */
export type GuestRowValues = Partial<Record<GuestImportField, string>>;

/** A row as it would be written: only the fields whose cell was not blank. */
export type ImportedGuest = {
  name: string;
  phone?: string;
  email?: string;
  cardType?: CardType;
  admissions?: number;
  tableName?: string;
  notes?: string;
  rsvpStatus?: RsvpStatus;
};

export type RowProblem = { field: GuestImportField; message: string };

export type ReadGuestRow = { guest: ImportedGuest; problems: RowProblem[] };

const shape = createGuestInputSchema.shape;

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message ?? 'Invalid value';
}

/** Whole numbers as spreadsheets write them: "2", "2.0", " 3 ". */
function readWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(\.0+)?$/.test(trimmed)) return undefined;
  return Number.parseInt(trimmed, 10);
}

const lower = (text: string) => text.trim().toLowerCase();

export function readGuestRow(values: GuestRowValues, context: GuestImportContext): ReadGuestRow {
  const problems: RowProblem[] = [];
  const guest: ImportedGuest = { name: '' };

  const name = shape.name.safeParse(values.name ?? '');
  if (name.success) guest.name = name.data;
  else problems.push({ field: 'name', message: firstMessage(name) });

  if (values.phone !== undefined) {
    const parsed = parseRecipientPhone(values.phone, context);
    if (parsed.ok) guest.phone = parsed.e164;
    else problems.push({ field: 'phone', message: recipientPhoneMessage(parsed) });
  }

  if (values.email !== undefined) {
    const email = shape.email.safeParse(values.email.trim());
    if (email.success && email.data) guest.email = email.data;
    else if (!email.success) problems.push({ field: 'email', message: firstMessage(email) });
  }

  if (values.cardType !== undefined) {
    const cardType = lower(values.cardType);
    if ((CARD_TYPES as readonly string[]).includes(cardType)) {
      guest.cardType = cardType as CardType;
    } else {
      problems.push({ field: 'cardType', message: 'Card type must be single, double or family' });
    }
  }

  if (values.admissions !== undefined) {
    const number = readWholeNumber(values.admissions);
    const admissions = shape.admissions.safeParse(number ?? Number.NaN);
    if (number === undefined) {
      problems.push({ field: 'admissions', message: 'Admissions must be a whole number' });
    } else if (admissions.success) {
      guest.admissions = admissions.data;
    } else {
      problems.push({ field: 'admissions', message: firstMessage(admissions) });
    }
  }

  for (const field of ['tableName', 'notes'] as const) {
    if (values[field] === undefined) continue;
    const text = shape[field].safeParse(values[field]);
    if (text.success && text.data) guest[field] = text.data;
    else if (!text.success) problems.push({ field, message: firstMessage(text) });
  }

  if (values.rsvpStatus !== undefined) {
    const rsvp = lower(values.rsvpStatus);
    if ((RSVP_STATUSES as readonly string[]).includes(rsvp)) {
      guest.rsvpStatus = rsvp as RsvpStatus;
    } else {
      problems.push({ field: 'rsvpStatus', message: 'RSVP must be pending, accepted or declined' });
    }
  }

  return { guest, problems };
}
