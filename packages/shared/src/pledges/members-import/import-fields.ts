/**
 * The member fields a spreadsheet column can fill when an occasion's members are imported
 * (issue 18), and the header texts committees write for them (English and Swahili). The
 * guessing is every import's (sheet-import/column-mapping.ts).
 */
import {
  columnMappingSchema,
  createColumnGuesser,
  type ColumnMapping,
} from '../../platform/sheet-import/column-mapping';

export const MEMBER_IMPORT_FIELDS = ['name', 'phone', 'email', 'pledged', 'paid', 'notes'] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

export const MEMBER_IMPORT_FIELD_LABELS: Readonly<Record<MemberImportField, string>> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  pledged: 'Pledged',
  paid: 'Already paid',
  notes: 'Notes',
};

export const memberImportMappingSchema = columnMappingSchema(MEMBER_IMPORT_FIELDS);
export type MemberImportMapping = ColumnMapping<MemberImportField>;

/** Whole headers that name a field outright. */
const EXACT_ALIASES: Readonly<Record<MemberImportField, readonly string[]>> = {
  name: ['name', 'names', 'full name', 'member', 'member name', 'jina', 'majina', 'jina kamili'],
  phone: [
    'phone',
    'phone number',
    'phone no',
    'mobile',
    'mobile number',
    'simu',
    'namba ya simu',
    'nambari ya simu',
    'msisdn',
    'tel',
    'telephone',
    'whatsapp',
  ],
  email: ['email', 'e-mail', 'email address', 'mail', 'barua pepe'],
  pledged: ['pledge', 'pledged', 'amount pledged', 'pledge amount', 'ahadi', 'kiasi cha ahadi'],
  paid: [
    'paid',
    'amount paid',
    'already paid',
    'paid so far',
    'contributed',
    'contribution',
    'contributions',
    'amelipa',
    'kilicholipwa',
    'malipo',
  ],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'maelezo'],
};

/**
 * Tried in this order: "Amount paid" is paid before anything else; a "Balance" column
 * matches nothing (it is worked out, never imported).
 */
const STEMS: readonly (readonly [MemberImportField, readonly string[]])[] = [
  ['phone', ['phone', 'mobile', 'simu', 'msisdn', 'tel', 'whatsapp']],
  ['email', ['email', 'mail']],
  ['paid', ['paid', 'contribut', 'lipa', 'malipo']],
  ['pledged', ['pledg', 'ahadi', 'promise']],
  ['notes', ['note', 'comment', 'remark', 'maelezo']],
  ['name', ['name', 'jina', 'majina', 'member']],
];

/** The column each member field most likely comes from. */
export const guessMemberColumnMapping = createColumnGuesser({
  fields: MEMBER_IMPORT_FIELDS,
  exact: EXACT_ALIASES,
  stems: STEMS,
});
