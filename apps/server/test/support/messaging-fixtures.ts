/** What the messaging tests set up again and again: an event with guests, a template, a worker. */
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { AudienceName } from '@karamu/shared';
import { apiAs, inDays } from '../api-client';
import { ADMIN_PASSWORD, asWebApp, createTestApp, loginCookie, type TestApp } from '../test-app';
import type { Config } from '../../src/config';
import { startDeliveryWorker, systemClock, type Clock } from '../../src/modules/platform/messaging';

type Api = ReturnType<typeof apiAs>;

/** A Kenyan mobile number (07xx), different for each `n`. */
export const mobile = (n: number) => `+2547${String(100_000_000 + n).slice(1)}`;

export type GuestRow = { name: string; phone?: string; email?: string };

/** Guests as rows of `count`, each with a distinct mobile number. */
export const guestRows = (count: number, from = 1): GuestRow[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Guest ${from + i}`, phone: mobile(from + i) }));

/** An event whose guests come in through the CSV import (one request, as an organiser would). */
export async function createEventWithGuests(
  t: TestApp,
  cookie: string,
  rows: readonly GuestRow[],
): Promise<{ eventId: string }> {
  const admin = apiAs(t, cookie);
  const { body: event, status } = await admin('POST', '/api/events', {
    name: 'Harusi ya Amina',
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
    venue: 'Safari Park',
  });
  if (status !== 201) throw new Error(`event: ${status} ${JSON.stringify(event)}`);
  if (rows.length > 0) await importGuests(t, cookie, event.id, rows);
  return { eventId: event.id };
}

const csvCell = (text: string | undefined) => `"${(text ?? '').replace(/"/g, '""')}"`;

async function importGuests(
  t: TestApp,
  cookie: string,
  eventId: string,
  rows: readonly GuestRow[],
): Promise<void> {
  const csv = [
    'Name,Phone,Email',
    ...rows.map((r) => [r.name, r.phone, r.email].map(csvCell).join(',')),
  ].join('\r\n');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/guests/import?dryRun=false`,
    headers: { ...asWebApp(cookie), 'content-type': 'text/csv' },
    payload: csv,
  });
  if (response.statusCode !== 200)
    throw new Error(`import: ${response.statusCode} ${response.body}`);
}

/** A template with every placeholder mapped to the field of its own name. */
export async function createTemplate(
  admin: Api,
  template: {
    channel: 'sms' | 'email';
    body: string;
    subject?: string;
    html?: string;
    name?: string;
    /** `event-guests` unless given. */
    audience?: AudienceName;
  },
): Promise<string> {
  const created = await admin('POST', '/api/templates', {
    name: template.name ?? `Template ${Math.random().toString(36).slice(2)}`,
    audience: 'event-guests',
    ...template,
  });
  if (created.status !== 201)
    throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  const placeholders: string[] = created.body.placeholders;
  if (placeholders.length > 0) {
    const mapped = await admin('PUT', `/api/templates/${created.body.id}/mappings`, {
      items: placeholders.map((placeholder) => ({
        placeholder,
        field: placeholder,
        fallback: null,
      })),
      version: created.body.version,
    });
    if (mapped.status !== 200)
      throw new Error(`mappings: ${mapped.status} ${JSON.stringify(mapped.body)}`);
  }
  return created.body.id;
}

/** Quiet; MESSAGING_TEST_LOG=warn (or debug) shows what the worker logs while a test runs. */
const workerLogger = pino({ level: process.env.MESSAGING_TEST_LOG ?? 'silent' });

/** The app's worker; `config` stands for the same server restarted with other settings. */
export function startWorker(t: TestApp, clock: Clock = systemClock, config: Config = t.config) {
  return startDeliveryWorker({
    db: t.db,
    config,
    clock,
    logger: workerLogger,
    messaging: t.app.messaging,
  });
}

export type WorkerApp<P> = {
  t: TestApp;
  provider: P;
  cookie: string;
  admin: Api;
  worker: ReturnType<typeof startWorker>;
};

/**
 * The start the sending files share: a local provider, the app configured for it, the
 * administrator signed in and a delivery worker running, handed over through `take` (which
 * may go on to set up more); after the file's tests the worker stops first and the provider
 * closes last.
 */
export function useWorkerApp<P extends { close(): Promise<void> }>(
  startProvider: () => Promise<P>,
  envOf: (provider: P) => Record<string, string>,
  take: (started: WorkerApp<P>) => unknown,
) {
  let started: WorkerApp<P> | undefined;
  beforeAll(async () => {
    const provider = await startProvider();
    const t = await createTestApp(envOf(provider));
    const cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
    started = { t, provider, cookie, admin: apiAs(t, cookie), worker: startWorker(t) };
    await take(started);
  });
  afterAll(async () => {
    await started?.worker.stop();
    await started?.t.close();
    await started?.provider.close();
  });
}

/** Polls `check` until it answers a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined | false;
  while (Date.now() < until) {
    last = await check();
    if (last !== undefined && last !== false) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

/** Polls the batch until nothing of it is queued or sending. */
export async function waitForBatch(admin: Api, batchId: string, timeoutMs = 20_000) {
  return waitFor(
    `batch ${batchId} to finish`,
    async () => {
      const { body } = await admin('GET', `/api/message-batches/${batchId}`);
      return body.status === 'completed' || body.status === 'cancelled' ? body : undefined;
    },
    timeoutMs,
  );
}
