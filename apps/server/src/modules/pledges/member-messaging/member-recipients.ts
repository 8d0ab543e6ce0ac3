/** The members a send reaches, read with their occasion, and the occasions' dates. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SELECTED_FILTER } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { members, occasions } from '../../../db/schema';
import type { RecipientFilter } from '../../platform/messaging';
import { BALANCE_FILTERS, memberBalanceCondition, type BalanceFilter } from '../members';

const isBalanceFilter = (name: string): name is BalanceFilter =>
  (BALANCE_FILTERS as readonly string[]).includes(name);

/**
 * What each filter of AUDIENCES['occasion-members'] picks: the balance filters are the
 * members list's own (one definition of "balance above 0" for the list and the reminders).
 */
function filterCondition(filter: RecipientFilter): SQL | undefined {
  if (isBalanceFilter(filter.name)) return memberBalanceCondition(filter.name);
  if (filter.name === SELECTED_FILTER) {
    // Ids that are not (or no longer) members of the occasion pick nobody: a member
    // deleted after being picked for a schedule must not stop it.
    return sql`${members.id} = any(${sql.param(filter.ids ?? [])}::uuid[])`;
  }
  return undefined;
}

export function selectRecipientMembers(db: Db, occasionId: string, filter: RecipientFilter) {
  return db
    .select({
      member: {
        id: members.id,
        name: members.name,
        phone: members.phone,
        email: members.email,
        pledgedMinor: members.pledgedMinor,
        paidMinor: members.paidMinor,
        payToken: members.payToken,
      },
      occasion: {
        name: occasions.name,
        startsAt: occasions.startsAt,
        timeZone: occasions.timeZone,
        currency: occasions.currency,
      },
    })
    .from(members)
    .innerJoin(occasions, eq(occasions.id, members.occasionId))
    .where(and(eq(members.occasionId, occasionId), filterCondition(filter)))
    .orderBy(asc(members.name), asc(members.id));
}

/** Occasions' dates and zones by id; occasions that are gone are missing. */
export async function getOccasionDates(db: Db, occasionIds: readonly string[]) {
  const rows =
    occasionIds.length === 0
      ? []
      : await db
          .select({ id: occasions.id, date: occasions.startsAt, timeZone: occasions.timeZone })
          .from(occasions)
          .where(inArray(occasions.id, [...occasionIds]));
  return new Map(rows.map(({ id, ...date }) => [id, date]));
}
