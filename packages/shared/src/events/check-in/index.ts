export * from './card-code';
export * from './check-in-rules';
export * from './check-in-schemas';
export * from './short-card-code';
export { decodeBase64url, encodeBase64url } from './base64url';
