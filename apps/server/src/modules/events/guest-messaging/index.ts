/** The events side's audience provider, registered with messaging in app.ts. */
export { eventGuestsAudience } from './event-guests-audience';
