import { useQuery } from '@tanstack/react-query';
import type { CardField } from '@karamu/shared';
import { postForBlob } from '@/lib/blob-request';
import { invitationCardEndpoint, invitationCardKeys } from '@/entities/invitation-card';

export type PreviewCardRequest = {
  eventId: string;
  /** The layout to draw, saved or not. */
  fields: readonly CardField[];
  /** A guest of the event; without one the server draws SAMPLE_CARD_GUEST. */
  guestId?: string;
  signal?: AbortSignal;
};

/** The card as the server draws it (PNG), so the preview is exactly what guests get. */
export async function previewCard({
  eventId,
  fields,
  guestId,
  signal,
}: PreviewCardRequest): Promise<Blob> {
  const { blob } = await postForBlob(
    `${invitationCardEndpoint(eventId)}/preview`,
    { fields, ...(guestId ? { guestId } : {}) },
    signal,
  );
  return blob;
}

/** The saved layout drawn for the sample guest; a new version is a new picture. */
export function useSampleCardPreview(
  card: { eventId: string; version: number; fields: readonly CardField[] } | null,
) {
  return useQuery({
    queryKey: invitationCardKeys.samplePreview(card?.eventId ?? '', card?.version ?? 0),
    queryFn: ({ signal }) => previewCard({ eventId: card!.eventId, fields: card!.fields, signal }),
    enabled: card !== null,
    staleTime: Infinity,
  });
}
