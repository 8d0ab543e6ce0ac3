import type { Member } from '@karamu/shared';
import { http } from '@/lib/http';
import { pledgeKeys } from './pledge-keys';

/** Every member in the reader's scope, across occasions; one member under it. */
export const MEMBERS_ENDPOINT = '/members';
/** An occasion's members (list, create). */
export const occasionMembersEndpoint = (occasionId: string) => `/occasions/${occasionId}/members`;

export const memberKeys = {
  all: [...pledgeKeys.all, 'members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  /** One occasion's members table (the data table appends its request). */
  occasionList: (occasionId: string) => [...memberKeys.lists(), 'occasion', occasionId] as const,
  /** The all-members table. */
  everyone: () => [...memberKeys.lists(), 'everyone'] as const,
  /** An occasion's members by name, for choosing one. */
  choices: (occasionId: string) => [...memberKeys.all, 'choices', occasionId] as const,
  /** Every member by name, for the contributions table's member filter. */
  allChoices: () => [...memberKeys.all, 'all-choices'] as const,
};

/** The member as the server now has it (after a 409, to start again from it). */
export async function getMember(id: string): Promise<Member> {
  const { data } = await http.get<Member>(`${MEMBERS_ENDPOINT}/${id}`);
  return data;
}
