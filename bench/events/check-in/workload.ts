/**
 * What both sides repeat, each time for the next guest in turn: over HTTP the check-in a
 * door device posts (a scanned card code, one person), and through the driver the write
 * that records it, as one statement.
 */
import { randomUUID } from 'node:crypto';
import type { HttpRequest } from '../../list-api/measure';
import type { DirectRequest } from '../../list-api/server-process';
import type { Card } from './seed';

/** How many door devices the requests are spread over (their `deviceId`). */
const DEVICES = 100;

/** `POST /api/events/:id/check-ins` for the n-th card, as a device sends it (check-in-routes.ts). */
export function checkInRequest(eventId: string, cards: readonly Card[], n: number): HttpRequest {
  return {
    method: 'POST',
    path: `/api/events/${eventId}/check-ins`,
    json: {
      clientId: randomUUID(),
      deviceId: `http-${n % DEVICES}`,
      code: cards[n % cards.length]!.code,
      count: 1,
      scannedAt: new Date().toISOString(),
    },
  };
}

/**
 * The floor for recording a check-in: lock the card, insert the check-in with what the
 * card still allows (at most the one asked for), add it to the card's count. One
 * statement, so one transaction on a pooled connection too; the clientId is made by the
 * database, so the same statement may run again for the same guest.
 */
const RECORD_CHECK_IN = `
with card as (
  select id, admissions - checked_in_count as remaining
  from guests where id = $1 and event_id = $2
  for update
), recorded as (
  insert into check_ins (event_id, guest_id, client_id, device_id, requested, admitted, scanned_at, recorded_by)
  select $2, id, gen_random_uuid(), $3, 1, least(1, remaining), now(), $4 from card
  returning guest_id, admitted
)
update guests set checked_in_count = checked_in_count + recorded.admitted
from recorded where guests.id = recorded.guest_id`;

/** One direct request per card, replayed in turn by `runClosedLoop` in the server process. */
export function directCheckIns(
  eventId: string,
  adminId: string,
  cards: readonly Card[],
): DirectRequest[] {
  return cards.map((card, n) => ({
    queries: [
      { text: RECORD_CHECK_IN, params: [card.guestId, eventId, `sql-${n % DEVICES}`, adminId] },
    ],
    parallel: false,
  }));
}
