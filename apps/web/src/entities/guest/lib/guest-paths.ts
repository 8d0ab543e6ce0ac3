import { EVENTS_DASHBOARD } from '@karamu/shared';

/** An event's guest import: a page under its guests, where organisers look for it (issue 29). */
export const guestImportPath = (eventId: string) =>
  `${EVENTS_DASHBOARD.base}/events/${eventId}/guests/import`;
