/** The pledges area's tables: occasions, their members and contributions. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';
import { recordColumns } from './platform';

/**
 * The pledges area: an occasion (a wedding, a send-off, a funeral) for which a committee
 * collects pledges from members and records their contributions. Money is integer minor
 * units of the occasion's currency; `bigint` because a large pledge in a currency with
 * small units overflows 32 bits.
 */
export const occasions = pgTable(
  'occasions',
  {
    id: uuidPrimaryKey(),
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
    ...recordColumns(),
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
    id: uuidPrimaryKey(),
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
    ...recordColumns(),
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
    id: uuidPrimaryKey(),
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
    ...recordColumns(),
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
