/**
 * The guest fields a spreadsheet column can fill, and the header texts people actually
 * write for them (English and Swahili), so the server's guess and the wizard's selects
 * start from the same mapping.
 */
import { z } from 'zod';

export const GUEST_IMPORT_FIELDS = [
  'name',
  'phone',
  'email',
  'cardType',
  'admissions',
  'tableName',
  'notes',
  'rsvpStatus',
] as const;
export type GuestImportField = (typeof GUEST_IMPORT_FIELDS)[number];

export const GUEST_IMPORT_FIELD_LABELS: Readonly<Record<GuestImportField, string>> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  cardType: 'Card type',
  admissions: 'Admissions',
  tableName: 'Table',
  notes: 'Notes',
  rsvpStatus: 'RSVP',
};

/** Which column (by its header text) fills each field; a field left out is not imported. */
export const guestImportMappingSchema = z.partialRecord(
  z.enum(GUEST_IMPORT_FIELDS),
  z.string().max(200, 'Column names are at most 200 characters').nullable(),
);
export type GuestImportMapping = z.infer<typeof guestImportMappingSchema>;

/** Headers compared without case, accents, spaces or punctuation: "E-mail " is "email". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

const words = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whole headers that name a field outright (compared after `normalizeHeader`). */
const EXACT_ALIASES: Readonly<Record<GuestImportField, readonly string[]>> = {
  name: [
    'name',
    'names',
    'full name',
    'guest',
    'guest name',
    'guests',
    'jina',
    'majina',
    'jina kamili',
    'jina la mgeni',
    'mgeni',
    'invitee',
    'attendee',
    'contact name',
  ],
  phone: [
    'phone',
    'phone number',
    'phone no',
    'mobile',
    'mobile number',
    'mobile no',
    'simu',
    'namba ya simu',
    'nambari ya simu',
    'msisdn',
    'tel',
    'tel no',
    'telephone',
    'cell',
    'cellphone',
    'whatsapp',
  ],
  email: ['email', 'e-mail', 'email address', 'mail', 'barua pepe'],
  cardType: ['card', 'card type', 'kadi', 'aina ya kadi', 'invitation type', 'ticket type'],
  admissions: [
    'admissions',
    'admission',
    'admits',
    'seats',
    'pax',
    'people',
    'persons',
    'number of guests',
    'idadi',
    'idadi ya watu',
  ],
  tableName: ['table', 'table name', 'table no', 'table number', 'meza'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'maelezo'],
  rsvpStatus: ['rsvp', 'rsvp status', 'response'],
};

const EXACT = new Map<string, GuestImportField>();
for (const field of GUEST_IMPORT_FIELDS) {
  for (const alias of EXACT_ALIASES[field]) EXACT.set(normalizeHeader(alias), field);
}

/**
 * Word stems for headers that are not an exact alias ("Guest phone number"). Tried in
 * this order, so "Guest phone" is a phone column before it is a name column.
 */
const STEMS: readonly (readonly [GuestImportField, readonly string[]])[] = [
  ['phone', ['phone', 'mobile', 'simu', 'msisdn', 'tel', 'cell', 'whatsapp']],
  ['email', ['email', 'mail']],
  ['cardType', ['card', 'kadi']],
  ['admissions', ['admission', 'admit', 'seats', 'pax']],
  ['tableName', ['table', 'meza']],
  ['notes', ['note', 'comment', 'remark', 'maelezo']],
  ['rsvpStatus', ['rsvp']],
  ['name', ['name', 'jina', 'majina', 'guest', 'mgeni']],
];

function guessByStem(header: string): GuestImportField | undefined {
  const headerWords = words(header);
  for (const [field, stems] of STEMS) {
    if (headerWords.some((word) => stems.some((stem) => word.startsWith(stem)))) return field;
  }
  return undefined;
}

/**
 * The column each field most likely comes from: exact aliases first, then word stems;
 * each column fills one field at most and each field takes the first column that fits.
 */
export function guessColumnMapping(headers: readonly string[]): GuestImportMapping {
  const mapping: GuestImportMapping = {};
  const used = new Set<string>();
  const assign = (field: GuestImportField | undefined, header: string) => {
    if (!field || mapping[field] || used.has(header)) return;
    mapping[field] = header;
    used.add(header);
  };
  for (const header of headers) assign(EXACT.get(normalizeHeader(header)), header);
  for (const header of headers) assign(guessByStem(header), header);
  return mapping;
}
