/**
 * Record scope, after pretix's teams: a role grants its privileges either on every record
 * (`all`) or only on records the user created or was assigned to (`assigned`). A user with
 * several roles acts with the widest scope any of them gives for the privilege in question.
 * The rule lives in `@karamu/shared` (`scopeOf`, which takes the actor as it is) because
 * granting roles reads it too (decision 0015). See docs/decisions/0007-resource-convention.md.
 *
 * Repositories take a `RecordScope`, never an optional condition: a call that forgets the
 * scope is a type error rather than a query over every record, and a caller that does mean
 * every record says `ALL_RECORDS` where a reviewer can see it (decision 0027).
 */
import type { SQL } from 'drizzle-orm';
import { scopeOf, type Privilege } from '@karamu/shared';
import type { Actor } from './access';

export type RecordScope =
  | { readonly kind: 'all' }
  /** Only the records matching `where`: the actor's own, or those of one parent record. */
  | { readonly kind: 'only'; readonly where: SQL };

export const ALL_RECORDS: RecordScope = { kind: 'all' };

export const onlyRecords = (where: SQL): RecordScope => ({ kind: 'only', where });

/** Every record when the actor holds `privilege` with scope `all`, else those `assigned` matches. */
export function scopeFor(actor: Actor, privilege: Privilege, assigned: () => SQL): RecordScope {
  return scopeOf(actor, privilege) === 'all' ? ALL_RECORDS : onlyRecords(assigned());
}

/** The scope as a condition to combine with `and`; undefined restricts nothing. */
export const scopeCondition = (scope: RecordScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : scope.where;
