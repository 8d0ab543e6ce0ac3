export { eventKeys, EVENTS_ENDPOINT } from './api/get-events';
export { useEvent } from './api/get-event';
export {
  eventSuppliersKey,
  eventSuppliersPath,
  useEventSuppliers,
} from './api/get-event-suppliers';
