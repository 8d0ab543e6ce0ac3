export { OccasionsPage } from '@/features/occasions';
