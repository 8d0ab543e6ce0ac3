import { downloadCardsPdf } from '../api/download-cards-pdf';
import { useInvitationCard } from '../api/get-invitation-card';

/**
 * Whether a guest list offers card downloads: the user reads cards and the event has
 * one. `mayRead` false asks the server nothing.
 */
export function useGuestCards(eventId: string, mayRead: boolean) {
  const card = useInvitationCard(eventId, mayRead);
  return {
    ready: mayRead && card.data != null,
    downloadPdf: (guestIds: readonly string[]) => downloadCardsPdf(eventId, guestIds),
  };
}
