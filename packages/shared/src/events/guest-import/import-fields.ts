/**
 * The guest fields a spreadsheet column can fill, and the header texts people actually
 * write for them (English and Swahili); the guessing itself is every import's
 * (sheet-import/column-mapping.ts).
 */
import {
  columnMappingSchema,
  createColumnGuesser,
  type ColumnMapping,
} from '../../platform/sheet-import/column-mapping';

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

export const guestImportMappingSchema = columnMappingSchema(GUEST_IMPORT_FIELDS);
export type GuestImportMapping = ColumnMapping<GuestImportField>;

/** Whole headers that name a field outright. */
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

/** Tried in this order, so "Guest phone" is a phone column before it is a name column. */
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

/** The column each guest field most likely comes from. */
export const guessColumnMapping = createColumnGuesser({
  fields: GUEST_IMPORT_FIELDS,
  exact: EXACT_ALIASES,
  stems: STEMS,
});
