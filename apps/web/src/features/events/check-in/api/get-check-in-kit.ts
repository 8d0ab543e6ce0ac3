import type { CheckInKit } from '@karamu/shared';
import { http } from '@/lib/http';
import { eventPath } from './check-in-keys';

/**
 * `GET /api/events/:id/check-in-kit`: the guest list and the event's public key. Not a
 * query: the kit is kept in IndexedDB (lib/offline-store.ts), not in the query cache.
 */
export async function getCheckInKit(eventId: string): Promise<CheckInKit> {
  const { data } = await http.get<CheckInKit>(`${eventPath(eventId)}/check-in-kit`);
  return data;
}
