/**
 * The queries of a members import: the phone numbers the occasion's members already have,
 * and the checked rows written as members, a slice of packs per statement, inside the
 * import's one transaction.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SHEET_IMPORT_PACK_ROWS } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { members } from '../../../db/schema';
import type { OpeningContribution } from '../contributions';

/** Phone (E.164) to the name of the occasion's member who has it. */
export async function getMemberNamesByPhone(
  db: Db,
  occasionId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: members.name, phone: members.phone })
    .from(members)
    .where(and(eq(members.occasionId, occasionId), isNotNull(members.phone)));
  return new Map(rows.map((row) => [row.phone!, row.name]));
}

/** 1,000 rows a statement: a few milliseconds each, and few statements for a long list. */
const PACKS_PER_STATEMENT = 1000 / SHEET_IMPORT_PACK_ROWS;

export type WrittenMembers = {
  created: number;
  pledgedMinor: number;
  /** The new members who had already paid, with the amount: their opening contributions. */
  paid: OpeningContribution[];
};

/**
 * Writes the packed rows (`{ row, record }`, made by the upload worker) as members of the
 * occasion, in file order, leaving out the spreadsheet rows in `leaveOut`. The rows go to
 * the database as JSON and are taken apart there; each new member's id is made in the
 * statement (a materialized CTE, read twice: once to insert, once to answer).
 */
export async function writeImportedMembers(
  tx: Db,
  input: { occasionId: string; createdBy: string; packs: readonly string[]; leaveOut: number[] },
): Promise<WrittenMembers> {
  const totals: WrittenMembers = { created: 0, pledgedMinor: 0, paid: [] };
  const leaveOut = JSON.stringify(input.leaveOut);
  for (let next = 0; next < input.packs.length; next += PACKS_PER_STATEMENT) {
    const packs = input.packs.slice(next, next + PACKS_PER_STATEMENT);
    // The packs are JSON arrays: joined into one without parsing them.
    const rows = `[${packs.map((pack) => pack.slice(1, -1)).join(',')}]`;
    const result = await tx.execute(sql`
      with input as materialized (
        select gen_random_uuid() as id, r.at,
          m->>'name' as name, m->>'phone' as phone, m->>'email' as email, m->>'notes' as notes,
          (m->>'pledgedMinor')::bigint as pledged, (m->>'paidMinor')::bigint as paid
        from jsonb_array_elements(${rows}::jsonb) with ordinality as r(v, at),
          lateral (select r.v->'record') as x(m)
        where (r.v->>'row')::integer not in (
          select value::integer from jsonb_array_elements_text(${leaveOut}::jsonb))
      ), written as (
        insert into ${members} (id, occasion_id, created_by, name, phone, email, notes,
          pledged_minor)
        select i.id, ${input.occasionId}::uuid, ${input.createdBy}::uuid, i.name, i.phone,
          i.email, i.notes, i.pledged
        from input i
        order by i.at
        returning id
      )
      select (select count(*) from written)::integer as created,
        (select coalesce(sum(pledged), 0) from input)::text as pledged,
        (select coalesce(json_agg(json_build_object('memberId', id, 'amountMinor', paid)
          order by at), '[]'::json) from input where paid > 0)::text as paid`);
    const [counts] = (
      result as unknown as { rows: { created: number; pledged: string; paid: string }[] }
    ).rows;
    totals.created += counts!.created;
    totals.pledgedMinor += Number(counts!.pledged);
    totals.paid.push(...(JSON.parse(counts!.paid) as OpeningContribution[]));
  }
  return totals;
}
