/**
 * A test app with M-Pesa configured against the local Daraja (fake-mpesa.ts), its
 * callbacks injected into the app, a clock the test moves, and an occasion in KES whose
 * members carry account codes (the pay-links area issues them in the product).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/client';
import { contributions, members, paymentCallbacks, users } from '../../src/db/schema';
import type { Actor } from '../../src/lib/access';
import { HttpError } from '../../src/lib/http-error';
import { apiAs } from '../api-client';
import { ADMIN_PASSWORD, createTestApp, loginCookie, type TestApp } from '../test-app';
import { FAKE_MPESA, startFakeMpesa, type FakeMpesa } from './fake-mpesa';
import { createMember, createOccasion } from './pledges-http';

export type PaymentsTest = {
  t: TestApp;
  fake: FakeMpesa;
  api: ReturnType<typeof apiAs>;
  /** Moves the app's clock (sessions and payments) forward. */
  advance(ms: number): void;
  admin: Actor;
  close(): Promise<void>;
};

/** `env` adds to (or overrides) the app's configuration. */
export async function startPaymentsTest(env: Record<string, string> = {}): Promise<PaymentsTest> {
  const fake = await startFakeMpesa();
  let offset = 0;
  const t = await createTestApp(
    { ...fake.env, PUBLIC_BASE_URL: 'https://karamu.example', ...env },
    { now: () => Date.now() + offset },
  );
  // Daraja would call https://karamu.example/...: the app answers the same path here.
  fake.deliver = async (url, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: body as object,
    });
    return { status: response.statusCode, body: response.body };
  };
  const api = apiAs(t, await loginCookie(t.app, 'admin', ADMIN_PASSWORD));
  const [admin] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  const everything = new Set(['ADD_CONTRIBUTIONS', 'UPDATE_PAYMENTS', 'READ_PAYMENTS']);
  return {
    t,
    fake,
    api,
    advance: (ms) => {
      offset += ms;
    },
    admin: {
      userId: admin!.id,
      username: 'admin',
      sessionId: 'test',
      privileges: everything,
      allScopePrivileges: everything,
    },
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

let codes = 0;

/** A member of `occasionId` with an account code, as the pay-links area would issue one. */
export async function memberWithCode(
  p: PaymentsTest,
  occasionId: string,
  name = `Member ${codes + 1}`,
): Promise<{ id: string; accountCode: string }> {
  const member = (await createMember(p.api, occasionId, name, { pledgedMinor: 1_000_000 })) as {
    id: string;
  };
  codes += 1;
  const accountCode = `KR${String(codes).padStart(5, '0')}`;
  await p.t.db.update(members).set({ accountCode }).where(eq(members.id, member.id));
  return { id: member.id, accountCode };
}

export const newOccasion = (p: PaymentsTest, currency = 'KES') =>
  createOccasion(p.api, { currency }) as Promise<{ id: string }>;

/**
 * The start the M-Pesa files share: the payments test app and one KES occasion, ready
 * before the file's tests (handed over through `take`) and closed after them.
 */
export function usePaymentsOccasion(
  take: (started: { p: PaymentsTest; occasionId: string }) => unknown,
) {
  let p: PaymentsTest | undefined;
  beforeAll(async () => {
    p = await startPaymentsTest();
    take({ p, occasionId: (await newOccasion(p)).id });
  });
  afterAll(() => p?.close());
}

/** The member's stored paid sum and the sum of their contribution rows: always equal. */
export async function paidOf(db: Db, memberId: string) {
  const [member] = await db
    .select({ paid: members.paidMinor })
    .from(members)
    .where(eq(members.id, memberId));
  const [rows] = await db
    .select({
      sum: sql<number>`coalesce(sum(${contributions.amountMinor}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(contributions)
    .where(eq(contributions.memberId, memberId));
  return { paid: member!.paid, sum: Number(rows!.sum), contributions: Number(rows!.count) };
}

let phones = 0;

/**
 * What a pay link starts: a prompt to the member's phone for `amountMinor`; unless told,
 * to a number of its own, as one number gets 5 prompts an hour (decision 0059).
 */
export const pushFor = (
  p: PaymentsTest,
  occasionId: string,
  member: { id: string; accountCode: string },
  amountMinor: number,
  phone = `+2547125${String(++phones).padStart(5, '0')}`,
) =>
  p.t.app.payments.startPush({
    type: 'occasions',
    occasionId,
    memberId: member.id,
    phone,
    amountMinor,
    accountReference: member.accountCode,
    description: 'Michango',
    createdBy: null,
  });

/** Daraja's STK callback URL, with our secret unless told another. */
export const stkPath = (secret: string = FAKE_MPESA.callbackSecret) =>
  `/api/payments/mpesa/stk-callback/${secret}`;

/** The callbacks kept for a payment, as they arrived. */
export const callbacksOf = (p: PaymentsTest, paymentId: string) =>
  p.t.db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.paymentId, paymentId))
    .orderBy(paymentCallbacks.receivedAt);

export async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}
