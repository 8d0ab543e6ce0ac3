export { CheckInStation } from '@/features/check-in';
