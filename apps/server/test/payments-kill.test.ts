/**
 * THE PAYMENTS KILL TEST (decision 0042): 200 M-Pesa prompts are pending when the real
 * server, receiving their callbacks, is killed with SIGKILL and started again on the same
 * data directory; Daraja's callbacks then arrive again, all of them, twice, and the poller
 * asks about the ones whose callback never comes. In the end each member's paid sum equals
 * what the provider collected from them, exactly, and nothing is left pending.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { contributions, members, payments } from '../src/db/schema';
import { paymentPurposes } from '../src/app';
import { createPaymentProvider, createPayments } from '../src/modules/platform/payments';
import { startFakeMpesa, type FakeMpesa, type PromptAnswer } from './support/fake-mpesa';
import { freePort, startServerChild, type ServerChild } from './support/server-child';

const PROMPTS = 200;
const ADMIN_PASSWORD = 'kill-test-admin-password';

let mpesa: FakeMpesa;
let dataDir: string;
let server: ServerChild | undefined;

beforeAll(async () => {
  mpesa = await startFakeMpesa();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'karamu-payments-kill-'));
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await mpesa.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function client(baseUrl: () => string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith('karamu_session='));
    if (session) cookie = session.split(';')[0]!;
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}\n${server?.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Most approve; some decline or cancel; some approve but Daraja never calls back. */
const answerOf = (i: number): { answer: PromptAnswer; callback: boolean } =>
  i % 10 === 0
    ? { answer: 'decline', callback: true }
    : i % 10 === 1
      ? { answer: 'cancel', callback: true }
      : i % 10 === 2
        ? { answer: 'approve', callback: false }
        : { answer: 'approve', callback: true };

it('counts every payment exactly once across a SIGKILL while callbacks arrive', async () => {
  const port = await freePort();
  const env = {
    ...mpesa.env,
    ADMIN_PASSWORD,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    PAYMENT_POLL_MS: '200',
  };
  const start = async () => {
    server = await startServerChild(dataDir, port, env);
  };
  const api = client(() => server!.url);
  await start();
  await api('POST', '/api/login', { username: 'admin', password: ADMIN_PASSWORD });
  const occasion = await api('POST', '/api/occasions', {
    name: 'Kill test michango',
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    defaultCountry: 'KE',
  });
  const people: { id: string; account: string }[] = [];
  for (let i = 0; i < PROMPTS; i += 1) {
    const member = await api('POST', `/api/occasions/${occasion.id}/members`, {
      name: `Member ${i}`,
      pledgedMinor: 1_000_000,
    });
    people.push({ id: member.id, account: `KILL${i}` });
  }
  await server!.kill('SIGTERM');

  // The prompts, started through the core on the same data directory as a pay link would.
  const config = loadConfig({ ...env, DATA_DIR: dataDir, NODE_ENV: 'test' });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const core = createPayments({
    db: database.db,
    provider: createPaymentProvider(config),
    purposes: paymentPurposes,
    // All 200 prompts are for one occasion within the hour (decision 0059's allowance).
    promptsPerHourPerEvent: PROMPTS,
  });
  for (const [i, person] of people.entries()) {
    await core.startPush({
      type: 'occasions',
      occasionId: occasion.id,
      memberId: person.id,
      phone: `+2547${String(10_000_000 + i).slice(-8)}`,
      amountMinor: (100 + i) * 100,
      accountReference: person.account,
      description: 'Michango',
      createdBy: null,
    });
  }
  await database.close();
  expect(mpesa.pushes).toHaveLength(PROMPTS);

  await start();
  // The payers answer; Daraja posts the callbacks, 10 at a time, and the server dies mid-way.
  const deliveries: Promise<unknown>[] = [];
  for (const [i, push] of mpesa.pushes.entries()) {
    const { answer, callback } = answerOf(i);
    deliveries.push(
      mpesa
        .answer(answer, { id: push.checkoutRequestId, callback })
        .catch(() => 'lost with the server'),
    );
    if (deliveries.length % 10 === 0) await Promise.all(deliveries.slice(-10));
    if (i === PROMPTS / 2) await server!.kill('SIGKILL');
  }
  await Promise.all(deliveries);

  await start();
  // Daraja tries again: every callback, twice, some at the same time.
  for (let round = 0; round < 2; round += 1) {
    const withCallback = mpesa.pushes.filter((_, i) => answerOf(i).callback);
    for (let i = 0; i < withCallback.length; i += 10) {
      await Promise.all(
        withCallback.slice(i, i + 10).map((push) => mpesa.sendCallback(push.checkoutRequestId)),
      );
    }
  }
  const truth = mpesa.paidByAccount();
  const expected = [...truth.values()].reduce((a, b) => a + b, 0);
  // The prompts without a callback are settled by the poller's STK queries.
  await until(
    "the occasion's paid total to reach what M-Pesa collected",
    async () => {
      const totals = await api('GET', `/api/occasions/${occasion.id}`);
      return totals.paidMinor === expected ? true : undefined;
    },
    120_000,
  );
  await server!.kill('SIGTERM');

  const check = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const paid = await check.db
      .select({ id: members.id, paid: members.paidMinor })
      .from(members)
      .where(eq(members.occasionId, occasion.id));
    const rows = await check.db
      .select({
        memberId: contributions.memberId,
        sum: sql<string>`sum(${contributions.amountMinor})`,
        count: sql<string>`count(*)`,
      })
      .from(contributions)
      .where(eq(contributions.occasionId, occasion.id))
      .groupBy(contributions.memberId);
    const stored = new Map(paid.map((row) => [row.id, row.paid]));
    const summed = new Map(rows.map((row) => [row.memberId, row]));
    for (const person of people) {
      const collected = truth.get(person.account) ?? 0;
      expect(stored.get(person.id)).toBe(collected);
      expect(Number(summed.get(person.id)?.sum ?? 0)).toBe(collected);
      expect(Number(summed.get(person.id)?.count ?? 0)).toBe(collected > 0 ? 1 : 0);
    }
    const pending = await check.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.status, 'pending'));
    expect(pending).toHaveLength(0);
  } finally {
    await check.close();
  }
}, 400_000);
