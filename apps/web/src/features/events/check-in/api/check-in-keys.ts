/** Query keys of the check-in feature: every query and invalidation goes through these. */
export const checkInKeys = {
  all: ['check-in'] as const,
  events: () => [...checkInKeys.all, 'events'] as const,
  event: (eventId: string) => [...checkInKeys.all, 'event', eventId] as const,
  summary: (eventId: string) => [...checkInKeys.event(eventId), 'summary'] as const,
};

export const eventPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;
