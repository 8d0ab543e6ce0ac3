/**
 * A repository cannot be called without a record scope (decision 0027). The `@ts-expect-error`
 * lines are the test: `npm run typecheck` fails if leaving the scope out, or passing
 * `undefined` for it, ever compiles again. The runtime part checks what each scope adds to
 * a query.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Db } from '../src/db/client';
import { ALL_RECORDS, onlyRecords, scopeCondition, type RecordScope } from '../src/lib/scope';
import { getEvent, listEvents } from '../src/modules/events/events/events-repository';
import { listGuests } from '../src/modules/events/guests/guests-repository';
import { getMember, listMembers } from '../src/modules/pledges/members/members-repository';
import { getOccasion, listOccasions } from '../src/modules/pledges/occasions/occasions-repository';
import { getUser, listUsers } from '../src/modules/platform/users/users-repository';

// Never run: the calls exist for the type checker only.
function callsWithoutScope(db: Db, id: string) {
  // @ts-expect-error the scope is required
  void getUser(db, id);
  // @ts-expect-error undefined is not a scope
  void getUser(db, id, undefined);
  // @ts-expect-error a bare condition is not a scope
  void getEvent(db, id, sql`true`);
  // @ts-expect-error the scope is required
  void getMember(db, id);
  // @ts-expect-error the scope is required
  void getOccasion(db, id);
  void getUser(db, id, ALL_RECORDS);
}

describe('record scope', () => {
  it('is a required parameter of the scoped repositories', () => {
    expect(typeof callsWithoutScope).toBe('function');
    expectTypeOf(getUser).parameter(2).toEqualTypeOf<RecordScope>();
    expectTypeOf(listUsers).parameter(2).toEqualTypeOf<RecordScope>();
    expectTypeOf(getEvent).parameter(2).toEqualTypeOf<RecordScope>();
    expectTypeOf(listEvents).parameter(2).toEqualTypeOf<RecordScope>();
    expectTypeOf(listGuests).parameter(2).toEqualTypeOf<RecordScope>();
    expectTypeOf(getMember).parameter(2).toEqualTypeOf<RecordScope>();
    expectTypeOf(listMembers).parameter(2).toEqualTypeOf<RecordScope>();
    expectTypeOf(getOccasion).parameter(2).toEqualTypeOf<RecordScope>();
    expectTypeOf(listOccasions).parameter(2).toEqualTypeOf<RecordScope>();
  });

  it('adds no condition for every record and its condition otherwise', () => {
    const mine = sql`created_by = ${'someone'}`;
    expect(scopeCondition(ALL_RECORDS)).toBeUndefined();
    expect(scopeCondition(onlyRecords(mine))).toBe(mine);
  });
});
