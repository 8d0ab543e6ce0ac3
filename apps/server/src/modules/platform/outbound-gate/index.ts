/**
 * The outbound gate (decision 0059): every SMS, e-mail, phone code and mobile-money prompt
 * passes it before anything is queued or sent, checked in the database so that several
 * processes share its limits. Other modules use only what this file exports; an ESLint rule
 * (eslint/outbound-gate.js) keeps queuing code away from the providers and the messages
 * table, and apps/server/test/outbound-gate-boundary.test.ts lists who calls it.
 */
export { createOutboundGate, type OutboundGate } from './gate';
export { queueOutbound, type OutboundMessage, type Spender } from './queue-outbound';
export { getAccountUse } from './account-allowance';
export { getInstallationUse } from './installation-use';
export { admitVerificationCode, sendVerificationCode } from './verification-codes';
export { isServedPhone, readServedCountries } from './served-countries';
export { startOfUtcDay } from './utc-day';
export {
  admitMobileMoneyPrompt,
  assertPromptAmount,
  promptCeilingMinor,
  promptTextOf,
} from './mobile-money-prompts';
