export { EnquiryForm } from '@/features/vendor-enquiries';
