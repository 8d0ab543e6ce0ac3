/** The benchmark's steps: seeding guests, calling the API as the web app does, the baseline insert. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../apps/server/src/db/client';
import { messageBatches, messages } from '../../apps/server/src/db/schema';
// The gate's own insert, past its checks: the floor is the statement alone.
import { insertBatch } from '../../apps/server/src/modules/platform/outbound-gate/queue-outbound';

/** "PostgreSQL 15.18", or "PGlite 0.5.16 (PostgreSQL 18.6)": PGlite reports itself in version(). */
export async function describeDatabase(db: Db): Promise<string> {
  const { rows } = (await db.execute(sql`select version() as v`)) as unknown as {
    rows: { v: string }[];
  };
  const text = rows[0]!.v;
  const pglite = /^PostgreSQL ([\d.]+) \(PGlite ([\d.]+)\)/.exec(text);
  return pglite
    ? `PGlite ${pglite[2]} (PostgreSQL ${pglite[1]})`
    : (/^PostgreSQL [\d.]+/.exec(text)?.[0] ?? text);
}

/** A personalised invitation: name, date, venue and the guest's own link in each. */
const SMS_BODY =
  'Habari {guest_name}! Karibu {event_name} {event_date} saa {event_time}, {venue}. Jibu: {rsvp_link}';

export async function benchClient(app: FastifyInstance, adminPassword: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: adminPassword },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  return {
    call,
    async createTemplate(channel: 'sms' | 'email'): Promise<string> {
      const template = await call('POST', '/api/templates', {
        name: `Bench ${channel} ${randomUUID()}`,
        channel,
        audience: 'event-guests',
        body: SMS_BODY,
        ...(channel === 'email'
          ? { subject: 'Karibu {guest_name}', html: `<p>${SMS_BODY}</p>` }
          : {}),
      });
      await call('PUT', `/api/templates/${template.id}/mappings`, {
        items: template.placeholders.map((p: string) => ({
          placeholder: p,
          field: p,
          fallback: null,
        })),
        version: template.version,
      });
      return template.id;
    },
    queue: (templateId: string, eventId: string): Promise<{ id: string; total: number }> =>
      call('POST', '/api/message-batches', {
        templateId,
        contextId: eventId,
        filter: { name: 'all' },
        confirm: true,
      }),
  };
}

/** An event and `count` guests with a mobile number and an address, inserted in one statement. */
export async function seedGuests(
  db: Db,
  api: Awaited<ReturnType<typeof benchClient>>,
  count: number,
): Promise<{ eventId: string }> {
  const event = await api.call('POST', '/api/events', {
    name: 'Harusi ya Amina na Baraka',
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
    venue: 'Safari Park Hotel',
  });
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  await db.execute(sql`
    insert into guests (event_id, name, phone, email)
    select ${event.id}, t.name, t.phone, t.email
    from unnest(
      ${sql.param(numbers.map((i) => `Mgeni ${i} Kamau`))}::text[],
      ${sql.param(numbers.map((i) => `+2547${String(100_000_000 + i).slice(1)}`))}::text[],
      ${sql.param(numbers.map((i) => `mgeni${i}@example.com`))}::text[]
    ) as t(name, phone, email)`);
  return { eventId: event.id };
}

/**
 * The floor for queuing: the batch's rendered rows inserted again as one bulk INSERT (the
 * statement queuing itself uses), into a batch of their own that is then removed.
 */
export async function timeBulkInsert(db: Db, batchId: string): Promise<number> {
  const [batch] = await db.select().from(messageBatches).where(eq(messageBatches.id, batchId));
  const rows = await db.select().from(messages).where(eq(messages.batchId, batchId));
  const planned = rows.map((row) => ({
    recipientKey: row.recipientKey,
    recipientName: row.recipientName,
    address: row.address,
    subject: row.subject,
    body: row.body,
    html: row.html,
    segments: row.segments,
  }));
  const started = performance.now();
  const copyId = await db.transaction((tx) =>
    insertBatch(
      tx,
      {
        templateId: batch!.templateId!,
        channel: batch!.channel,
        audience: batch!.audience,
        contextId: batch!.contextId,
        filter: batch!.recipientFilter,
        isTest: false,
        skipped: [],
        createdBy: batch!.createdBy!,
      },
      planned,
    ),
  );
  const elapsed = performance.now() - started;
  await db.delete(messageBatches).where(eq(messageBatches.id, copyId));
  return elapsed;
}

/** Waits for the worker to end every message of the batch; answers the counts by status. */
export async function untilBatchDone(db: Db, batchId: string): Promise<Record<string, number>> {
  for (;;) {
    const [batch] = await db
      .select({ status: messageBatches.status })
      .from(messageBatches)
      .where(eq(messageBatches.id, batchId));
    if (batch?.status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rows = await db
    .select({ status: messages.status, n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.batchId, batchId))
    .groupBy(messages.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
