/** Members as the API answers them, always read through the actor's scope (their occasion's). */
import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListQuery, Member } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { members, occasions, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { scopeCondition, type RecordScope } from '../../../lib/scope';

const creator = alias(users, 'creator');

/** What is still owed: never below 0 (an overpayment is not a credit against anything). */
const balanceSql = sql`greatest(${members.pledgedMinor} - ${members.paidMinor}, 0)`;

/** The `balance` filter's values, also the `occasion-members` audience's filters of the same names. */
export const BALANCE_FILTERS = ['with_balance', 'nothing_paid', 'paid_in_full'] as const;
export type BalanceFilter = (typeof BALANCE_FILTERS)[number];

/**
 * Plain comparisons of the stored pledge and paid sum, picking the same members as the
 * reminder audience's filters (member-messaging). A member who pledged nothing has
 * nothing to have paid in full.
 */
export function memberBalanceCondition(filter: BalanceFilter): SQL {
  switch (filter) {
    case 'with_balance':
      return sql`${members.pledgedMinor} > ${members.paidMinor}`;
    case 'nothing_paid':
      return sql`${members.paidMinor} = 0`;
    case 'paid_in_full':
      return sql`(${members.pledgedMinor} > 0 and ${members.paidMinor} >= ${members.pledgedMinor})`;
  }
}

const memberList: ListSpec = {
  fields: {
    name: { sql: members.name, search: 'ilike', sortable: true },
    // Numeric search text looks the number up without its '+'.
    phone: { sql: sql`ltrim(${members.phone}, '+')`, search: 'eq' },
    occasionId: { sql: members.occasionId, option: uuidOption },
    balance: {
      sql: balanceSql,
      option: oneOf(BALANCE_FILTERS),
      match: (value) => memberBalanceCondition(value as BalanceFilter),
    },
    pledgedMinor: { sql: members.pledgedMinor, sortable: true },
    paidMinor: { sql: members.paidMinor, sortable: true },
    balanceMinor: { sql: balanceSql, sortable: true },
    created: { sql: members.createdAt, dateRange: true, sortable: true },
  },
  defaultSort: 'name',
  tiebreaker: members.id,
  outputFields: [
    'id',
    'occasionId',
    'occasionName',
    'currency',
    'name',
    'phone',
    'email',
    'pledgedMinor',
    'paidMinor',
    'balanceMinor',
    'notes',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

const selectMembers = (db: Db) =>
  db
    .select({
      member: members,
      occasionName: occasions.name,
      currency: occasions.currency,
      createdBy: creator.username,
    })
    .from(members)
    .innerJoin(occasions, eq(occasions.id, members.occasionId))
    .leftJoin(creator, eq(creator.id, members.createdBy));

type Row = Awaited<ReturnType<typeof selectMembers>>[number];

const toMember = ({ member, occasionName, currency, createdBy }: Row): Member => ({
  id: member.id,
  occasionId: member.occasionId,
  occasionName,
  currency,
  name: member.name,
  phone: member.phone,
  email: member.email,
  pledgedMinor: member.pledgedMinor,
  paidMinor: member.paidMinor,
  balanceMinor: Math.max(member.pledgedMinor - member.paidMinor, 0),
  notes: member.notes,
  created: member.createdAt.toISOString(),
  updated: member.updatedAt.toISOString(),
  createdBy,
  version: member.version,
});

/** `scope` restricts by occasion (see occasion-scope.ts), or to one occasion's members. */
export const listMembers = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(memberList, query, scope, {
    rows: selectMembers(db),
    count: db.select({ total: count() }).from(members),
    toItems: (rows) => rows.map(toMember),
  });

/** The member if it exists and its occasion is in `scope`. */
export async function getMember(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<Member | undefined> {
  const [row] = await selectMembers(db).where(and(eq(members.id, id), scopeCondition(scope)));
  return row ? toMember(row) : undefined;
}

/** Locks the member row for the rest of the transaction; false when it is gone. */
export async function lockMember(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, id))
    .for('update');
  return rows.length > 0;
}

export async function isMemberPhoneTaken(
  db: Db,
  occasionId: string,
  phone: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.occasionId, occasionId),
        eq(members.phone, phone),
        exceptId ? ne(members.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
