/** Events and guests arranged through the API, for tests that act on them in the browser. */
import type { APIRequestContext } from '@playwright/test';
import { getJson, postJson } from './api';

export type GuestInput = {
  name: string;
  cardType: 'single' | 'double' | 'family';
  admissions: number;
};

/** A new event a month ahead in Nairobi, made by whoever `request` is signed in as. */
export async function createEventByApi(
  request: APIRequestContext,
  name: string,
): Promise<{ id: string; name: string }> {
  const event = await postJson<{ id: string }>(request, '/api/events', {
    name,
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  return { id: event.id, name };
}

export const addGuestByApi = (request: APIRequestContext, eventId: string, guest: GuestInput) =>
  postJson<{ id: string }>(request, `/api/events/${eventId}/guests`, guest);

export type CheckInSummary = { checkedIn: number; overAdmitted: number; guestsArrived: number };

/** The event's door counters as the server has them. */
export const checkInSummaryByApi = (request: APIRequestContext, eventId: string) =>
  getJson<CheckInSummary>(request, `/api/events/${eventId}/check-ins/summary`);
