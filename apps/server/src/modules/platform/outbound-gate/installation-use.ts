/** What the installation sent today per channel against its daily budget (decision 0059). */
import { MESSAGE_CHANNELS, type OutboundUse } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { installationCounts } from './daily-counts';
import type { OutboundGate } from './gate';
import { nextUtcMidnight, utcDayOf } from './utc-day';

export async function getInstallationUse(
  db: Db,
  gate: OutboundGate,
  now: Date = new Date(),
): Promise<OutboundUse> {
  const counts = await installationCounts(db, utcDayOf(now));
  return {
    channels: MESSAGE_CHANNELS.map((channel) => ({
      channel,
      usedToday: counts[channel] ?? 0,
      budget: gate.limits.dailyBudget[channel],
    })),
    recipientDailyCap: gate.limits.recipientDailyCap,
    resetsAt: nextUtcMidnight(now).toISOString(),
  };
}
