import type { CheckInInput, CheckInVerdict } from '@karamu/shared';
import { http } from '@/lib/http';
import { eventPath } from './check-in-keys';

/**
 * A door cannot wait 30 s: past this the check-in is made offline instead (same clientId,
 * so if the server did record it, the sync answers the first verdict and records nothing).
 */
const ONLINE_CHECK_IN_TIMEOUT_MS = 8000;

/** `POST /api/events/:id/check-ins`: admit on a card now. */
export async function recordCheckIn(eventId: string, input: CheckInInput): Promise<CheckInVerdict> {
  const { data } = await http.post<CheckInVerdict>(`${eventPath(eventId)}/check-ins`, input, {
    timeout: ONLINE_CHECK_IN_TIMEOUT_MS,
  });
  return data;
}
