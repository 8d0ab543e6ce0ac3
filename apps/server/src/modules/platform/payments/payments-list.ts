/**
 * Payments as the payments pages read them (decisions 0045, 0052): the list, one payment,
 * the totals and the CSV export, always through the reader's scope. An occasion's payment
 * follows its occasion's scope and an event's its event's, as contributions and guests do.
 */
import { Readable } from 'node:stream';
import { and, count, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DELETED_GUEST_LABEL,
  minorToDecimalText,
  PAYMENT_CHANNELS,
  PAYMENT_EXPORT_MAX_ROWS,
  PAYMENT_MATCHES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  scopeOf,
  type ListQuery,
  type Payment,
  type PaymentExportQuery,
  type PaymentMatch,
  type PaymentTotals,
  type PaymentTotalsQuery,
  type PaymentType,
  type Privilege,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { events, guests, members, occasions, payments, users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { CSV_BYTE_ORDER_MARK, csvLine, type CsvCell } from '../../../lib/csv';
import { badRequest } from '../../../lib/http-error';
import { listPage } from '../../../lib/list/list-page';
import { compileListQuery, oneOf, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { ALL_RECORDS, onlyRecords, scopeCondition, type RecordScope } from '../../../lib/scope';
import type { PaymentPurposes } from './payment-purposes';

const creator = alias(users, 'creator');
const assigner = alias(users, 'assigner');

/**
 * An occasion's payment is unmatched while no member holds it (a paybill payment whose
 * account code named no one). Event payments (issue 19) have no member to match.
 */
const unmatched = sql`(${payments.type} = 'occasions' and ${payments.memberId} is null)`;
const matchCondition = (match: unknown): SQL =>
  (match as PaymentMatch) === 'unmatched' ? unmatched : sql`not ${unmatched}`;

const paymentList: ListSpec = {
  fields: {
    payerPhone: { sql: payments.payerPhone, search: 'ilike' },
    payerName: { sql: payments.payerName, search: 'ilike' },
    providerReceipt: { sql: payments.providerReceipt, search: 'ilike' },
    accountReference: { sql: payments.accountReference, search: 'ilike' },
    memberName: { sql: members.name, search: 'ilike' },
    guestName: { sql: guests.name, search: 'ilike' },
    status: { sql: payments.status, option: oneOf(PAYMENT_STATUSES) },
    provider: { sql: payments.provider, option: oneOf(PAYMENT_METHODS) },
    channel: { sql: payments.channel, option: oneOf(PAYMENT_CHANNELS) },
    matched: { sql: unmatched, option: oneOf(PAYMENT_MATCHES), match: matchCondition },
    occasionId: { sql: payments.occasionId, option: uuidOption },
    eventId: { sql: payments.eventId, option: uuidOption },
    memberId: { sql: payments.memberId, option: uuidOption },
    guestId: { sql: payments.guestId, option: uuidOption },
    created: { sql: payments.createdAt, dateRange: true, sortable: true },
    completedAt: { sql: payments.completedAt, dateRange: true, sortable: true },
    amountMinor: { sql: payments.amountMinor, sortable: true },
  },
  // Newest first: what a treasurer checks against the phone's messages.
  defaultSort: '-created',
  tiebreaker: payments.id,
  outputFields: [
    'id',
    'type',
    'provider',
    'channel',
    'status',
    'providerRequestId',
    'providerReceipt',
    'payerPhone',
    'payerName',
    'amountMinor',
    'currency',
    'accountReference',
    'occasionId',
    'occasionName',
    'eventId',
    'eventName',
    'memberId',
    'memberName',
    'guestId',
    'guestName',
    'contributionId',
    'failureReason',
    'completedAt',
    'assignedBy',
    'assignedAt',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

/**
 * The payments of `type` the actor may act on with `privilege`: an occasion's through its
 * occasion, an event's through its event, by the rules the areas give (`purposes`: the
 * occasions' and the events' scope, decision 0066a). A paybill
 * payment whose account code named no one has no occasion yet (decision 0042): only a
 * holder of scope `all` sees and assigns it.
 */
export function paymentsInScope(
  actor: Actor,
  privilege: Privilege,
  type: PaymentType | undefined,
  { pledges, cards }: PaymentPurposes,
): RecordScope {
  const ofType = type ? eq(payments.type, type) : undefined;
  if (scopeOf(actor, privilege) === 'all') return ofType ? onlyRecords(ofType) : ALL_RECORDS;
  const byOccasion = and(
    eq(payments.type, 'occasions'),
    scopeCondition(pledges.occasionIdInScope(actor, privilege, payments.occasionId)),
  );
  const byEvent = and(
    eq(payments.type, 'events'),
    scopeCondition(cards.eventIdInScope(actor, privilege, payments.eventId)),
  );
  const reach =
    type === 'occasions' ? byOccasion : type === 'events' ? byEvent : or(byOccasion, byEvent);
  return onlyRecords(reach!);
}

const selectPayments = (db: Db) =>
  db
    .select({
      payment: payments,
      occasionName: occasions.name,
      eventName: events.name,
      memberName: members.name,
      guestName: guests.name,
      createdBy: creator.username,
      assignedBy: assigner.username,
    })
    .from(payments)
    .leftJoin(occasions, eq(occasions.id, payments.occasionId))
    .leftJoin(events, eq(events.id, payments.eventId))
    .leftJoin(members, eq(members.id, payments.memberId))
    .leftJoin(guests, eq(guests.id, payments.guestId))
    .leftJoin(creator, eq(creator.id, payments.createdBy))
    .leftJoin(assigner, eq(assigner.id, payments.assignedBy));

/** A count of payments with what the filter and search may name: the member and the guest. */
const countPayments = (db: Db) =>
  db
    .select({ total: count() })
    .from(payments)
    .leftJoin(members, eq(members.id, payments.memberId))
    .leftJoin(guests, eq(guests.id, payments.guestId));

type Row = Awaited<ReturnType<typeof selectPayments>>[number];

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

const toPayment = ({
  payment: p,
  occasionName,
  eventName,
  memberName,
  guestName,
  createdBy,
  assignedBy,
}: Row): Payment => ({
  id: p.id,
  type: p.type,
  provider: p.provider as Payment['provider'],
  channel: p.channel,
  status: p.status,
  providerRequestId: p.providerRequestId,
  providerReceipt: p.providerReceipt,
  payerPhone: p.payerPhone,
  payerName: p.payerName,
  amountMinor: p.amountMinor,
  currency: p.currency,
  accountReference: p.accountReference,
  occasionId: p.occasionId,
  occasionName,
  eventId: p.eventId,
  eventName,
  memberId: p.memberId,
  memberName,
  guestId: p.guestId,
  guestName,
  contributionId: p.contributionId,
  failureReason: p.failureReason,
  completedAt: isoOrNull(p.completedAt),
  assignedBy,
  assignedAt: isoOrNull(p.assignedAt),
  created: p.createdAt.toISOString(),
  updated: p.updatedAt.toISOString(),
  createdBy,
  version: p.version,
});

/** `scope` restricts by type and by occasion or event (paymentsInScope). */
export const listPayments = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(paymentList, query, scope, {
    rows: selectPayments(db),
    count: countPayments(db),
    toItems: (rows) => rows.map(toPayment),
  });

/** The payment if it exists and lies in `scope`. */
export async function getPaymentInScope(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<Payment | undefined> {
  const [row] = await selectPayments(db).where(and(eq(payments.id, id), scopeCondition(scope)));
  return row ? toPayment(row) : undefined;
}

/**
 * The list's filter (no paging) as one condition with the scope, or a 400 naming the bad
 * parameter; a sort is checked too, so an export refuses it before the download starts.
 */
function filteredWhere(query: Omit<ListQuery, 'page' | 'size'>, scope: RecordScope) {
  const compiled = compileListQuery(paymentList, { ...query, page: 1, size: 1 });
  return and(compiled.where, scopeCondition(scope));
}

/** Per currency: what came in, how many are still waiting, how many wait for a person to assign them. */
export async function paymentTotals(
  db: Db,
  query: Omit<PaymentTotalsQuery, 'type'>,
  scope: RecordScope,
): Promise<PaymentTotals> {
  const succeeded = sql`${payments.status} = 'succeeded'`;
  const rows = await db
    .select({
      currency: payments.currency,
      // bigint sums come back as text: exact, read as a number below (far under 2^53).
      succeededMinor: sql<string>`coalesce(sum(${payments.amountMinor}) filter (where ${succeeded}), 0)`,
      succeededCount: sql<number>`(count(*) filter (where ${succeeded}))::int`,
      pendingCount: sql<number>`(count(*) filter (where ${payments.status} = 'pending'))::int`,
      unmatchedCount: sql<number>`(count(*) filter (where ${succeeded} and ${unmatched}))::int`,
    })
    .from(payments)
    .leftJoin(members, eq(members.id, payments.memberId))
    .leftJoin(guests, eq(guests.id, payments.guestId))
    .where(filteredWhere(query, scope))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  return {
    byCurrency: rows.map((row) => ({ ...row, succeededMinor: Number(row.succeededMinor) })),
  };
}

const EXPORT_PAGE_SIZE = 1000;

type ExportColumn = readonly [header: string, read: (payment: Payment) => CsvCell];

/** The columns of both types' files, with each type's own in the middle. */
function exportColumns(type: PaymentType): readonly ExportColumn[] {
  const forWhom: readonly ExportColumn[] =
    type === 'occasions'
      ? [
          ['Account reference', (p) => p.accountReference],
          ['Occasion', (p) => p.occasionName],
          ['Event', (p) => p.eventName],
          ['Member', (p) => p.memberName],
          ['Matched', (p) => (p.memberId === null ? 'Unmatched' : 'Matched')],
        ]
      : [
          ['Event', (p) => p.eventName],
          ['Guest', (p) => p.guestName ?? (p.guestId === null ? DELETED_GUEST_LABEL : null)],
        ];
  const assigned: readonly ExportColumn[] =
    type === 'occasions'
      ? [
          ['Assigned by', (p) => p.assignedBy],
          ['Assigned at', (p) => p.assignedAt],
        ]
      : [];
  return [
    ['Date', (p) => p.completedAt ?? p.created],
    ['Status', (p) => PAYMENT_STATUS_LABELS[p.status]],
    ['Provider', (p) => PAYMENT_METHOD_LABELS[p.provider]],
    ['Channel', (p) => p.channel],
    ['Amount', (p) => minorToDecimalText(p.amountMinor, p.currency)],
    ['Currency', (p) => p.currency],
    ['Payer phone', (p) => p.payerPhone],
    ['Payer name', (p) => p.payerName],
    ['Receipt', (p) => p.providerReceipt],
    ...forWhom,
    ['Failure reason', (p) => p.failureReason],
    ...assigned,
  ];
}

/** Every payment matching the query, page after page in the query's order. */
async function* readPaymentPages(
  db: Db,
  query: Omit<PaymentExportQuery, 'type'>,
  scope: RecordScope,
) {
  for (let page = 1; ; page += 1) {
    const { items } = await listPayments(db, { ...query, page, size: EXPORT_PAGE_SIZE }, scope);
    if (items.length > 0) yield items as Payment[];
    if (items.length < EXPORT_PAGE_SIZE) return;
  }
}

async function* csvChunks(columns: readonly ExportColumn[], pages: AsyncIterable<Payment[]>) {
  yield `${CSV_BYTE_ORDER_MARK}${csvLine(columns.map(([header]) => header))}`;
  for await (const page of pages) {
    yield page.map((p) => csvLine(columns.map(([, read]) => read(p)))).join('');
  }
}

/**
 * The filtered payments as CSV, streamed a page at a time. Refused up front (before the
 * download starts) when the filter is invalid or selects more than PAYMENT_EXPORT_MAX_ROWS.
 */
export async function exportPayments(
  db: Db,
  query: PaymentExportQuery,
  scope: RecordScope,
): Promise<{ fileName: string; body: Readable }> {
  const { type, ...listQuery } = query;
  const startedAt = new Date();
  // Read in pages newest first: a payment arriving meanwhile would push a row onto the next
  // page twice. The file holds what had arrived when it was asked for.
  const pinned = onlyRecords(and(scopeCondition(scope), lte(payments.createdAt, startedAt))!);
  const [counted] = await countPayments(db).where(filteredWhere(listQuery, pinned));
  const total = counted?.total ?? 0;
  if (total > PAYMENT_EXPORT_MAX_ROWS) {
    const message = `${total} payments match: narrow the filter (a date range) to at most ${PAYMENT_EXPORT_MAX_ROWS} per file`;
    throw badRequest(message, { filter: [message] });
  }
  return {
    fileName: `payments-${type}-${startedAt.toISOString().slice(0, 10)}.csv`,
    body: Readable.from(csvChunks(exportColumns(type), readPaymentPages(db, listQuery, pinned))),
  };
}
