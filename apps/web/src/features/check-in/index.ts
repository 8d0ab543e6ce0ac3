export { CheckInScreen, CheckInStation } from './components/check-in-screen';
export { CheckInCounters, type CheckInCountersProps } from './components/check-in-counters';
export { checkInKeys } from './api/check-in-keys';
