import { EVENTS_DASHBOARD } from '@karamu/shared';

export const EVENT_TABS = [
  'overview',
  'guests',
  'team',
  'vendors',
  'todos',
  'budget',
  'prices',
  'card',
  'check-in',
] as const;
export type EventTab = (typeof EVENT_TABS)[number];

export const eventsPath = () => `${EVENTS_DASHBOARD.base}/events`;
export const newEventPath = () => `${eventsPath()}/new`;
export const eventPath = (id: string, tab?: EventTab) =>
  `${eventsPath()}/${id}${tab && tab !== 'overview' ? `?tab=${tab}` : ''}`;
export const editEventPath = (id: string) => `${eventsPath()}/${id}/edit`;
