export { SchedulesPage } from '@/features/message-schedules';
