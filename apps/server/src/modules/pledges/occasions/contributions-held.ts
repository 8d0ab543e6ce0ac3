/**
 * No silent cascades over money (decision 0014): an occasion or member that holds
 * contributions is not deleted until the contributions are, each with its own audit entry.
 * Call it with the occasion or member row locked, so a contribution written meanwhile is
 * counted rather than cascaded away. It sits with occasions, the lowest module of the pledges
 * area, so that occasions and members can ask without depending on contributions.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contributions } from '../../../db/schema';
import { conflict } from '../../../lib/http-error';

const HOLDERS = {
  occasion: contributions.occasionId,
  member: contributions.memberId,
} as const;

export async function refuseIfContributionsHeld(
  db: Db,
  holder: keyof typeof HOLDERS,
  id: string,
): Promise<void> {
  const [row] = await db
    .select({ held: count() })
    .from(contributions)
    .where(eq(HOLDERS[holder], id));
  const held = row?.held ?? 0;
  if (held === 0) return;
  const noun = held === 1 ? 'contribution' : 'contributions';
  throw conflict(
    `This ${holder} holds ${held} ${noun}; delete ${held === 1 ? 'it' : 'them'} first`,
  );
}
