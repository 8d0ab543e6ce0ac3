export { EnquiryForm, type EnquiryService } from './components/enquiry-form';
export { EnquiriesList } from './components/enquiries-list';
