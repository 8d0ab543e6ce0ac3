export { ListYourBusinessPage } from './components/list-your-business-page';
