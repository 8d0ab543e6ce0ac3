import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@karamu/shared';
import { http } from '@/lib/http';

export const invitationKeys = {
  all: ['invitation'] as const,
  detail: (token: string) => [...invitationKeys.all, token] as const,
};

/** The API path of a guest's invitation (the page's first render asks it too, decision 0032). */
export const invitationPath = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/**
 * The API path of the guest's card image: `webp` is what their answer page shows, `png` the
 * print-size download (decision 0035).
 */
export const invitationCardPath = (token: string, format: 'png' | 'webp') =>
  `${invitationPath(token)}/card.${format}`;
/** The door QR on its own, drawn large (issue 29). */
export const doorQrPath = (token: string) => `${invitationPath(token)}/door-qr.svg`;

async function getInvitation(token: string): Promise<Invitation> {
  const { data } = await http.get<Invitation>(invitationPath(token));
  return data;
}

/** A 404 means the link is not valid: asking again will not change that. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(token),
    queryFn: () => getInvitation(token),
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
