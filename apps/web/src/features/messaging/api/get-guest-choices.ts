import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { encodeFilters, FILTER_QUERY_PARAM, type Guest, type Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { messagingKeys } from './messaging-keys';

export type GuestChoice = Pick<Guest, 'id' | 'name' | 'phone'>;

/** How many matches the hand-picking list shows at once; a search narrows it. */
export const GUEST_CHOICES_PAGE = 50;

/** One page of an event's guests matching `search` (name, or phone digits), by name. */
export async function getGuestChoices(
  eventId: string,
  search: string,
  signal?: AbortSignal,
): Promise<Page<GuestChoice>> {
  const params = new URLSearchParams({
    fields: 'id,name,phone',
    size: String(GUEST_CHOICES_PAGE),
    sort: 'name',
  });
  for (const value of encodeFilters(
    { search },
    { searchFields: ['name'], exactFields: ['phone'] },
  )) {
    params.append(FILTER_QUERY_PARAM, value);
  }
  const { data } = await http.get<Page<GuestChoice>>(`/events/${eventId}/guests`, {
    params,
    signal,
  });
  return data;
}

export function useGuestChoices(eventId: string, search: string) {
  return useQuery({
    queryKey: messagingKeys.guests(eventId, search),
    queryFn: ({ signal }) => getGuestChoices(eventId, search, signal),
    placeholderData: keepPreviousData,
  });
}
