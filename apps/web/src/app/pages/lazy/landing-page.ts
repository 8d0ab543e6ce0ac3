export { LandingPage } from '@/features/public-site';
