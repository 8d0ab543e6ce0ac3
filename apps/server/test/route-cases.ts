/**
 * One row per API route for the authorization matrix: how to make a call that succeeds
 * (a URL with real ids and a valid body, prepared by the admin), the status it answers,
 * and whether its record lies outside an `assigned`-scope user's reach. The matrix test
 * fails for any registered route missing here, so every new route brings its row. The rows
 * live in a file per area; route-case.ts holds their shape and builders.
 */
import { BUDGET_ROUTE_CASES } from './route-cases-budgets';
import { EVENT_ROUTE_CASES } from './route-cases-events';
import { FLUTTERWAVE_ROUTE_CASES } from './route-cases-flutterwave';
import { VENDOR_GALLERY_ROUTE_CASES } from './route-cases-gallery';
import { GUEST_PAYMENT_ROUTE_CASES } from './route-cases-guest-payments';
import { MEMBERS_IMPORT_ROUTE_CASES } from './route-cases-members-import';
import { MESSAGING_ROUTE_CASES } from './route-cases-messaging';
import { PAY_LINK_ROUTE_CASES } from './route-cases-pay-links';
import { PAYMENT_CALLBACK_ROUTE_CASES } from './route-cases-payment-callbacks';
import { PAYMENT_ROUTE_CASES } from './route-cases-payments';
import { PLATFORM_ROUTE_CASES } from './route-cases-platform';
import { PLEDGE_ROUTE_CASES } from './route-cases-pledges';
import { PRICE_ROUTE_CASES } from './route-cases-prices';
import { TODO_ROUTE_CASES } from './route-cases-todos';
import { VENDOR_REVIEW_ROUTE_CASES } from './route-cases-vendor-reviews';
import { VENDOR_ROUTE_CASES } from './route-cases-vendors';
import type { RouteCase } from './route-case';

export const ROUTE_CASES: Record<string, RouteCase> = {
  ...PLATFORM_ROUTE_CASES,
  ...EVENT_ROUTE_CASES,
  ...PLEDGE_ROUTE_CASES,
  ...MESSAGING_ROUTE_CASES,
  ...VENDOR_REVIEW_ROUTE_CASES,
  ...VENDOR_ROUTE_CASES,
  ...PAYMENT_ROUTE_CASES,
  ...VENDOR_GALLERY_ROUTE_CASES,
  ...MEMBERS_IMPORT_ROUTE_CASES,
  ...PAYMENT_CALLBACK_ROUTE_CASES,
  ...PAY_LINK_ROUTE_CASES,
  ...GUEST_PAYMENT_ROUTE_CASES,
  ...FLUTTERWAVE_ROUTE_CASES,
  ...TODO_ROUTE_CASES,
  ...BUDGET_ROUTE_CASES,
  ...PRICE_ROUTE_CASES,
};
