export { eventKeys, EVENTS_ENDPOINT } from './api/get-events';
export { useEvent } from './api/get-event';
