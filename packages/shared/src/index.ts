export * from './privileges';
export * from './route-rules';
export * from './constants';
export * from './api';
export * from './me-fields';
export * from './list-query';
export { calendarDateSchema, DATE_YEAR_RANGE, instantSchema } from './date-bounds';
export * from './resources';
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
export * from './settings';
export * from './sheet-import';
export * from './guest-import';
export * from './members-import';
export * from './check-in';
export * from './event-templates';
export * from './event-template-paths';
export * from './signup';
export * from './invitation-cards';
export * from './card-layout';
export * from './messaging';
export * from './format/money';
export * from './sending-allowance';
