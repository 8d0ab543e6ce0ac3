import { isAxiosError } from '@/lib/http-errors';
import type { GuestLink } from '@karamu/shared';
import { http } from '@/lib/http';
import { guestsEndpoint } from '@/entities/guest';

const linkUrl = (eventId: string, guestId: string) => `${guestsEndpoint(eventId)}/${guestId}/link`;

/** A new answer link; the guest's earlier one stops working. */
export async function issueAnswerLink(eventId: string, guestId: string): Promise<GuestLink> {
  const { data } = await http.post<GuestLink>(linkUrl(eventId, guestId));
  return data;
}

/** The guest's current link, issuing one the first time it is asked for. */
export async function getOrIssueAnswerLink(eventId: string, guestId: string): Promise<GuestLink> {
  try {
    const { data } = await http.get<GuestLink>(linkUrl(eventId, guestId));
    return data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) {
      return issueAnswerLink(eventId, guestId);
    }
    throw error;
  }
}
