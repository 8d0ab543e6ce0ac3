import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAxiosError } from '@/lib/http-errors';
import { API_BASE_PATH, type InvitationCard } from '@karamu/shared';
import { getApiOrigin, http } from '@/lib/http';

/** An event's card: its layout (this path), artwork, preview and downloads under it. */
export const invitationCardEndpoint = (eventId: string) => `/events/${eventId}/invitation-card`;

export const invitationCardKeys = {
  all: ['invitation-cards'] as const,
  details: () => [...invitationCardKeys.all, 'detail'] as const,
  detail: (eventId: string) => [...invitationCardKeys.details(), eventId] as const,
  previewGuests: (eventId: string) =>
    [...invitationCardKeys.all, 'preview-guests', eventId] as const,
  samplePreviews: (eventId: string) =>
    [...invitationCardKeys.all, 'sample-preview', eventId] as const,
  samplePreview: (eventId: string, version: number) =>
    [...invitationCardKeys.samplePreviews(eventId), version] as const,
};

/** The event's card, or null while it has no artwork yet (the API's 404). */
async function getInvitationCard(
  eventId: string,
  signal?: AbortSignal,
): Promise<InvitationCard | null> {
  try {
    const { data } = await http.get<InvitationCard>(invitationCardEndpoint(eventId), { signal });
    return data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

const invitationCardQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: invitationCardKeys.detail(eventId),
    queryFn: ({ signal }) => getInvitationCard(eventId, signal),
  });

/** `enabled` false (no READ_ARTWORK_MAPPINGS) asks nothing: the server would refuse. */
export function useInvitationCard(eventId: string, enabled = true) {
  return useQuery({ ...invitationCardQueryOptions(eventId), enabled: enabled && eventId !== '' });
}

const absolute = (path: string) => `${getApiOrigin()}${API_BASE_PATH}${path}`;

/** The artwork for an `<img>`; the version in the query makes a replaced artwork a new URL. */
export const cardArtworkUrl = (card: Pick<InvitationCard, 'eventId' | 'version'>) =>
  `${absolute(`${invitationCardEndpoint(card.eventId)}/artwork`)}?v=${card.version}`;

/** One guest's card as the server issues it (saved layout), sent as a PNG attachment. */
export const guestCardUrl = (eventId: string, guestId: string) =>
  absolute(`/events/${eventId}/guests/${guestId}/card.png`);
