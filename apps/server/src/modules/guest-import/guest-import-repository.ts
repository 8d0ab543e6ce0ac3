/**
 * The queries of a guest import (decision 0024): the event's phone numbers, staging the
 * checked rows in short statements, and publishing them with set-based statements.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { GUEST_IMPORT_BATCH_SIZE } from '@karamu/shared';
import type { Db } from '../../db/client';
import { guestImportRows, guests } from '../../db/schema';

export type ExistingGuest = { id: string; name: string };

/** Every guest of the event that has a phone number, by that number. */
export async function getGuestsByPhone(
  db: Db,
  eventId: string,
): Promise<Map<string, ExistingGuest>> {
  const rows = await db
    .select({ id: guests.id, name: guests.name, phone: guests.phone })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), isNotNull(guests.phone)));
  return new Map(rows.map((row) => [row.phone!, { id: row.id, name: row.name }]));
}

/**
 * Staged rows older than this belong to an import that died (a crash, a kill): an import
 * stages and publishes in seconds, so a day is far beyond any that is still running.
 */
const ABANDONED_AFTER = sql`interval '1 day'`;

/**
 * Stages the checked rows, one batch (a JSON array of `ValidGuestRow`, as the upload worker
 * packed it) per statement, each committed on its own. The JSON goes to the database as
 * one parameter and is taken apart there, so the request thread never rebuilds the row
 * objects. Between batches the event loop takes a turn: on PGlite every statement runs on
 * this thread and holds its one connection, so other requests are answered in between.
 */
export async function stageGuestRows(
  db: Db,
  importId: string,
  batches: readonly string[],
): Promise<void> {
  await db
    .delete(guestImportRows)
    .where(lt(guestImportRows.stagedAt, sql`now() - ${ABANDONED_AFTER}`));
  for (const [index, batch] of batches.entries()) {
    await nextTurn();
    await db.execute(sql`
      insert into ${guestImportRows}
        (import_id, position, name, phone, email, card_type, admissions, table_name, notes, rsvp_status)
      select ${importId}::uuid, ${index * GUEST_IMPORT_BATCH_SIZE}::integer + r.at::integer,
        g->>'name', g->>'phone', g->>'email', g->>'cardType', (g->>'admissions')::integer,
        g->>'tableName', g->>'notes', g->>'rsvpStatus'
      from jsonb_array_elements(${batch}::jsonb) with ordinality as r(v, at),
        lateral (select r.v->'guest') as x(g)`);
  }
}

/** Deletes an import's staged rows, a batch per statement, yielding between them. */
export async function dropStagedRows(db: Db, importId: string): Promise<void> {
  for (;;) {
    await nextTurn();
    const deleted = await db.execute(sql`
      delete from ${guestImportRows} where import_id = ${importId}::uuid and position in (
        select position from ${guestImportRows} where import_id = ${importId}::uuid
        limit ${GUEST_IMPORT_BATCH_SIZE})
      returning 1`);
    if (rowCount(deleted) < GUEST_IMPORT_BATCH_SIZE) return;
  }
}

/** node-postgres and PGlite both answer `rows`; the count is what both agree on. */
function rowCount(result: unknown): number {
  return (result as { rows: unknown[] }).rows.length;
}

export type PublishCounts = { created: number; existing: number };

/**
 * Moves the staged rows into the event's guests: one UPDATE for the rows whose phone an
 * existing guest of the event has (when asked to), one INSERT … SELECT for the others, in
 * file order. Run inside the import's transaction, after the event row is locked, so a
 * guest added meanwhile is met and two imports into one event do not interleave.
 */
export async function publishStagedRows(
  tx: Db,
  input: { importId: string; eventId: string; createdBy: string; updateExisting: boolean },
): Promise<PublishCounts> {
  const { importId, eventId, createdBy } = input;
  const existing = sql`exists (select 1 from ${guests} g
    where g.event_id = ${eventId}::uuid and g.phone = s.phone)`;
  const counted = await tx.execute(sql`
    select count(*) filter (where ${existing})::int as existing, count(*)::int as staged
    from ${guestImportRows} s where s.import_id = ${importId}::uuid`);
  const { existing: existingCount, staged } = (
    counted as unknown as { rows: { existing: number; staged: number }[] }
  ).rows[0]!;
  if (input.updateExisting && existingCount > 0) {
    // A blank cell (a null here) keeps the guest's current value: an import adds what the
    // file says, it never erases.
    await tx.execute(sql`
      update ${guests} set
        name = s.name,
        email = coalesce(s.email, ${guests.email}),
        card_type = coalesce(s.card_type, ${guests.cardType}),
        admissions = coalesce(s.admissions, ${guests.admissions}),
        table_name = coalesce(s.table_name, ${guests.tableName}),
        notes = coalesce(s.notes, ${guests.notes}),
        rsvp_status = coalesce(s.rsvp_status, ${guests.rsvpStatus}),
        updated_at = now(),
        version = ${guests.version} + 1
      from ${guestImportRows} s
      where s.import_id = ${importId}::uuid and ${guests.eventId} = ${eventId}::uuid
        and ${guests.phone} = s.phone`);
  }
  // Blank cells take the same defaults as a guest created by hand.
  await tx.execute(sql`
    insert into ${guests} (event_id, created_by, name, phone, email, card_type, admissions, table_name, notes, rsvp_status)
    select ${eventId}::uuid, ${createdBy}::uuid, s.name, s.phone, s.email,
      coalesce(s.card_type, 'single'), coalesce(s.admissions, 1), s.table_name, s.notes,
      coalesce(s.rsvp_status, 'pending')
    from ${guestImportRows} s
    where s.import_id = ${importId}::uuid and not ${existing}
    order by s.position`);
  return { created: staged - existingCount, existing: existingCount };
}
