/** The events area's tables: events, their guests, prices, imports, check-in, invitation designs and to-dos. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidPrimaryKey, createdAt, bytea } from './columns';
import { categories, recordColumns, users } from './platform';

/** The one row an event has of this kind (its keys, its card...), deleted with it. */
export const oneRowPerEvent = () =>
  uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' });

/** A row of one event, deleted with it. */
export const belongsToEvent = () =>
  uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

export const events = pgTable(
  'events',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'active', 'completed', 'cancelled'] })
      .notNull()
      .default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** IANA zone of the venue: times are stored in UTC and shown in this zone. */
    timeZone: text('time_zone').notNull(),
    venue: text('venue'),
    mapLink: text('map_link'),
    hosts: text('hosts'),
    contactPhone: text('contact_phone'),
    expectedGuests: integer('expected_guests'),
    /** Guests' phone numbers typed without a country code are read in this country. */
    defaultCountry: text('default_country').notNull(),
    /**
     * ISO 4217: what the event's card prices and bundles are in (decision 0047). Null until
     * the first price or bundle sets it; fixed while any price, bundle or payment uses it.
     */
    currency: text('currency'),
    /** The invitation design the event started from, if any. */
    templateId: uuid('template_id').references((): AnyPgColumn => eventTemplates.id, {
      onDelete: 'set null',
    }),
    ...recordColumns(),
  },
  (t) => [
    index('events_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('events_starts_at_idx').on(t.startsAt, t.id),
    index('events_created_by_idx').on(t.createdBy),
    check('events_status_check', sql`${t.status} in ('draft', 'active', 'completed', 'cancelled')`),
  ],
);

/** Who works on an event besides its creator: members with an `assigned`-scope role see it. */
export const eventTeam = pgTable(
  'event_team',
  {
    eventId: belongsToEvent(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_team_user_idx').on(t.userId),
  ],
);

/**
 * An event's guests. In the database `guests` is a view of the table `guest_records`
 * (migration 0011, decision 0034): it leaves out the rows of an import that is still being
 * written, so every query that names `guests` sees an import whole or not at all. Only the
 * import's own queries name `guest_records`.
 */
export const guests = pgTable(
  'guests',
  {
    id: uuidPrimaryKey(),
    eventId: belongsToEvent(),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone'),
    email: text('email'),
    cardType: text('card_type', { enum: ['single', 'double', 'family'] })
      .notNull()
      .default('single'),
    admissions: integer('admissions').notNull().default(1),
    tableName: text('table_name'),
    notes: text('notes'),
    rsvpStatus: text('rsvp_status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    rsvpCount: integer('rsvp_count'),
    invitationStatus: text('invitation_status', { enum: ['not_sent', 'sent', 'failed'] })
      .notNull()
      .default('not_sent'),
    checkedInCount: integer('checked_in_count').notNull().default(0),
    /** The package the guest came on (decision 0047): its price replaces the card type's. */
    bundleId: uuid('bundle_id').references((): AnyPgColumn => eventBundles.id, {
      onDelete: 'restrict',
    }),
    /**
     * What the guest has paid towards their card, in minor units of the event's currency: kept
     * by the payment writes under the guest's row lock, like `members.paid_minor` (0014), so
     * the paid / part paid / unpaid filters need no aggregate. Never derived from a price.
     */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    /**
     * The unguessable part of the guest's answer link (/i/:token), given by the database to
     * every guest it stores, however written (migration 0020, decision 0053); null once
     * revoked, until a send or the organiser gives a new one.
     */
    rsvpToken: text('rsvp_token').default(sql`karamu_answer_token()`),
    /**
     * The card's short code (issue 29): 8 characters of SHORT_CARD_CODE_ALPHABET typed at the
     * door when the QR code cannot be scanned, unique within the event. Drawn by the database
     * for every guest however written; a trigger draws again on a clash (migration 0025).
     */
    cardShortCode: text('card_short_code')
      .notNull()
      .default(sql`karamu_card_short_code()`),
    /** When the guest last answered (the RSVPs-over-time chart). */
    rsvpAnsweredAt: timestamp('rsvp_answered_at', { withTimezone: true }),
    ...recordColumns(),
    /**
     * The import that wrote the guest. While that import has a row in `guest_imports` the
     * guest is not yet published and the `guests` view leaves it out.
     */
    importId: uuid('import_id'),
  },
  (t) => [
    index('guests_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('guests_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('guests_created_idx').on(t.createdAt, t.id),
    uniqueIndex('guests_rsvp_token_key').on(t.rsvpToken),
    uniqueIndex('guests_event_card_short_code_key').on(t.eventId, t.cardShortCode),
    index('guests_bundle_idx')
      .on(t.bundleId)
      .where(sql`${t.bundleId} is not null`),
    index('guests_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    uniqueIndex('guests_event_phone_key')
      .on(t.eventId, t.phone)
      .where(sql`${t.phone} is not null`),
    check('guests_admissions_check', sql`${t.admissions} >= 1`),
    check('guests_checked_in_check', sql`${t.checkedInCount} >= 0`),
    check('guests_paid_check', sql`${t.paidMinor} >= 0`),
  ],
);

/**
 * What a card of each type costs at an event (decision 0047), in minor units of the event's
 * currency. A card type without a row has no price yet: its guests owe nothing known.
 */
export const eventPrices = pgTable(
  'event_prices',
  {
    id: uuidPrimaryKey(),
    eventId: belongsToEvent(),
    cardType: text('card_type', { enum: ['single', 'double', 'family'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('event_prices_event_card_type_key').on(t.eventId, t.cardType),
    check('event_prices_amount_check', sql`${t.amountMinor} >= 0`),
    check('event_prices_card_type_check', sql`${t.cardType} in ('single', 'double', 'family')`),
  ],
);

/** A named package of an event ("Family of 4") at one price, admitting a number of people. */
export const eventBundles = pgTable(
  'event_bundles',
  {
    id: uuidPrimaryKey(),
    eventId: belongsToEvent(),
    name: text('name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    admissions: integer('admissions').notNull(),
    notes: text('notes'),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('event_bundles_event_name_key').on(t.eventId, sql`lower(${t.name})`),
    check('event_bundles_amount_check', sql`${t.amountMinor} >= 0`),
    check('event_bundles_admissions_check', sql`${t.admissions} >= 1`),
  ],
);

/**
 * The rows of a guest import being written whose phone a guest of the event already has
 * (decisions 0024, 0034): read when the import publishes, to update those guests if asked,
 * then deleted. Rows of an import that never finished (a crash) are deleted by age. A null
 * field keeps the guest's current value.
 */
export const guestImportRows = pgTable(
  'guest_import_rows',
  {
    importId: uuid('import_id').notNull(),
    /** The row's place among the import's valid rows: guests are created in file order. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    cardType: text('card_type'),
    admissions: integer('admissions'),
    tableName: text('table_name'),
    notes: text('notes'),
    rsvpStatus: text('rsvp_status'),
    stagedAt: timestamp('staged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.position] }),
    index('guest_import_rows_staged_idx').on(t.stagedAt),
  ],
);

/**
 * Guest imports still being written (decision 0034): their guests are in `guest_records`
 * but hidden from the `guests` view until the import's row here is deleted, in the short
 * transaction that publishes it. One import per event at a time. `touched_at` moves with
 * every statement written: a row left untouched for minutes belongs to an import that died,
 * and the next import discards it with its hidden guests.
 */
export const guestImports = pgTable('guest_imports', {
  id: uuid('id').primaryKey(),
  eventId: uuid('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set once the import is given up (it failed, or died): nothing more is written. */
  discarding: boolean('discarding').notNull().default(false),
});

/**
 * Each event's card-signing key pair (Ed25519): the server signs guests' QR codes with
 * the private key; check-in devices get only the public key, so they can verify a card
 * offline but cannot forge one.
 */
export const eventKeys = pgTable('event_keys', {
  eventId: oneRowPerEvent(),
  /** Raw 32-byte keys, base64url. */
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/**
 * Admissions at the door. `clientId` is chosen by the device, so a batch re-sent after a
 * lost answer records nothing twice. `admitted` is what the card still allowed;
 * `overAdmitted` what a device let in beyond that while offline.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuidPrimaryKey(),
    eventId: belongsToEvent(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    deviceId: text('device_id').notNull(),
    requested: integer('requested').notNull(),
    admitted: integer('admitted').notNull(),
    overAdmitted: integer('over_admitted').notNull().default(0),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('check_ins_client_key').on(t.clientId),
    index('check_ins_event_idx').on(t.eventId, t.recordedAt),
    index('check_ins_guest_idx').on(t.guestId),
    // The summary's list of over-admissions: rare rows, found without reading every check-in.
    index('check_ins_over_admitted_idx')
      .on(t.eventId, t.recordedAt)
      .where(sql`${t.overAdmitted} > 0`),
    check(
      'check_ins_counts_check',
      sql`${t.requested} >= 1 and ${t.admitted} >= 0 and ${t.overAdmitted} >= 0`,
    ),
  ],
);

/**
 * An event's door counters, kept by triggers on `guests` and `check_ins` (migration 0007,
 * decision 0021) in the transaction of every write to either table, so the counters the
 * door screen polls are one row read however long the guest list is.
 */
export const eventCheckInTotals = pgTable('event_check_in_totals', {
  eventId: oneRowPerEvent(),
  guests: integer('guests').notNull().default(0),
  admissions: integer('admissions').notNull().default(0),
  checkedIn: integer('checked_in').notNull().default(0),
  guestsArrived: integer('guests_arrived').notNull().default(0),
  overAdmitted: integer('over_admitted').notNull().default(0),
  lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
});

/** Invitation designs visitors start an event from; the artwork is an image kept in the database. */
export const eventTemplates = pgTable(
  'event_templates',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    artworkType: text('artwork_type').notNull(),
    artwork: bytea('artwork').notNull(),
    /** Hidden from the public gallery until staff publish it. */
    published: boolean('published').notNull().default(true),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('event_templates_name_lower_key').on(sql`lower(${t.name})`),
    index('event_templates_category_idx').on(t.categoryId),
  ],
);

/**
 * An event's invitation card: the uploaded artwork and where each guest field is drawn on
 * it (ARTWORK_MAPPINGS). `fields` is the shared `cardFieldsSchema`, positions in fractions
 * of the artwork so a layout survives a re-upload at another resolution.
 */
export const invitationCards = pgTable('invitation_cards', {
  eventId: oneRowPerEvent(),
  artworkType: text('artwork_type').notNull(),
  artwork: bytea('artwork').notNull(),
  /** Pixel size of the stored artwork (uploads, SVG included, are re-encoded as raster). */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  fields: jsonb('fields').notNull().default([]),
  ...recordColumns(),
});

/**
 * An event's to-dos (decision 0049). Due either on a fixed day (`due_on`) or a number of
 * days before the event's start day in its zone (`days_before`), so relative ones follow
 * the event when it moves. `reminded_for` is the due day the assignee's one reminder was
 * queued for: a to-do whose due day changes is reminded again, once.
 */
export const eventTodos = pgTable(
  'event_todos',
  {
    id: uuidPrimaryKey(),
    eventId: belongsToEvent(),
    title: text('title').notNull(),
    notes: text('notes'),
    dueOn: date('due_on', { mode: 'string' }),
    daysBefore: integer('days_before'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    remindedFor: date('reminded_for', { mode: 'string' }),
    ...recordColumns(),
  },
  (t) => [
    index('event_todos_event_idx').on(t.eventId),
    index('event_todos_open_idx').on(t.status, t.assigneeId),
    check('event_todos_status_check', sql`${t.status} in ('open', 'done')`),
    check('event_todos_due_check', sql`(${t.dueOn} is null) <> (${t.daysBefore} is null)`),
  ],
);
