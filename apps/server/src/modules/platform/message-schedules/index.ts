/** What app.ts and other modules use of message-schedules: its public face. */
export { scheduleRoutes } from './schedules-routes';
export { startScheduler, type Scheduler } from './scheduler';
