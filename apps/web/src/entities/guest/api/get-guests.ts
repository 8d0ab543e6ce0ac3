import type { Guest } from '@karamu/shared';
import { http } from '@/lib/http';

/** An event's guests (list, create; one guest under it). */
export const guestsEndpoint = (eventId: string) => `/events/${eventId}/guests`;
/** Every guest in the reader's scope, across events. */
export const ATTENDEES_ENDPOINT = '/attendees';

export const guestKeys = {
  all: ['guests'] as const,
  lists: () => [...guestKeys.all, 'list'] as const,
  /** One event's guest table (the data table appends its request). */
  eventList: (eventId: string) => [...guestKeys.lists(), 'event', eventId] as const,
  /** The all-guests table. */
  attendees: () => [...guestKeys.lists(), 'attendees'] as const,
  eventChoices: () => [...guestKeys.all, 'event-choices'] as const,
};

export async function getGuest(eventId: string, guestId: string): Promise<Guest> {
  const { data } = await http.get<Guest>(`${guestsEndpoint(eventId)}/${guestId}`);
  return data;
}
