/**
 * The gate's counts per UTC day in `outbound_daily_counts` (decision 0059): per recipient
 * and for the whole installation. A count is added in the transaction that queues what it
 * counts, by an upsert whose row lock makes a second send at once wait and then see the
 * first one's count; a refusal throws and the transaction (or savepoint) takes the count
 * back with everything else. Counted in the database because several server processes
 * share the limits.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { MessageChannel } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { outboundDailyCounts } from '../../../db/schema';

/** Counts older than this are of no use to any limit or screen, and are deleted. */
const KEEP_DAYS = 31;
const INSTALLATION_KEY = '*';

/**
 * Adds each address's messages to its count of the day; answers the addresses that would
 * pass `cap`, with what each had before, and takes their counts back (they are not sent
 * to). Addresses are counted in sorted order, so two batches with numbers in common lock
 * their rows in the same order.
 */
export async function countRecipients(
  tx: Db,
  channel: MessageChannel,
  addresses: readonly string[],
  day: string,
  cap: number,
): Promise<Map<string, number>> {
  const adding = new Map<string, number>();
  for (const address of addresses) adding.set(address, (adding.get(address) ?? 0) + 1);
  if (adding.size === 0) return adding;
  const keys = [...adding.keys()].sort();
  const result = await tx.execute(sql`
    insert into ${outboundDailyCounts} (day, channel, scope, key, sent)
    select ${day}::date, ${channel}, 'recipient', t.key, t.adding
    from unnest(${sql.param(keys)}::text[], ${sql.param(keys.map((key) => adding.get(key)!))}::int[])
      with ordinality as t(key, adding, n)
    order by t.n
    on conflict (day, channel, scope, key)
      do update set sent = ${outboundDailyCounts.sent} + excluded.sent
    returning key, sent`);
  /** Address → what it had received today before this send. */
  const over = new Map<string, number>();
  const { rows } = result as unknown as { rows: { key: string; sent: number }[] };
  for (const row of rows) {
    const mine = adding.get(row.key) ?? 0;
    if (row.sent > cap) over.set(row.key, row.sent - mine);
  }
  for (const [key, before] of over) {
    await tx
      .update(outboundDailyCounts)
      .set({ sent: before })
      .where(
        and(
          eq(outboundDailyCounts.day, day),
          eq(outboundDailyCounts.channel, channel),
          eq(outboundDailyCounts.scope, 'recipient'),
          eq(outboundDailyCounts.key, key),
        ),
      );
  }
  return over;
}

/** Adds `adding` to the installation's count of the day; answers the count with it. */
export async function countForInstallation(
  tx: Db,
  channel: MessageChannel,
  adding: number,
  day: string,
): Promise<number> {
  const [row] = await tx
    .insert(outboundDailyCounts)
    .values({ day, channel, scope: 'installation', key: INSTALLATION_KEY, sent: adding })
    .onConflictDoUpdate({
      target: [
        outboundDailyCounts.day,
        outboundDailyCounts.channel,
        outboundDailyCounts.scope,
        outboundDailyCounts.key,
      ],
      set: { sent: sql`${outboundDailyCounts.sent} + excluded.sent` },
    })
    .returning({ sent: outboundDailyCounts.sent });
  const sent = row?.sent ?? adding;
  // The day's first send clears out old days: one indexed delete a day.
  if (sent === adding) {
    await tx
      .delete(outboundDailyCounts)
      .where(lt(outboundDailyCounts.day, sql`${day}::date - ${KEEP_DAYS}::int`));
  }
  return sent;
}

/** The installation's count of the day per channel, for the super administrator's screen. */
export async function installationCounts(
  db: Db,
  day: string,
): Promise<Partial<Record<MessageChannel, number>>> {
  const rows = await db
    .select({ channel: outboundDailyCounts.channel, sent: outboundDailyCounts.sent })
    .from(outboundDailyCounts)
    .where(
      and(
        eq(outboundDailyCounts.day, day),
        eq(outboundDailyCounts.scope, 'installation'),
        eq(outboundDailyCounts.key, INSTALLATION_KEY),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.channel, row.sent]));
}
