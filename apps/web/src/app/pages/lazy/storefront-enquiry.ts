export { EnquiryForm } from '@/features/vendors/vendor-enquiries';
