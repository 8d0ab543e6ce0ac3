export { CheckInScreen } from '@/features/check-in';
