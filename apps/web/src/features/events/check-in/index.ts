export { CheckInStation } from './components/check-in-screen';
export { CheckInCounters } from './components/check-in-counters';
