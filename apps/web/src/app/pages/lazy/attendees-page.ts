export { AttendeesPage } from '@/features/guests';
