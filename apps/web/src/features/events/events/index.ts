export { useEventStats, type EventStats } from './api/get-event-stats';
export { RsvpChart } from './components/rsvp-chart';
export { editEventPath, EVENT_TABS, eventPath, eventsPath, type EventTab } from './lib/event-paths';
export { DeleteEventDialog } from './components/delete-event-dialog';
export { EventStatusActions } from './components/event-status-actions';
export { EventStatusBadge } from './components/event-status-badge';
export { EVENT_STATUS_MEANINGS } from './lib/event-status';
export { EventTeam } from './components/event-team';
