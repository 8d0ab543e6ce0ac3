import type { ShareLink } from '@karamu/shared';
import { http } from '@/lib/http';
import { occasionMembersEndpoint } from '@/entities/pledges';

/** The member's pay link, issued the first time it is asked for and kept after. */
export async function getPayLink(occasionId: string, memberId: string): Promise<ShareLink> {
  const { data } = await http.get<ShareLink>(
    `${occasionMembersEndpoint(occasionId)}/${memberId}/link`,
  );
  return data;
}
