/** The events list endpoint and the events query keys; the data table fetches the pages. */
export const EVENTS_ENDPOINT = '/events';

export const eventKeys = {
  all: ['events'] as const,
  /** The events table's pages (the data table appends its request). */
  lists: () => [...eventKeys.all, 'list'] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  /** One event; its stats and team live under it, so invalidating it refreshes them too. */
  detail: (id: string) => [...eventKeys.details(), id] as const,
  stats: (id: string) => [...eventKeys.detail(id), 'stats'] as const,
  team: (id: string) => [...eventKeys.detail(id), 'team'] as const,
};
