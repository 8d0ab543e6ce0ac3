/**
 * The queries of a guest import (decisions 0024 and 0034): the event's phone numbers, and
 * writing the guests ahead of time, hidden, in short committed statements, then publishing
 * them all in one short transaction whose cost does not grow with the number of guests.
 *
 * The only module that names the table `guest_records`: everything else reads and writes
 * the `guests` view, which leaves out the guests of an import still being written.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SHEET_IMPORT_PACK_ROWS } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { guestImportRows, guestImports, guests } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';

/** The table behind the `guests` view (migration 0011): hidden guests are only here. */
const guestRecords = sql.identifier('guest_records');

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
 * Rows an import's clean-up deletes per statement: few, for the same reason as the writes'
 * time slice (PGlite runs each statement on the server's thread).
 */
const DELETE_ROWS = 200;

/**
 * An import that has not written for this long died (a crash, a kill): a statement of its
 * writes takes milliseconds, so minutes are far beyond a live import on a busy machine.
 */
const ABANDONED_AFTER = sql`interval '5 minutes'`;

/**
 * Rows that met guests (`guest_import_rows`) left by a crash are kept this long: only
 * their import reads them, when it publishes, so a day is far beyond any still running.
 */
const STAGED_ROWS_ABANDONED_AFTER = sql`interval '1 day'`;

/**
 * Starts an import into the event: gives up imports that died first (theirs may be the row
 * that holds the event), then takes the event's one import row. While that row exists the
 * guests written under `importId` are hidden. A second import into the same event while
 * one is written answers 409: two lists written at once would meet halfway.
 */
export async function claimImport(db: Db, importId: string, eventId: string): Promise<void> {
  await discardAbandonedImports(db);
  const claimed = await db
    .insert(guestImports)
    .values({ id: importId, eventId })
    .onConflictDoNothing({ target: guestImports.eventId })
    .returning({ id: guestImports.id });
  if (claimed.length === 0) {
    throw new HttpError(
      409,
      'Another guest list is being imported into this event. Try again when it has finished.',
      undefined,
      { 'retry-after': '30' },
    );
  }
}

/** Discards imports that stopped writing, and finishes discards that themselves died. */
async function discardAbandonedImports(db: Db): Promise<void> {
  await db
    .delete(guestImportRows)
    .where(sql`${guestImportRows.stagedAt} < now() - ${STAGED_ROWS_ABANDONED_AFTER}`);
  const abandoned = await db
    .update(guestImports)
    .set({ discarding: true })
    .where(
      sql`${guestImports.discarding} or ${guestImports.touchedAt} < now() - ${ABANDONED_AFTER}`,
    )
    .returning({ id: guestImports.id });
  for (const { id } of abandoned) await deleteDiscardedImport(db, id);
}

/**
 * Gives up an import that did not publish: nothing is written after this (each write
 * checks the flag under the row's lock), its hidden guests are deleted a few hundred per
 * statement, and its row goes last, so they stay hidden until none is left. Safe to repeat
 * after a crash.
 */
export async function discardImport(db: Db, importId: string): Promise<void> {
  await db.update(guestImports).set({ discarding: true }).where(eq(guestImports.id, importId));
  await deleteDiscardedImport(db, importId);
}

async function deleteDiscardedImport(db: Db, importId: string): Promise<void> {
  for (;;) {
    await nextTurn();
    const deleted = await db.execute(sql`
      delete from ${guestRecords} where id in (
        select id from ${guestRecords} where import_id = ${importId}::uuid
        limit ${DELETE_ROWS})
      returning 1`);
    if (rowCount(deleted) < DELETE_ROWS) break;
  }
  await db.delete(guestImports).where(eq(guestImports.id, importId));
  await dropMetRows(db, importId);
}

export type WrittenCounts = {
  /** Guests written, hidden until the import publishes. */
  created: number;
  /** Their admissions, for the event's door totals. */
  admissions: number;
  /** Rows whose phone a guest of the event already has: kept for the update at publishing. */
  existing: number;
};

/**
 * How long one statement of the writes should take. On PGlite a statement runs on the
 * server's own thread and holds its one connection, so a request arriving meanwhile waits
 * for it: the writes take as many packs per statement as fit this slice, measured as they
 * go, so they stay short on a busy machine and grow on an idle one.
 */
const SLICE_MS = 10;
/** Most packs one statement takes: 1,000 rows. */
const MAX_PACKS = 1000 / SHEET_IMPORT_PACK_ROWS;

/**
 * Writes the checked rows in short statements, each committed on its own, with a turn of
 * the event loop between them. A row's guest goes into `guest_records` under the import's
 * id, hidden; a row whose phone a guest of the event has goes into `guest_import_rows`,
 * for the update at publishing. The rows go to the database as JSON (packed by the upload
 * worker) and are taken apart there, so the request thread never rebuilds row objects.
 */
export async function writeHiddenGuests(
  db: Db,
  input: { importId: string; eventId: string; createdBy: string; packs: readonly string[] },
): Promise<WrittenCounts> {
  const totals: WrittenCounts = { created: 0, admissions: 0, existing: 0 };
  let packsPerStatement = 1;
  for (let next = 0; next < input.packs.length;) {
    await nextTurn();
    const packs = input.packs.slice(next, next + packsPerStatement);
    const started = performance.now();
    const counts = await writeSlice(db, {
      ...input,
      // The packs are JSON arrays: joined into one without parsing them.
      rows: `[${packs.map((pack) => pack.slice(1, -1)).join(',')}]`,
      firstPosition: next * SHEET_IMPORT_PACK_ROWS,
    });
    const took = performance.now() - started;
    next += packs.length;
    if (took > SLICE_MS) packsPerStatement = Math.max(1, packsPerStatement >> 1);
    else if (took < SLICE_MS / 2) packsPerStatement = Math.min(MAX_PACKS, packsPerStatement * 2);
    totals.created += counts.created;
    totals.admissions += counts.admissions;
    totals.existing += counts.existing;
  }
  return totals;
}

/**
 * One statement: touches the import's row, which must not be `discarding`, and writes the
 * rows only if it is. The row stays locked until the statement commits, so a discard (this
 * import failed elsewhere, or was taken for dead) either waits for it and sees it touched,
 * or is seen here: no rows land after a discard starts.
 */
async function writeSlice(
  db: Db,
  input: {
    importId: string;
    eventId: string;
    createdBy: string;
    rows: string;
    firstPosition: number;
  },
): Promise<WrittenCounts> {
  const { importId, eventId, createdBy } = input;
  // A guest added by hand meanwhile with one of the file's phones meets the unique index:
  // `on conflict do nothing` sends that row to the existing ones too.
  const result = await db.execute(sql`
    with live as (
      update ${guestImports} set touched_at = now()
      where id = ${importId}::uuid and not discarding
      returning id
    ), input as (
      select ${input.firstPosition}::integer + r.at::integer - 1 as position,
        g->>'name' as name, g->>'phone' as phone, g->>'email' as email,
        g->>'cardType' as card_type, (g->>'admissions')::integer as admissions,
        g->>'tableName' as table_name, g->>'notes' as notes, g->>'rsvpStatus' as rsvp_status
      from live, jsonb_array_elements(${input.rows}::jsonb) with ordinality as r(v, at),
        lateral (select r.v->'record') as x(g)
    ), written as (
      insert into ${guestRecords} (event_id, created_by, name, phone, email, card_type,
        admissions, table_name, notes, rsvp_status, import_id)
      select ${eventId}::uuid, ${createdBy}::uuid, i.name, i.phone, i.email,
        coalesce(i.card_type, 'single'), coalesce(i.admissions, 1), i.table_name, i.notes,
        coalesce(i.rsvp_status, 'pending'), ${importId}::uuid
      from input i
      where i.phone is null or not exists (select 1 from ${guestRecords} g
        where g.event_id = ${eventId}::uuid and g.phone = i.phone)
      order by i.position
      on conflict do nothing
      returning phone, admissions
    ), met as (
      insert into ${guestImportRows} (import_id, position, name, phone, email, card_type,
        admissions, table_name, notes, rsvp_status)
      select ${importId}::uuid, i.position, i.name, i.phone, i.email, i.card_type,
        i.admissions, i.table_name, i.notes, i.rsvp_status
      from input i
      where i.phone is not null
        and i.phone not in (select w.phone from written w where w.phone is not null)
      returning 1
    )
    select (select count(*) from live)::int as live,
      (select count(*) from written)::int as created,
      (select coalesce(sum(admissions), 0) from written)::int as admissions,
      (select count(*) from met)::int as existing`);
  const { live, ...counts } = rowsOf<WrittenCounts & { live: number }>(result)[0]!;
  if (live === 0) throw new Error(`guest import ${importId} was discarded`);
  return counts;
}

/**
 * Publishes the import's hidden guests, inside the import's transaction: updates the
 * guests the file met (when asked to), adds the new guests to the event's door totals
 * (the trigger leaves hidden guests out), and deletes the import's row, which makes them
 * all visible at once. Only the update grows with the file, and only with the rows that
 * met a guest. Throws when the import was discarded meanwhile: then nothing is published.
 */
export async function publishHiddenGuests(
  tx: Db,
  input: { importId: string; eventId: string; updateExisting: boolean; written: WrittenCounts },
): Promise<void> {
  const { importId, eventId, written } = input;
  const published = await tx
    .delete(guestImports)
    .where(and(eq(guestImports.id, importId), eq(guestImports.discarding, false)))
    .returning({ id: guestImports.id });
  if (published.length === 0) throw new Error(`guest import ${importId} was discarded`);
  if (input.updateExisting && written.existing > 0) {
    // A blank cell (a null here) keeps the guest's current value: an import adds what the
    // file says, it never erases. Only the guests the file met have these phones: the
    // import wrote no guest for them.
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
  if (written.created > 0) {
    await tx.execute(sql`
      update event_check_in_totals
      set guests = guests + ${written.created}::int, admissions = admissions + ${written.admissions}::int
      where event_id = ${eventId}::uuid`);
  }
}

/** Deletes the rows of an import that met existing guests, a few hundred per statement. */
export async function dropMetRows(db: Db, importId: string): Promise<void> {
  for (;;) {
    await nextTurn();
    const deleted = await db.execute(sql`
      delete from ${guestImportRows} where import_id = ${importId}::uuid and position in (
        select position from ${guestImportRows} where import_id = ${importId}::uuid
        limit ${DELETE_ROWS})
      returning 1`);
    if (rowCount(deleted) < DELETE_ROWS) return;
  }
}

/** node-postgres and PGlite both answer `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const rowCount = (result: unknown): number => rowsOf(result).length;
