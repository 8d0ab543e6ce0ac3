export { ContributionsPage } from '@/features/contributions';
