/** Contributions as the API answers them, always read through the actor's scope (their occasion's). */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONTRIBUTION_METHODS, type Contribution, type ListQuery } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { contributions, members, occasions, users } from '../../../db/schema';
import { listPage } from '../../../lib/list/list-page';
import { oneOf, uuidOption, type ListSpec } from '../../../lib/list/list-spec';
import { scopeCondition, type RecordScope } from '../../../lib/scope';

const creator = alias(users, 'creator');

const contributionList: ListSpec = {
  fields: {
    memberName: { sql: members.name, search: 'ilike' },
    reference: { sql: contributions.reference, search: 'ilike' },
    occasionId: { sql: contributions.occasionId, option: uuidOption },
    memberId: { sql: contributions.memberId, option: uuidOption },
    method: { sql: contributions.method, option: oneOf(CONTRIBUTION_METHODS) },
    paidAt: { sql: contributions.paidAt, dateRange: true, sortable: true },
    amountMinor: { sql: contributions.amountMinor, sortable: true },
    created: { sql: contributions.createdAt, dateRange: true, sortable: true },
  },
  // Newest money first: what a treasurer checks against the day's receipts.
  defaultSort: '-paidAt',
  tiebreaker: contributions.id,
  outputFields: [
    'id',
    'occasionId',
    'occasionName',
    'memberId',
    'memberName',
    'currency',
    'amountMinor',
    'paidAt',
    'method',
    'reference',
    'notes',
    'created',
    'updated',
    'createdBy',
    'version',
  ],
};

const selectContributions = (db: Db) =>
  db
    .select({
      contribution: contributions,
      memberName: members.name,
      occasionName: occasions.name,
      currency: occasions.currency,
      createdBy: creator.username,
    })
    .from(contributions)
    .innerJoin(members, eq(members.id, contributions.memberId))
    .innerJoin(occasions, eq(occasions.id, contributions.occasionId))
    .leftJoin(creator, eq(creator.id, contributions.createdBy));

type Row = Awaited<ReturnType<typeof selectContributions>>[number];

const toContribution = ({
  contribution,
  memberName,
  occasionName,
  currency,
  createdBy,
}: Row): Contribution => ({
  id: contribution.id,
  occasionId: contribution.occasionId,
  occasionName,
  memberId: contribution.memberId,
  memberName,
  currency,
  amountMinor: contribution.amountMinor,
  paidAt: contribution.paidAt.toISOString(),
  method: contribution.method,
  reference: contribution.reference,
  notes: contribution.notes,
  created: contribution.createdAt.toISOString(),
  updated: contribution.updatedAt.toISOString(),
  createdBy,
  version: contribution.version,
});

/** `scope` restricts by occasion (see occasion-scope.ts). */
export const listContributions = (db: Db, query: ListQuery, scope: RecordScope) =>
  listPage(contributionList, query, scope, {
    rows: selectContributions(db),
    // The member's name is searchable, so the count joins the member too.
    count: db
      .select({ total: count() })
      .from(contributions)
      .innerJoin(members, eq(members.id, contributions.memberId)),
    toItems: (rows) => rows.map(toContribution),
  });

/** The contribution if it exists and its occasion is in `scope`. */
export async function getContribution(
  db: Db,
  id: string,
  scope: RecordScope,
): Promise<Contribution | undefined> {
  const [row] = await selectContributions(db).where(
    and(eq(contributions.id, id), scopeCondition(scope)),
  );
  return row ? toContribution(row) : undefined;
}

/** Case-insensitively, as the unique index `contributions_occasion_reference_key` compares. */
export async function isReferenceTaken(
  db: Db,
  occasionId: string,
  reference: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contributions.id })
    .from(contributions)
    .where(
      and(
        eq(contributions.occasionId, occasionId),
        sql`lower(${contributions.reference}) = lower(${reference})`,
        exceptId ? ne(contributions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
