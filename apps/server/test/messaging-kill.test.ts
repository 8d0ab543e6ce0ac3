/**
 * THE KILL TEST (decision 0011): the real server, queuing 300 SMS to a slow provider, is
 * killed with SIGKILL mid-batch and started again on the same data directory. When the
 * batch has finished, the provider has accepted exactly one message per recipient, and
 * the database says every one was sent: no message lost, none doubled.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeSmsProvider, type FakeSmsProvider } from './support/fake-sms-provider';
import { guestRows } from './support/messaging-fixtures';
import { freePort, startServerChild, type ServerChild } from './support/server-child';

const RECIPIENTS = 300;
const ADMIN_PASSWORD = 'kill-test-admin-password';

let sms: FakeSmsProvider;
let dataDir: string;
let server: ServerChild | undefined;

beforeAll(async () => {
  sms = await startFakeSmsProvider('africastalking');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'karamu-kill-test-'));
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await sms.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** JSON calls as the web app makes them, with the session cookie once signed in. */
function client(baseUrl: () => string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown, contentType = 'application/json') => {
    const response = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    // The session cookie (a sign-in also sets the device cookie, decision 0016).
    const session = response.headers.getSetCookie().find((c) => c.startsWith('karamu_session='));
    if (session) cookie = session.split(';')[0]!;
    const text = await response.text();
    const json = text ? JSON.parse(text) : undefined;
    if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return json;
  };
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}\n${server?.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('resumes after SIGKILL mid-batch without sending anything twice or skipping anyone', async () => {
  const port = await freePort();
  const env = {
    ...sms.env,
    ADMIN_PASSWORD,
    PROVIDER_TIMEOUT_MS: '2000',
    // Short, so the claims the killed process held lapse soon after the restart.
    MESSAGE_LEASE_MS: '5000',
    MESSAGE_RETRY_BASE_MS: '100',
    WORKER_POLL_MS: '100',
    SMS_RATE_PER_SECOND: '40',
  };
  const start = async () => {
    server = await startServerChild(dataDir, port, env);
  };
  const api = client(() => server!.url);
  sms.setDelay(100);
  await start();

  await api('POST', '/api/login', { username: 'admin', password: ADMIN_PASSWORD });
  const event = await api('POST', '/api/events', {
    name: 'Kill test wedding',
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  const rows = guestRows(RECIPIENTS);
  const csv = ['Name,Phone', ...rows.map((row) => `${row.name},${row.phone}`)].join('\r\n');
  await api('POST', `/api/events/${event.id}/guests/import?dryRun=false`, csv, 'text/csv');
  const template = await api('POST', '/api/templates', {
    name: 'Kill test invitation',
    channel: 'sms',
    audience: 'event-guests',
    body: 'Karibu {guest_name}: {rsvp_link}',
  });
  await api('PUT', `/api/templates/${template.id}/mappings`, {
    items: template.placeholders.map((p: string) => ({ placeholder: p, field: p, fallback: null })),
    version: template.version,
  });
  const batch = await api('POST', '/api/message-batches', {
    templateId: template.id,
    contextId: event.id,
    filter: { name: 'all' },
    confirm: true,
  });
  expect(batch.total).toBe(RECIPIENTS);

  await until(
    'a third of the batch at the provider',
    async () => (sms.accepted.length >= RECIPIENTS / 3 ? true : undefined),
    60_000,
  );
  await server!.kill('SIGKILL');
  const acceptedAtKill = sms.accepted.length;
  expect(acceptedAtKill).toBeLessThan(RECIPIENTS);

  await start();
  const finished = await until(
    'the batch to finish after the restart',
    async () => {
      const progress = await api('GET', `/api/message-batches/${batch.id}`);
      return progress.status === 'completed' ? progress : undefined;
    },
    120_000,
  );

  // The provider: every recipient exactly once.
  expect(sms.accepted).toHaveLength(RECIPIENTS);
  const perPhone = new Map<string, number>();
  for (const message of sms.accepted) perPhone.set(message.to, (perPhone.get(message.to) ?? 0) + 1);
  expect(new Set(rows.map((row) => row.phone))).toEqual(new Set(perPhone.keys()));
  expect([...perPhone.values()].every((n) => n === 1)).toBe(true);
  // The database: every one sent, with the provider's id for it.
  expect(finished.counts).toMatchObject({ sent: RECIPIENTS, queued: 0, sending: 0, failed: 0 });
  const page = await api(
    'GET',
    `/api/messages?filter=batchId:in:${batch.id}&size=100&fields=providerMessageId`,
  );
  expect(page.total).toBe(RECIPIENTS);
  const ids = new Set(sms.accepted.map((m) => m.messageId));
  expect(page.items.every((m: { providerMessageId: string }) => ids.has(m.providerMessageId))).toBe(
    true,
  );
  console.info(
    `kill test: ${acceptedAtKill} accepted before SIGKILL; ${sms.repeats} requests sent again (after the restart or a timeout) were answered from their idempotency key`,
  );
}, 300_000);
