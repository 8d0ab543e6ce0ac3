export { ListYourBusinessPage, NEW_VENDOR_PATH } from './components/list-your-business-page';
