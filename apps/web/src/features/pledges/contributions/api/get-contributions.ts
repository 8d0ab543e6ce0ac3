import type { Contribution } from '@karamu/shared';
import { pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';

/** Every contribution in the reader's scope (list, create; one contribution under it). */
export const CONTRIBUTIONS_ENDPOINT = '/contributions';

export const contributionKeys = {
  all: [...pledgeKeys.all, 'contributions'] as const,
  /** The contributions table's pages (the data table appends its request). */
  lists: () => [...contributionKeys.all, 'list'] as const,
};

/** The contribution as the server now has it (after a 409, to start again from it). */
export async function getContribution(id: string): Promise<Contribution> {
  const { data } = await http.get<Contribution>(`${CONTRIBUTIONS_ENDPOINT}/${id}`);
  return data;
}
