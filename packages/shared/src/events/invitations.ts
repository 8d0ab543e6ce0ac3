/**
 * A guest's invitation as their answer link (/i/:token) shows it, without signing in: only
 * this guest and the event, nothing about anyone else.
 */
import { z } from 'zod';
import { MAX_ADMISSIONS, type CardType, type RsvpStatus } from './guests';
import type { EventStatus } from './events';
import type { PaymentProviderName } from '../platform/payment-providers';
import type { ShareLink } from '../share-link';

/**
 * What the guest's card costs and what they paid (decision 0050), in minor units of the
 * event's currency, and how they may pay it from the page. A payment started there is
 * followed as a pay link's is (`PayLinkPayment`, its figures the guest's), and starts with
 * the same body (`startPayLinkPaymentInputSchema`).
 */
export type InvitationPayment = {
  currency: string;
  /** The guest's bundle's price, else their card type's. */
  amountDueMinor: number;
  paidMinor: number;
  /** What is still owed; an overpayment is no negative debt. */
  balanceMinor: number;
  /** Null when no provider collects the event's currency here: no pay button then. */
  provider: PaymentProviderName | null;
  /** The guest's phone in E.164, to prefill the payment form, or null. */
  phone: string | null;
  /** The event's country: a number typed without a code is read in it. */
  defaultCountry: string;
  /**
   * The smallest and largest amount one payment may carry; a multiple of `stepMinor`. The
   * largest is what the card still owes (rounded up to the step): decision 0059.
   */
  minAmountMinor: number;
  maxAmountMinor: number;
  stepMinor: number;
};

export type Invitation = {
  guest: {
    name: string;
    /** The card's short code (stored form), typed at the door when the QR will not scan. */
    cardCode: string;
    cardType: CardType;
    admissions: number;
    rsvpStatus: RsvpStatus;
    rsvpCount: number | null;
  };
  event: {
    name: string;
    status: EventStatus;
    startsAt: string;
    endsAt: string | null;
    timeZone: string;
    venue: string | null;
    mapLink: string | null;
    hosts: string | null;
  };
  /**
   * The pixel size of the guest's card (`card.png`), so the page keeps its place while it
   * loads; null when the event has no card design.
   */
  card: { width: number; height: number } | null;
  /** Null while the guest's card has no price: the page says nothing of money then. */
  payment: InvitationPayment | null;
};

export const invitationAnswerInputSchema = z.strictObject({
  attending: z.boolean({ error: 'Say whether you will attend' }),
  /** How many of the card's admissions will come; defaults to all of them. */
  count: z
    .number({ error: 'Number of guests must be a number' })
    .int('Number of guests must be a whole number')
    .min(1, 'Number of guests must be at least 1')
    .max(MAX_ADMISSIONS, `Number of guests must be at most ${MAX_ADMISSIONS}`)
    .optional(),
});
export type InvitationAnswerInput = z.infer<typeof invitationAnswerInputSchema>;

/** What an organiser gets when issuing a guest's link: its path and address to share. */
export type GuestLink = ShareLink;

export const invitationPath = (token: string) => `/i/${token}`;

/** An answer-link token: 22 base64url characters (128 random bits). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
