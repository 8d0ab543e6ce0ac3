/** The Drizzle schema: one definition for PGlite and PostgreSQL alike. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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
import {
  BOOKING_STATUSES,
  BUDGET_CATEGORIES,
  ENQUIRY_STATUSES,
  PAYMENT_CHANNELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  SUPPLIER_PAYMENT_METHODS,
  VENDOR_PRICINGS,
  VENDOR_STATUSES,
} from '@karamu/shared';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: an update names the version it read and bumps it; a stale one gets 409. */
const version = () => integer('version').notNull().default(1);
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    dp: text('dp'),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** E.164: how the organiser can be reached (asked for when an account is made at /create-event). */
    phone: text('phone'),
    /** ISO 3166 alpha-2: the country phone numbers are read in when typed without one. */
    defaultCountry: text('default_country'),
    /** Where the user's own e-mail goes (a test send of an e-mail template). */
    email: text('email'),
    /** They made their own account at /create-event (decision 0009): SMS limits apply (0022). */
    signedUp: boolean('signed_up').notNull().default(false),
    /** The E.164 number proven by a one-time code; verified while it equals `phone` (0022). */
    verifiedPhone: text('verified_phone'),
    /** SMS a day this user may queue; null: the installation's default for their kind (0022). */
    smsDailyAllowance: integer('sms_daily_allowance'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

/**
 * One-time codes that prove a user's phone (decision 0022): only a salted hash is kept, each
 * row counts towards the request limits of its user and its number, and dies after its
 * expiry, a use, or too many wrong tries.
 */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The E.164 number the code went to. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_verification_codes_user_idx').on(t.userId, t.createdAt),
    index('phone_verification_codes_phone_idx').on(t.phone, t.createdAt),
  ],
);

/** Display pictures, kept in the database so PGlite and PostgreSQL installs back up alike. */
export const userPictures = pgTable('user_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: updatedAt(),
});

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** `all`: every record the privileges cover; `assigned`: only records the user created or was assigned to. */
    scope: text('scope', { enum: ['all', 'assigned'] })
      .notNull()
      .default('all'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('roles_name_lower_key').on(sql`lower(${t.name})`),
    check('roles_scope_check', sql`${t.scope} in ('all', 'assigned')`),
  ],
);

export const rolePrivileges = pgTable(
  'role_privileges',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    privilege: text('privilege').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.privilege] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie token, hex: a leaked table does not yield usable tokens. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Installation-wide settings, one JSON value per key, validated by the key's schema on write. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  version: version(),
});

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['event', 'service'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('categories_kind_name_lower_key').on(t.kind, sql`lower(${t.name})`),
    check('categories_kind_check', sql`${t.kind} in ('event', 'service')`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
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
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    /** When the guest last answered (the RSVPs-over-time chart). */
    rsvpAnsweredAt: timestamp('rsvp_answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    cardType: text('card_type', { enum: ['single', 'double', 'family'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    admissions: integer('admissions').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
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

/** Who changed what: one row per create, update and delete, written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text too: the log must still say who after the user is deleted. */
    actorUsername: text('actor_username').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    /** field -> { before, after } */
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_record_idx').on(t.resource, t.recordId),
  ],
);

/**
 * Each event's card-signing key pair (Ed25519): the server signs guests' QR codes with
 * the private key; check-in devices get only the public key, so they can verify a card
 * offline but cannot forge one.
 */
export const eventKeys = pgTable('event_keys', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    artworkType: text('artwork_type').notNull(),
    artwork: bytea('artwork').notNull(),
    /** Hidden from the public gallery until staff publish it. */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
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
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  artworkType: text('artwork_type').notNull(),
  artwork: bytea('artwork').notNull(),
  /** Pixel size of the stored artwork (uploads, SVG included, are re-encoded as raster). */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  fields: jsonb('fields').notNull().default([]),
  createdAt: createdAt(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
  version: version(),
});

const messageChannel = (name: string) => text(name, { enum: ['sms', 'email'] }).notNull();

/**
 * Message bodies with `{placeholders}`. `audience` names who a template speaks to
 * (event guests, occasion members): the placeholders a template may use come from its
 * audience, which keeps messaging independent of events and pledges.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    channel: messageChannel('channel'),
    audience: text('audience').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    body: text('body').notNull(),
    /** E-mail only: an HTML alternative to the text body, with the same placeholders. */
    html: text('html'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('message_templates_name_lower_key').on(sql`lower(${t.name})`),
    index('message_templates_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Which recipient or context field fills a template's placeholder, and what if it is empty. */
export const templateMappings = pgTable(
  'template_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    placeholder: text('placeholder').notNull(),
    field: text('field').notNull(),
    fallback: text('fallback'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('template_mappings_placeholder_key').on(t.templateId, t.placeholder)],
);

/**
 * Recurring or one-off sends. `timing` is the shared `scheduleTimingSchema` (a fixed time,
 * relative to the context's date, or weekly until a condition); `nextRunAt` is when the
 * scheduler next fires it, null once nothing is left to run.
 */
export const messageSchedules = pgTable(
  'message_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    contextId: text('context_id').notNull(),
    recipientFilter: jsonb('recipient_filter').notNull(),
    timing: jsonb('timing').notNull(),
    /** IANA zone the timing's wall-clock times are read in. */
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: ['active', 'paused', 'cancelled', 'completed'] })
      .notNull()
      .default('active'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** Why the scheduler paused it (the creator lost a privilege, a placeholder is unmapped...). */
    pausedReason: text('paused_reason'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('message_schedules_due_idx').on(t.status, t.nextRunAt)],
);

/** One send of a template to a set of recipients, now or from a schedule. */
export const messageBatches = pgTable(
  'message_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id').references(() => messageTemplates.id, {
      onDelete: 'set null',
    }),
    scheduleId: uuid('schedule_id').references(() => messageSchedules.id, {
      onDelete: 'set null',
    }),
    channel: messageChannel('channel'),
    audience: text('audience').notNull(),
    contextId: text('context_id').notNull(),
    recipientFilter: jsonb('recipient_filter').notNull(),
    /** A test send goes to the sender alone and does not count as the recipients' message. */
    isTest: boolean('is_test').notNull().default(false),
    status: text('status', { enum: ['queued', 'sending', 'completed', 'cancelled'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull(),
    /** Recipients left out, with why: [{ key, name, reason }]. */
    skipped: jsonb('skipped').notNull().default([]),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('message_batches_created_idx').on(t.createdAt, t.id),
    // A receipt asks whether a recipient is reached by any message in the context.
    index('message_batches_context_idx').on(t.audience, t.contextId),
  ],
);

/**
 * Every outbound message, and the delivery queue itself: workers claim due rows
 * (`status = 'queued' and next_attempt_at <= now()`, FOR UPDATE SKIP LOCKED on PostgreSQL).
 * (batch_id, recipient_key) is the idempotency key: a batch never holds a recipient twice.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => messageBatches.id, { onDelete: 'cascade' }),
    recipientKey: text('recipient_key').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** E.164 phone for SMS, address for e-mail. */
    address: text('address').notNull(),
    channel: messageChannel('channel'),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    status: text('status', {
      enum: ['queued', 'sending', 'sent', 'delivered', 'failed', 'cancelled', 'not_sent'],
    })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when a worker's claim lapses (a worker killed mid-send leaves it). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** The provider's reason for a failure, or why it was not sent. */
    error: text('error'),
    segments: integer('segments').notNull().default(1),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messages_batch_recipient_key').on(t.batchId, t.recipientKey),
    uniqueIndex('messages_provider_id_key')
      .on(t.provider, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    // Each channel's worker reads only its own due rows.
    index('messages_due_idx').on(t.status, t.channel, t.nextAttemptAt),
    index('messages_created_idx').on(t.createdAt, t.id),
    index('messages_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);

/**
 * What went out per UTC day, counted by the outbound gate (decision 0059): per recipient
 * (an E.164 phone or a lower-cased e-mail address) and for the whole installation (key
 * `*`). Each row is incremented in the transaction that queues (or, for a code, records)
 * what it counts, so a refused or rolled-back send counts nothing, and its row lock is
 * what makes two sends at once see each other's count.
 */
export const outboundDailyCounts = pgTable(
  'outbound_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: messageChannel('channel'),
    scope: text('scope', { enum: ['recipient', 'installation'] }).notNull(),
    key: text('key').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.scope, t.key] })],
);

/** Addresses that asked not to be messaged (a STOP reply, an unsubscribe): never sent to. */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    channel: messageChannel('channel'),
    /** E.164 phone or lower-cased e-mail address. */
    address: text('address').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.address] })],
);

/**
 * Receipts for provider message ids not recorded yet: a provider can report delivery
 * before the worker has written down its acceptance. Applied when the acceptance is.
 */
export const earlyReceipts = pgTable(
  'early_receipts',
  {
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    result: text('result', { enum: ['delivered', 'failed'] }).notNull(),
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerMessageId] }),
    // Housekeeping drops the oldest first.
    index('early_receipts_received_idx').on(t.receivedAt),
  ],
);

/**
 * Provider webhook calls already processed, by the provider's own message id: a replay
 * (the provider retrying, or anyone re-posting a captured call) is answered 200 and changes
 * nothing (decision 0018). `kind` is `inbound` for an incoming message, or the result of a
 * delivery receipt that took effect (`delivered`, `failed`): one message has one of each.
 * Kept for a while, then dropped by the delivery worker's housekeeping.
 */
export const webhookCalls = pgTable(
  'webhook_calls',
  {
    provider: text('provider').notNull(),
    kind: text('kind', { enum: ['inbound', 'delivered', 'failed'] }).notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.kind, t.providerMessageId] }),
    index('webhook_calls_received_idx').on(t.receivedAt),
  ],
);

/**
 * The pledges area: an occasion (a wedding, a send-off, a funeral) for which a committee
 * collects pledges from members and records their contributions. Money is integer minor
 * units of the occasion's currency; `bigint` because a large pledge in a currency with
 * small units overflows 32 bits.
 */
export const occasions = pgTable(
  'occasions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** When the occasion takes place: reminders can be scheduled relative to it. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** IANA zone the occasion's times are shown in. */
    timeZone: text('time_zone').notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    /** What the committee aims to collect, or null. */
    targetMinor: bigint('target_minor', { mode: 'number' }),
    /** Members' phone numbers typed without a country code are read in this country. */
    defaultCountry: text('default_country').notNull(),
    description: text('description'),
    /**
     * Whether a member's prompt may ask for more than their balance (decision 0059): off,
     * a prompt carries at most what the pledge still owes.
     */
    allowOverpayment: boolean('allow_overpayment').notNull().default(false),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('occasions_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('occasions_starts_at_idx').on(t.startsAt, t.id),
    index('occasions_created_by_idx').on(t.createdBy),
    check('occasions_target_check', sql`${t.targetMinor} is null or ${t.targetMinor} >= 0`),
  ],
);

/** Someone who pledged (or is asked to pledge) towards an occasion. */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occasionId: uuid('occasion_id')
      .notNull()
      .references(() => occasions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone'),
    email: text('email'),
    /** The promised amount, in minor units of the occasion's currency. */
    pledgedMinor: bigint('pledged_minor', { mode: 'number' }).notNull().default(0),
    /**
     * The sum of the member's contributions, kept by the contribution writes in their
     * transaction (under the member's row lock) so balances and the "balance > 0" filter
     * need no aggregate over contributions.
     */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    notes: text('notes'),
    /**
     * The unguessable part of the member's pay link (/p/:token), issued when first needed.
     * Kept as typed, like a guest's answer-link token, because every reminder carries it.
     */
    payToken: text('pay_token'),
    /** What the member types as the account when paying from the phone's paybill menu. */
    accountCode: text('account_code'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('members_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('members_occasion_created_idx').on(t.occasionId, t.createdAt, t.id),
    index('members_created_idx').on(t.createdAt, t.id),
    uniqueIndex('members_occasion_phone_key')
      .on(t.occasionId, t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('members_pay_token_key').on(t.payToken),
    uniqueIndex('members_account_code_key').on(t.accountCode),
    check('members_pledged_check', sql`${t.pledgedMinor} >= 0`),
    check('members_paid_check', sql`${t.paidMinor} >= 0`),
  ],
);

/** Money a member handed over towards their pledge. */
export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occasionId: uuid('occasion_id')
      .notNull()
      .references(() => occasions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    method: text('method', { enum: ['cash', 'mobile_money', 'bank', 'card', 'other'] })
      .notNull()
      .default('cash'),
    /** The receipt or transaction code (an M-Pesa code): the same one twice is a double entry. */
    reference: text('reference'),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('contributions_member_idx').on(t.memberId, t.paidAt),
    index('contributions_occasion_paid_idx').on(t.occasionId, t.paidAt, t.id),
    index('contributions_paid_idx').on(t.paidAt, t.id),
    uniqueIndex('contributions_occasion_reference_key')
      .on(t.occasionId, sql`lower(${t.reference})`)
      .where(sql`${t.reference} is not null`),
    check('contributions_amount_check', sql`${t.amountMinor} > 0`),
    check(
      'contributions_method_check',
      sql`${t.method} in ('cash', 'mobile_money', 'bank', 'card', 'other')`,
    ),
  ],
);

/**
 * Money that came in through a mobile-money provider (decision 0042). The provider's ids
 * are unique, so a repeated callback finds the row it already settled; the status only
 * ever leaves `pending` once, under the row's lock, and a succeeded, matched payment
 * writes its one contribution in that same transaction.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    occasionId: uuid('occasion_id').references(() => occasions.id, { onDelete: 'cascade' }),
    /** Null while a paybill payment matches no member ("unmatched"). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /**
     * The guest an event payment is for (their card). Null once the guest is deleted: the
     * money arrived and stays on record (decision 0050).
     */
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    channel: text('channel', { enum: PAYMENT_CHANNELS }).notNull(),
    providerRequestId: text('provider_request_id'),
    providerReceipt: text('provider_receipt'),
    /** E.164. */
    payerPhone: text('payer_phone'),
    payerName: text('payer_name'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    accountReference: text('account_reference'),
    failureReason: text('failure_reason'),
    contributionId: uuid('contribution_id').references(() => contributions.id, {
      onDelete: 'set null',
    }),
    /** A pending push not settled by then is expired (and asked about once more first). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Null when the payer started it from a pay link or the phone's menu. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('payments_provider_request_key')
      .on(t.provider, t.providerRequestId)
      .where(sql`${t.providerRequestId} is not null`),
    uniqueIndex('payments_provider_receipt_key')
      .on(t.provider, t.providerReceipt)
      .where(sql`${t.providerReceipt} is not null`),
    index('payments_type_created_idx').on(t.type, t.createdAt, t.id),
    index('payments_occasion_created_idx').on(t.occasionId, t.createdAt, t.id),
    index('payments_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('payments_member_idx').on(t.memberId),
    index('payments_guest_idx')
      .on(t.guestId)
      .where(sql`${t.guestId} is not null`),
    index('payments_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // The prompts to one number in the last hour (outbound-gate, decision 0059).
    index('payments_push_phone_created_idx')
      .on(t.payerPhone, t.createdAt)
      .where(sql`${t.channel} = 'push'`),
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
    // A paybill payment whose account code matches no member has no occasion either (one
    // paybill serves every occasion) until a person assigns it (decision 0042).
    check(
      'payments_owner_check',
      sql`(${t.type} = 'occasions' and (${t.occasionId} is not null or (${t.channel} = 'paybill' and ${t.memberId} is null))) or (${t.type} = 'events' and ${t.eventId} is not null)`,
    ),
  ],
);

/**
 * Every callback a provider sent, kept as received (bounded in size by the route), with
 * what it did: the record that settles a dispute about a payment.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** stk, c2b-validation, c2b-confirmation, webhook... */
    kind: text('kind').notNull(),
    body: jsonb('body').notNull(),
    /** counted, repeated, rejected, unknown... */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_payment_idx').on(t.paymentId, t.receivedAt)],
);

/**
 * The vendor area (decision 0036). A vendor profile belongs to the user who made it
 * (`owner_id`); every vendor-dashboard route acts only on the caller's own profiles and
 * what hangs off them. Only `published` profiles, and their published services, are public.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    description: text('description'),
    region: text('region'),
    city: text('city'),
    mapUrl: text('map_url'),
    /** E.164. */
    phone: text('phone'),
    /** E.164: the number the WhatsApp button opens. */
    whatsapp: text('whatsapp'),
    email: text('email'),
    website: text('website'),
    /** Links to the vendor's social pages (https URLs). */
    socialLinks: jsonb('social_links').$type<string[]>().notNull().default([]),
    /** ISO 4217: the currency of the price range and, by default, of the services. */
    currency: text('currency').notNull(),
    priceMinMinor: bigint('price_min_minor', { mode: 'number' }),
    priceMaxMinor: bigint('price_max_minor', { mode: 'number' }),
    logoPhotoId: uuid('logo_photo_id').references((): AnyPgColumn => vendorPhotos.id, {
      onDelete: 'set null',
    }),
    coverPhotoId: uuid('cover_photo_id').references((): AnyPgColumn => vendorPhotos.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: VENDOR_STATUSES }).notNull().default('draft'),
    /** Why a moderator suspended it (or sent it back): shown to the owner. */
    statusReason: text('status_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Storefront views, counted once per visitor and day (approximate, never a bill). */
    viewCount: integer('view_count').notNull().default(0),
    /**
     * Over the reviews that are not hidden, kept by the review service in the review's
     * transaction, so public search filters and sorts by rating without an aggregate.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('vendors_owner_idx').on(t.ownerId),
    index('vendors_business_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    index('vendors_city_lower_idx').on(sql`lower(${t.city})`),
    index('vendors_status_published_idx').on(t.status, t.publishedAt),
    // The directory's default order (best rated first) read from an index: the landing page
    // of /vendors then reads 12 index entries instead of sorting every published vendor.
    index('vendors_published_rating_idx')
      .on(
        sql`(${t.ratingSum}::float8 / nullif(${t.reviewCount}, 0)) desc nulls last`,
        sql`${t.reviewCount} desc`,
        t.id,
      )
      .where(sql`${t.status} = 'published'`),
    check(
      'vendors_status_check',
      sql`${t.status} in ('draft', 'pending', 'published', 'suspended')`,
    ),
    check(
      'vendors_price_range_check',
      sql`(${t.priceMinMinor} is null or ${t.priceMinMinor} >= 0) and (${t.priceMaxMinor} is null or ${t.priceMaxMinor} >= coalesce(${t.priceMinMinor}, 0))`,
    ),
    check(
      'vendors_rating_check',
      sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
  ],
);

/** A vendor's service categories (categories of kind `service`). */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.categoryId] }),
    index('vendor_categories_category_idx').on(t.categoryId, t.vendorId),
  ],
);

/** What a vendor sells: a price that is fixed, a starting price, or per unit (per guest...). */
export const vendorServices = pgTable(
  'vendor_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    description: text('description'),
    pricing: text('pricing', { enum: VENDOR_PRICINGS }).notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    /** What one unit is ("guest", "hour") when the pricing is per unit; null otherwise. */
    unit: text('unit'),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('vendor_services_vendor_idx').on(t.vendorId),
    index('vendor_services_category_idx').on(t.categoryId),
    index('vendor_services_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('vendor_services_price_idx').on(t.priceMinor, t.id),
    check('vendor_services_pricing_check', sql`${t.pricing} in ('fixed', 'from', 'per_unit')`),
    check('vendor_services_price_check', sql`${t.priceMinor} >= 0`),
    check('vendor_services_unit_check', sql`(${t.pricing} = 'per_unit') = (${t.unit} is not null)`),
  ],
);

/**
 * A photo in a vendor's gallery, optionally shown with one of its services. The bytes live
 * in `vendor_photo_files`, one row per size and format, re-encoded (no EXIF, no GPS).
 */
export const vendorPhotos = pgTable(
  'vendor_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => vendorServices.id, { onDelete: 'set null' }),
    /** Gallery order, from 0. */
    position: integer('position').notNull(),
    /** Required before the vendor is submitted for review. */
    altText: text('alt_text'),
    /** The largest size kept, in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('vendor_photos_vendor_position_idx').on(t.vendorId, t.position)],
);

export const vendorPhotoFiles = pgTable(
  'vendor_photo_files',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => vendorPhotos.id, { onDelete: 'cascade' }),
    /** Width in pixels and format, as the file name says it: `640.webp`. */
    variant: text('variant').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.variant] })],
);

/** A vendor's request that a client review them: the SMS carries a one-time link. */
export const vendorReviewInvitations = pgTable(
  'vendor_review_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token: the token itself is only in the SMS. */
    tokenHash: text('token_hash').notNull(),
    clientName: text('client_name').notNull(),
    /** E.164. */
    clientPhone: text('client_phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('vendor_review_invitations_token_key').on(t.tokenHash),
    index('vendor_review_invitations_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/**
 * A review by a real client: through an invitation, or by an organiser who linked the
 * vendor to one of their events. Hidden reviews count in no average.
 */
export const vendorReviews = pgTable(
  'vendor_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => vendorReviewInvitations.id, {
      onDelete: 'set null',
    }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('vendor_reviews_invitation_key').on(t.invitationId),
    uniqueIndex('vendor_reviews_event_key').on(t.vendorId, t.eventId),
    index('vendor_reviews_vendor_idx').on(t.vendorId, t.createdAt),
    check('vendor_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A visitor's question to a vendor from the storefront. */
export const vendorEnquiries = pgTable(
  'vendor_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => vendorServices.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email'),
    /** The day of the event, as the visitor gave it (no zone: a calendar day). */
    eventDate: text('event_date'),
    guestCount: integer('guest_count'),
    message: text('message').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('vendor_enquiries_vendor_idx').on(t.vendorId, t.createdAt),
    check(
      'vendor_enquiries_status_check',
      sql`${t.status} in ('new', 'replied', 'booked', 'closed')`,
    ),
    check('vendor_enquiries_guests_check', sql`${t.guestCount} is null or ${t.guestCount} >= 0`),
  ],
);

/**
 * A supplier of an event: the organiser picked the vendor (and maybe one of its services)
 * from the directory. It is a booking the vendor confirms or declines; a confirmed one of an
 * event that has started lets the organiser review the vendor (decision 0060).
 */
export const eventVendors = pgTable(
  'event_vendors',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => vendorServices.id, { onDelete: 'set null' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('requested'),
    /** When the vendor confirmed or declined (null: not yet, or carried over by migration). */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.vendorId] }),
    index('event_vendors_vendor_idx').on(t.vendorId),
    check('event_vendors_status_check', sql`${t.status} in ('requested', 'confirmed', 'declined')`),
  ],
);

/**
 * An event's to-dos (decision 0049). Due either on a fixed day (`due_on`) or a number of
 * days before the event's start day in its zone (`days_before`), so relative ones follow
 * the event when it moves. `reminded_for` is the due day the assignee's one reminder was
 * queued for: a to-do whose due day changes is reminded again, once.
 */
export const eventTodos = pgTable(
  'event_todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('event_todos_event_idx').on(t.eventId),
    index('event_todos_open_idx').on(t.status, t.assigneeId),
    check('event_todos_status_check', sql`${t.status} in ('open', 'done')`),
    check('event_todos_due_check', sql`(${t.dueOn} is null) <> (${t.daysBefore} is null)`),
  ],
);

/**
 * An event's budget (decision 0048): one per event, in its own currency (events have
 * none), with a total the organiser means to stay under. Amounts are minor units.
 */
export const budgets = pgTable(
  'budgets',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }),
    notes: text('notes'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [check('budgets_total_check', sql`${t.totalMinor} is null or ${t.totalMinor} >= 0`)],
);

/** A cost of the event: it belongs to the budget, so deleting the budget deletes it. */
export const budgetItems = pgTable(
  'budget_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => budgets.eventId, { onDelete: 'cascade' }),
    category: text('category', { enum: BUDGET_CATEGORIES }).notNull(),
    name: text('name').notNull(),
    estimatedMinor: bigint('estimated_minor', { mode: 'number' }).notNull().default(0),
    /** Null until the supplier's price is known. */
    actualMinor: bigint('actual_minor', { mode: 'number' }),
    dueOn: date('due_on', { mode: 'string' }),
    notes: text('notes'),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id').references(() => vendorServices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('budget_items_event_idx').on(t.eventId, t.createdAt, t.id),
    index('budget_items_vendor_idx').on(t.vendorId),
    check(
      'budget_items_category_check',
      sql.raw(`category in (${BUDGET_CATEGORIES.map((c) => `'${c}'`).join(', ')})`),
    ),
    check('budget_items_estimated_check', sql`${t.estimatedMinor} >= 0`),
    check('budget_items_actual_check', sql`${t.actualMinor} is null or ${t.actualMinor} >= 0`),
  ],
);

/** Money paid out to an item's supplier: a deposit, an instalment, the balance. */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => budgetItems.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: SUPPLIER_PAYMENT_METHODS }).notNull().default('cash'),
    note: text('note'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('supplier_payments_item_idx').on(t.itemId, t.paidOn),
    check('supplier_payments_amount_check', sql`${t.amountMinor} > 0`),
    check(
      'supplier_payments_method_check',
      sql.raw(`method in (${SUPPLIER_PAYMENT_METHODS.map((m) => `'${m}'`).join(', ')})`),
    ),
  ],
);
