/**
 * The payments benchmark's steps: the real app (`buildApp`) configured for a local
 * Flutterwave (PAYMENT_PROVIDER and the FLW_* variables, decision 0046), prompts to seed
 * pending payments, the callbacks posted over HTTP with their latencies, and the totals
 * checked against the provider's.
 */
import type { AddressInfo } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { contributions, members, occasions, payments } from '../../apps/server/src/db/schema';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { PaymentsCore } from '../../apps/server/src/modules/platform/payments/payments-core';
import { FLUTTERWAVE_WEBHOOK_PATH } from '../../apps/server/src/modules/platform/payments/providers/flutterwave-routes';
import {
  startFakeFlutterwave,
  type FakeFlutterwave,
} from '../../apps/server/test/support/fake-flutterwave';

export type Bench = {
  db: Db;
  fake: FakeFlutterwave;
  core: PaymentsCore;
  webhookUrl: string;
  close(): Promise<void>;
};

export async function startBench(db: Db): Promise<Bench> {
  const fake = await startFakeFlutterwave();
  const config = loadConfig({
    ...fake.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-karamu-web-dist',
    // One occasion prompts every seeded member at once: its hourly allowance (decision
    // 0059) would stop the seed, while the gate's locks and counts are still measured.
    PAYMENT_PROMPTS_PER_HOUR_PER_EVENT: '100000000',
  });
  const app = await buildApp({ db, config });
  const core = app.payments;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const webhookUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${FLUTTERWAVE_WEBHOOK_PATH}`;
  fake.setWebhookUrl(webhookUrl);
  return {
    db,
    fake,
    core,
    webhookUrl,
    async close() {
      await app.close();
      await fake.close();
    },
  };
}

/** Runs `task` over `items` with at most `inFlight` at once, in order of start. */
async function eachInFlight<T>(
  items: readonly T[],
  inFlight: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
}

/** A small seeded generator (mulberry32), so every run sends the same sequence. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Seeded = {
  occasionId: string;
  paymentIds: string[];
  promptsPerSecond: number;
};

/**
 * An occasion in KES with `count` members, one prompt each through the core (pending row,
 * then the charge at Flutterwave), then the payers answer: nine in ten approve, one in ten
 * declines. No webhook is sent yet.
 */
export async function seedPending(bench: Bench, count: number): Promise<Seeded> {
  const { db, core, fake } = bench;
  const [occasion] = await db
    .insert(occasions)
    .values({
      name: 'Bench harambee',
      startsAt: new Date(Date.now() + 30 * 86_400_000),
      timeZone: 'Africa/Nairobi',
      currency: 'KES',
      defaultCountry: 'KE',
    })
    .returning({ id: occasions.id });
  const occasionId = occasion!.id;
  const rows = Array.from({ length: count }, (_, i) => ({
    occasionId,
    name: `Member ${i + 1}`,
    phone: `+2547${String(i + 1).padStart(8, '0')}`,
    pledgedMinor: 1_000_000,
    accountCode: `BENCH${i + 1}`,
  }));
  const seededMembers: { id: string; phone: string | null; accountCode: string | null }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    seededMembers.push(
      ...(await db
        .insert(members)
        .values(rows.slice(i, i + 1000))
        .returning({ id: members.id, phone: members.phone, accountCode: members.accountCode })),
    );
  }
  // By member, not by which prompt finished first: every run declines the same members.
  const paymentIds: string[] = Array.from({ length: count });
  const started = performance.now();
  await eachInFlight(
    seededMembers.map((member, index) => ({ member, index })),
    8,
    async ({ member, index }) => {
      const payment = await core.startPush({
        type: 'occasions',
        occasionId,
        memberId: member.id,
        phone: member.phone!,
        // Whole shillings from 100 to 4,999: M-Pesa moves no cents.
        amountMinor: (100 + ((index * 37) % 4900)) * 100,
        accountReference: member.accountCode!,
        description: 'Bench harambee',
        createdBy: null,
      });
      paymentIds[index] = payment.id;
    },
  );
  const promptsPerSecond = Math.round(count / ((performance.now() - started) / 1000));
  paymentIds.forEach((id, index) =>
    index % 10 === 9 ? fake.decline(id, 'Insufficient funds in wallet') : fake.approve(id),
  );
  return { occasionId, paymentIds, promptsPerSecond };
}

export type CallbackSummary = {
  callbacks: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 200. */
  failures: number;
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (value: number) => Number(value.toFixed(2));

/**
 * Posts `total` webhooks: one per payment, the rest repeats of random ones, shuffled (the
 * same seeded order in every run). `settle` sends charge.completed; `baseline` sends the
 * same bodies as transfer.completed, which the route checks and keeps but does not query.
 */
export async function postCallbacks(
  bench: Bench,
  seeded: Seeded,
  total: number,
  inFlight: number,
  mode: 'settle' | 'baseline',
): Promise<{ summary: CallbackSummary; outcomes: Record<string, number> }> {
  const random = seededRandom(18);
  const ids = seeded.paymentIds;
  const sequence = [
    ...ids,
    ...Array.from({ length: total - ids.length }, () => ids[Math.floor(random() * ids.length)]!),
  ];
  for (let i = sequence.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [sequence[i], sequence[j]] = [sequence[j]!, sequence[i]!];
  }
  const requests = sequence.map((txRef) => {
    const { headers, body } = bench.fake.webhookRequest(txRef);
    return {
      headers,
      body: mode === 'settle' ? body : body.replace('"charge.completed"', '"transfer.completed"'),
    };
  });
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let failures = 0;
  const started = performance.now();
  await eachInFlight(requests, inFlight, async ({ headers, body }) => {
    const sent = performance.now();
    const response = await fetch(bench.webhookUrl, { method: 'POST', headers, body });
    const answer = (await response.json()) as { message: string };
    latencies.push(performance.now() - sent);
    if (response.status !== 200) failures += 1;
    const outcome = answer.message.replace(/^Received: /, '');
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  });
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    summary: {
      callbacks: total,
      seconds: round(seconds),
      perSecond: Math.round(total / seconds),
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1)!),
      failures,
    },
    outcomes,
  };
}

export type Totals = {
  currency: string;
  /** What the provider says was paid: its successful charges. */
  providerPaidMinor: number;
  providerSuccessful: number;
  contributionsMinor: number;
  contributions: number;
  membersPaidMinor: number;
  succeededPayments: number;
};

/** The sums from the rows, which must equal the provider's: otherwise the run fails. */
export async function checkTotals(bench: Bench, seeded: Seeded): Promise<Totals> {
  const { db, fake } = bench;
  const [given] = await db
    .select({ minor: sql<string>`coalesce(sum(${contributions.amountMinor}), 0)`, n: count() })
    .from(contributions)
    .where(eq(contributions.occasionId, seeded.occasionId));
  const [paid] = await db
    .select({ minor: sql<string>`coalesce(sum(${members.paidMinor}), 0)` })
    .from(members)
    .where(eq(members.occasionId, seeded.occasionId));
  const [succeeded] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.occasionId, seeded.occasionId), eq(payments.status, 'succeeded')));
  const totals: Totals = {
    currency: 'KES',
    providerPaidMinor: fake.successfulTotals().KES ?? 0,
    providerSuccessful: fake.charges.filter((charge) => charge.status === 'successful').length,
    contributionsMinor: Number(given!.minor),
    contributions: given!.n,
    membersPaidMinor: Number(paid!.minor),
    succeededPayments: succeeded!.n,
  };
  if (
    totals.contributionsMinor !== totals.providerPaidMinor ||
    totals.membersPaidMinor !== totals.providerPaidMinor ||
    totals.contributions !== totals.providerSuccessful ||
    totals.succeededPayments !== totals.providerSuccessful
  ) {
    throw new Error(`The totals differ from the provider's: ${JSON.stringify(totals)}`);
  }
  return totals;
}
