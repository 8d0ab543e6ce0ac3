/**
 * A guest's invitation as their answer link (/i/:token) shows it, without signing in: only
 * this guest and the event, nothing about anyone else.
 */
import { z } from 'zod';
import { MAX_ADMISSIONS, type CardType, type RsvpStatus } from './guests';
import type { EventStatus } from './events';

export type Invitation = {
  guest: {
    name: string;
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

/** What an organiser gets when issuing a guest's link: the path to share. */
export type GuestLink = { token: string; path: string };

export const invitationPath = (token: string) => `/i/${token}`;

/** An answer-link token: 22 base64url characters (128 random bits). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
