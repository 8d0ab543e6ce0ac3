/**
 * The review area's bounds and link shape, without zod: the public review page imports
 * these and must stay light (decision 0020), so they live apart from the schemas.
 */
export const REVIEW_LIMITS = {
  text: 2000,
  reply: 2000,
  reason: 500,
  name: 120,
  /** How long a review link works after the vendor sent it. */
  invitationDays: 60,
} as const;

/** A review link's token: 16 random bytes, base64url (22 characters). */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The public page a review invitation's SMS links to. */
export const reviewLinkPath = (token: string) => `/review/${token}`;
