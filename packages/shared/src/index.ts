/**
 * '@karamu/shared': the rules both sides agree on, grouped like the server's modules and the
 * web's features: the three areas (events, vendors, pledges), the platform they share, and
 * area-free helpers (phone numbers, forms, list filters, formatting, bounds) at the top.
 */
export * from './events';
export * from './vendors';
export * from './pledges';
export * from './platform';
export * from './constants';
export * from './list-query';
export { calendarDateSchema, DATE_YEAR_RANGE, instantSchema } from './date-bounds';
export { canonicalTimeZone, isTimeZone, recordMetaSchema, timeZoneSchema } from './schema-parts';
export * from './phone/countries';
export * from './phone/normalize-digits';
export * from './phone/parse-phone';
export {
  extraMobilePrefixesSchema,
  MOBILE_PREFIX_PATTERN,
  type ExtraMobilePrefixes,
} from './phone/extra-mobile-prefixes';
export * from './phone/format-phone';
export * from './phone/recipient-phone';
export * from './forms/form-field';
export type { FormFieldValue } from './forms/read-field-value';
export * from './forms/build-form-schema';
export * from './filters/filter-types';
export * from './filters/encode-filters';
export * from './filters/decode-filters';
export * from './format/format-file-size';
export * from './format/avatar-color';
export * from './format/dates';
export * from './format/money';
export * from './share-link';
