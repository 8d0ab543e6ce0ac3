/**
 * Pay links (issue 18, decision 0043): a member's own public page, `/p/:token`, where they
 * see what they pledged, paid and still owe and pay by mobile money. The API paths live
 * under `/api/pay/:token`.
 */

/** The page a member's `{pay_link}` opens. */
export const payLinkPath = (token: string) => `/p/${token}`;

/** A pay token: 22 base64url characters (128 random bits), like an answer link's. */
export const PAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
