export { CheckInStation } from '@/features/events/check-in';
