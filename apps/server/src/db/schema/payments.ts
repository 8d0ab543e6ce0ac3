/**
 * Mobile-money payments (a platform service), in a file of their own because a payment is for
 * an event's guest or an occasion's member: it names tables of both areas (decision 0065).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_CHANNELS, PAYMENT_STATUSES, PAYMENT_TYPES } from '@karamu/shared';
import { uuidPrimaryKey, createdAt, updatedAt, version } from './columns';
import { createdBy, users } from './platform';
import { events, guests } from './events';
import { contributions, members, occasions } from './pledges';

/**
 * Money that came in through a mobile-money provider (decision 0042). The provider's ids
 * are unique, so a repeated callback finds the row it already settled; the status only
 * ever leaves `pending` once, under the row's lock, and a succeeded, matched payment
 * writes its one contribution in that same transaction.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidPrimaryKey(),
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
    /** What the person who took cash wrote with it (issue 29); null for mobile money. */
    note: text('note'),
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
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('payments_provider_request_key')
      .on(t.provider, t.providerRequestId)
      .where(sql`${t.providerRequestId} is not null`),
    uniqueIndex('payments_provider_receipt_key')
      .on(t.provider, t.providerReceipt)
      .where(sql`${t.providerReceipt} is not null and ${t.provider} <> 'cash'`),
    // A cash receipt is the organiser's own book's number: unique per guest (migration 0025).
    uniqueIndex('payments_cash_receipt_key')
      .on(t.guestId, t.providerReceipt)
      .where(sql`${t.provider} = 'cash'`),
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
    id: uuidPrimaryKey(),
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
