import { pledgeKeys } from '@/entities/pledges';

/** The occasions list endpoint and the occasions query keys; the data table fetches the pages. */
export const OCCASIONS_ENDPOINT = '/occasions';

export const occasionKeys = {
  all: [...pledgeKeys.all, 'occasions'] as const,
  /** The occasions table's pages (the data table appends its request). */
  lists: () => [...occasionKeys.all, 'list'] as const,
  details: () => [...occasionKeys.all, 'detail'] as const,
  detail: (id: string) => [...occasionKeys.details(), id] as const,
};
