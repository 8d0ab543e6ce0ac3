export { eventKeys, EVENTS_ENDPOINT } from './api/get-events';
export { useEvent } from './api/get-event';
export { eventVendorsKey, eventVendorsPath, useEventVendors } from './api/get-event-vendors';
