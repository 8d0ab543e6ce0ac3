export * from './vendors';
export * from './vendor-gallery';
export * from './vendor-reviews';
export * from './vendor-bookings';
export * from './vendor-enquiries';
