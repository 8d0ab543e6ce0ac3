import { useQuery } from '@tanstack/react-query';
import type { Guest, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { invitationCardKeys } from '@/entities/invitation-card';

/** Enough to pick someone to design with; the guests tab is where the whole list lives. */
const PREVIEW_GUESTS = 100;

/** What a card says about a guest, so the editor can draw it for them. */
export type PreviewGuest = Pick<Guest, 'id' | 'name' | 'cardType' | 'admissions' | 'tableName'>;

async function getPreviewGuests(eventId: string, signal?: AbortSignal): Promise<PreviewGuest[]> {
  const { data } = await http.get<Page<Guest>>(`/events/${eventId}/guests`, {
    params: { sort: 'name', size: PREVIEW_GUESTS, fields: 'id,name,cardType,admissions,tableName' },
    signal,
  });
  return data.items;
}

export function usePreviewGuests(eventId: string) {
  return useQuery({
    queryKey: invitationCardKeys.previewGuests(eventId),
    queryFn: ({ signal }) => getPreviewGuests(eventId, signal),
    staleTime: 60_000,
  });
}
