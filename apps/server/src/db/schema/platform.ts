/** The platform's tables, which the three areas share: users and access, settings, categories, the audit log and messaging. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
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
import { uuidPrimaryKey, createdAt, updatedAt, version, bytea, messageChannel } from './columns';

/** Who made the row: kept as null when that user is deleted. */
export const createdBy = () =>
  uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' });

/**
 * The columns of a record people create and edit: who made it and when, when it last
 * changed, and its version for optimistic concurrency.
 */
export const recordColumns = () => ({
  createdAt: createdAt(),
  createdBy: createdBy(),
  updatedAt: updatedAt(),
  version: version(),
});

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
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
    ...recordColumns(),
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
    id: uuidPrimaryKey(),
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
    id: uuidPrimaryKey(),
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
    id: uuidPrimaryKey(),
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
    id: uuidPrimaryKey(),
    kind: text('kind', { enum: ['event', 'service'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('categories_kind_name_lower_key').on(t.kind, sql`lower(${t.name})`),
    check('categories_kind_check', sql`${t.kind} in ('event', 'service')`),
  ],
);

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
 * Message bodies with `{placeholders}`. `audience` names who a template speaks to
 * (event guests, occasion members): the placeholders a template may use come from its
 * audience, which keeps messaging independent of events and pledges.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    channel: messageChannel('channel'),
    audience: text('audience').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    body: text('body').notNull(),
    /** E-mail only: an HTML alternative to the text body, with the same placeholders. */
    html: text('html'),
    ...recordColumns(),
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
    id: uuidPrimaryKey(),
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
    id: uuidPrimaryKey(),
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
    ...recordColumns(),
  },
  (t) => [index('message_schedules_due_idx').on(t.status, t.nextRunAt)],
);

/** One send of a template to a set of recipients, now or from a schedule. */
export const messageBatches = pgTable(
  'message_batches',
  {
    id: uuidPrimaryKey(),
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
    createdBy: createdBy(),
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
    id: uuidPrimaryKey(),
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
    createdBy: createdBy(),
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
