import type { CheckInInput, CheckInSyncResult } from '@karamu/shared';
import { http } from '@/lib/http';
import { eventPath } from './check-in-keys';

/** `POST /api/events/:id/check-ins/sync`: check-ins this device made offline (≤ MAX_SYNC_BATCH). */
export async function syncCheckIns(
  eventId: string,
  items: CheckInInput[],
): Promise<CheckInSyncResult> {
  const { data } = await http.post<CheckInSyncResult>(`${eventPath(eventId)}/check-ins/sync`, {
    items,
  });
  return data;
}
