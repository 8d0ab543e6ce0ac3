import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { encodeFilters, FILTER_QUERY_PARAM, type AudienceName, type Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { messagingKeys } from '@/entities/messaging';

/** A guest or a member, as the hand-picking list shows them. */
export type RecipientChoice = { id: string; name: string; phone: string | null };

/** Where each audience lists a context's people (both search names and phone digits alike). */
const RECIPIENTS_ENDPOINTS: Readonly<Record<AudienceName, (contextId: string) => string>> = {
  'event-guests': (eventId) => `/events/${eventId}/guests`,
  'occasion-members': (occasionId) => `/occasions/${occasionId}/members`,
};

/** How many matches the hand-picking list shows at once; a search narrows it. */
const RECIPIENT_CHOICES_PAGE = 50;

/** One page of the context's people matching `search` (name, or phone digits), by name. */
async function getRecipientChoices(
  audience: AudienceName,
  contextId: string,
  search: string,
  signal?: AbortSignal,
): Promise<Page<RecipientChoice>> {
  const params = new URLSearchParams({
    fields: 'id,name,phone',
    size: String(RECIPIENT_CHOICES_PAGE),
    sort: 'name',
  });
  for (const value of encodeFilters(
    { search },
    { searchFields: ['name'], exactFields: ['phone'] },
  )) {
    params.append(FILTER_QUERY_PARAM, value);
  }
  const { data } = await http.get<Page<RecipientChoice>>(
    RECIPIENTS_ENDPOINTS[audience](contextId),
    { params, signal },
  );
  return data;
}

export function useRecipientChoices(audience: AudienceName, contextId: string, search: string) {
  return useQuery({
    queryKey: messagingKeys.recipients(audience, contextId, search),
    queryFn: ({ signal }) => getRecipientChoices(audience, contextId, search, signal),
    placeholderData: keepPreviousData,
  });
}
