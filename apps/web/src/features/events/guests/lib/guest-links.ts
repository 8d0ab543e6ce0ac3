import { searchParamName } from '@/components/data-table';

/** The event page's guests table's URL parameters are prefixed: the page holds other tables. */
export const EVENT_GUESTS_PARAM_PREFIX = 'g.';

/** The query that opens an event's guests table searching for one guest by name. */
export const guestSearchQuery = (guestName: string) =>
  new URLSearchParams({ [searchParamName(EVENT_GUESTS_PARAM_PREFIX)]: guestName }).toString();
