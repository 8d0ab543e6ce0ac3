export { canonicalTimeZone, isTimeZone, recordMetaSchema, timeZoneSchema } from './common';
export * from './categories';
export * from './events';
export * from './guests';
export * from './audit-log';
export * from './invitations';
export * from './pledges';
export * from './vendors';
