/** Occasions as the API answers them, with totals over their members, read through scope. */
import { and, count, eq, exists, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListQuery, Occasion } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { contributions, members, occasions, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import type { ListSpec } from '../../../lib/list/list-spec';
import { scopeCondition, type RecordScope } from '../../../lib/scope';

const creator = alias(users, 'creator');

const occasionList: ListSpec = {
  fields: {
    name: { sql: occasions.name, search: 'ilike', sortable: true },
    startsAt: { sql: occasions.startsAt, dateRange: true, sortable: true },
    created: { sql: occasions.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: 'startsAt',
  tiebreaker: occasions.id,
  outputFields: [
    'id',
    'name',
    'startsAt',
    'timeZone',
    'currency',
    'targetMinor',
    'defaultCountry',
    'description',
    'allowOverpayment',
    'memberCount',
    'pledgedMinor',
    'paidMinor',
    'balanceMinor',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

/**
 * One aggregate per occasion row (a lateral join), so a page of occasions sums only its
 * own members. Sums are `::bigint` (PostgreSQL sums bigint as numeric), read as numbers.
 */
const totalsOf = (db: Db) =>
  db
    .select({
      memberCount: sql<number>`count(*)::int`.as('member_count'),
      pledgedMinor: sql<string>`coalesce(sum(${members.pledgedMinor}), 0)::bigint`.as(
        'pledged_minor',
      ),
      paidMinor: sql<string>`coalesce(sum(${members.paidMinor}), 0)::bigint`.as('paid_minor'),
      // Per member, so one member's overpayment does not hide another's debt.
      balanceMinor:
        sql<string>`coalesce(sum(greatest(${members.pledgedMinor} - ${members.paidMinor}, 0)), 0)::bigint`.as(
          'balance_minor',
        ),
    })
    .from(members)
    .where(eq(members.occasionId, occasions.id))
    .as('totals');

const selectOccasions = (db: Db) => {
  const totals = totalsOf(db);
  return db
    .select({
      occasion: occasions,
      memberCount: totals.memberCount,
      pledgedMinor: totals.pledgedMinor,
      paidMinor: totals.paidMinor,
      balanceMinor: totals.balanceMinor,
      createdBy: creator.username,
    })
    .from(occasions)
    .leftJoinLateral(totals, sql`true`)
    .leftJoin(creator, eq(creator.id, occasions.createdBy));
};

type Row = Awaited<ReturnType<typeof selectOccasions>>[number];

const toOccasion = ({ occasion, createdBy, ...totals }: Row): Occasion => ({
  id: occasion.id,
  name: occasion.name,
  startsAt: occasion.startsAt.toISOString(),
  timeZone: occasion.timeZone,
  currency: occasion.currency,
  targetMinor: occasion.targetMinor,
  defaultCountry: occasion.defaultCountry,
  description: occasion.description,
  allowOverpayment: occasion.allowOverpayment,
  // An aggregate without `group by` always answers one row; the drivers give bigint as text.
  memberCount: Number(totals.memberCount ?? 0),
  pledgedMinor: Number(totals.pledgedMinor ?? 0),
  paidMinor: Number(totals.paidMinor ?? 0),
  balanceMinor: Number(totals.balanceMinor ?? 0),
  created: occasion.createdAt.toISOString(),
  updated: occasion.updatedAt.toISOString(),
  createdBy,
  version: occasion.version,
});

export const listOccasions = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(occasionList, query, scope, {
    rows: selectOccasions(db),
    count: db.select({ total: count() }).from(occasions),
    toItems: (rows) => rows.map(toOccasion),
  });

/** The occasion if it exists and is in `scope`; a record outside scope is as good as missing. */
export async function getOccasion(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<Occasion | undefined> {
  const [row] = await selectOccasions(db).where(and(eq(occasions.id, id), scopeCondition(scope)));
  return row ? toOccasion(row) : undefined;
}

/**
 * How money writes keep out of each other's way: a write of pledges or contributions
 * takes `key share` on the occasion before it locks a member (always occasion first, then
 * member, so no two writers wait on each other in a circle); deleting the occasion or
 * changing its currency takes `update`, which waits for those writes and then sees them.
 */
export type OccasionLock = 'key share' | 'update';

/**
 * The occasion's own columns, without totals, if it is in `scope`; with `lock`, its row
 * stays locked so for the rest of the transaction. Undefined when missing or out of scope.
 */
export async function findOccasion(
  db: Db,
  id: string,
  scope: RecordScope,
  lock?: OccasionLock,
): Promise<{ id: string; currency: string; defaultCountry: string } | undefined> {
  const query = db
    .select({
      id: occasions.id,
      currency: occasions.currency,
      defaultCountry: occasions.defaultCountry,
    })
    .from(occasions)
    .where(and(eq(occasions.id, id), scopeCondition(scope)));
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/** Whether amounts in the occasion's currency exist: a pledge above 0 or any contribution. */
export async function hasMoneyRecorded(db: Db, occasionId: string): Promise<boolean> {
  const pledged = db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.occasionId, occasionId), gt(members.pledgedMinor, 0)));
  const paid = db
    .select({ id: contributions.id })
    .from(contributions)
    .where(eq(contributions.occasionId, occasionId));
  const rows = await db
    .select({ id: occasions.id })
    .from(occasions)
    .where(and(eq(occasions.id, occasionId), or(exists(pledged), exists(paid))));
  return rows.length > 0;
}
