export { ListYourBusinessPage } from '@/features/vendor-signup';
