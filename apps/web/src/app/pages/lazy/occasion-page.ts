export { OccasionPage } from '@/features/occasions';
