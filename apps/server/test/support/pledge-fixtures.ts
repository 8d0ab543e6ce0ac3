/**
 * Occasions with members who pledged and paid, for the reminder tests, made through the
 * pledges API (every rule of it applies; paid is what the contributions add up to).
 */
import type { apiAs } from '../api-client';
import { contribute, createMember, createOccasion } from './pledges-http';

type Api = ReturnType<typeof apiAs>;

export type MemberRow = {
  name: string;
  phone?: string;
  /** Minor units of the occasion's currency. */
  pledged: number;
  /** Paid in one contribution, if at all. */
  paid?: number;
};

export type TestOccasion = { id: string; name: string; startsAt: string; version: number };

/** An occasion in Nairobi in KES, `days` from now at 11:00 UTC (14:00 there). */
export async function newOccasion(
  api: Api,
  options: { name?: string; days?: number } = {},
): Promise<TestOccasion> {
  const startsAt = new Date(Date.now() + (options.days ?? 30) * 86_400_000);
  startsAt.setUTCHours(11, 0, 0, 0);
  return createOccasion(api, {
    name: options.name ?? 'Harusi ya Neema',
    startsAt: startsAt.toISOString(),
  });
}

/** The occasion's members with their pledges and contributions; answers them in order. */
export async function addMembers(api: Api, occasionId: string, rows: readonly MemberRow[]) {
  const added: { id: string; name: string }[] = [];
  for (const row of rows) {
    const member = await createMember(api, occasionId, row.name, {
      pledgedMinor: row.pledged,
      ...(row.phone ? { phone: row.phone } : {}),
    });
    if (row.paid) await contribute(api, member.id, row.paid);
    added.push(member);
  }
  return added;
}
