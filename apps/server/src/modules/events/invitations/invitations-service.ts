/**
 * Answer links: each guest may get an unguessable link to a public page where they say
 * whether they will come, and pay for their card (decision 0050). Organisers
 * (GENERATE_EVENT_LINK) issue, re-issue and revoke it. An unknown token and a revoked one
 * get the same answer, and so does another guest's payment.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  INVITATION_TOKEN_PATTERN,
  invitationPath,
  type GuestLink,
  type Invitation,
  type InvitationAnswerInput,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { events, guests, invitationCards, payments } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { amountDue, mustGetGuest } from '../guests';
import { promptTextOf } from '../../platform/outbound-gate';
import {
  payerPhone,
  payLimits,
  providerFor,
  type PaymentsCore,
  type TokenPayer,
} from '../../platform/payments';

const RESOURCE = 'guests';
/** The account-less actor the audit log names for answers through a link. */
const GUEST_VIA_LINK = { userId: null, username: 'guest (answer link)' };

const invalidLink = () => notFound('This invitation link is not valid');

/**
 * A new link for a guest who has one replaced or had theirs revoked (guest-messaging's send
 * too). A guest's first link is given by the database when the guest is stored, in the
 * same format (migration 0020, decision 0053).
 */
export const newToken = () => randomBytes(16).toString('base64url');

async function readToken(db: Db, guestId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: guests.rsvpToken })
    .from(guests)
    .where(eq(guests.id, guestId));
  return row?.token ?? null;
}

/** `baseUrl`: where guests reach this server (PUBLIC_BASE_URL), as messages' links use. */
const linkOf = (token: string, baseUrl: string): GuestLink => {
  const path = invitationPath(token);
  return { token, path, url: `${baseUrl}${path}` };
};

export async function getGuestLink(
  db: Db,
  actor: Actor,
  eventId: string,
  guestId: string,
  baseUrl: string,
): Promise<GuestLink> {
  await mustGetGuest(db, actor, 'GENERATE_EVENT_LINK', eventId, guestId);
  const token = await readToken(db, guestId);
  if (!token) throw notFound('This guest has no answer link yet');
  return linkOf(token, baseUrl);
}

/** A new link; an earlier one stops working at once. */
export async function issueGuestLink(
  db: Db,
  actor: Actor,
  eventId: string,
  guestId: string,
  baseUrl: string,
): Promise<GuestLink> {
  return db.transaction(async (tx) => {
    await mustGetGuest(tx, actor, 'GENERATE_EVENT_LINK', eventId, guestId);
    const had = (await readToken(tx, guestId)) !== null;
    const token = newToken();
    await tx.update(guests).set({ rsvpToken: token }).where(eq(guests.id, guestId));
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: guestId,
      before: { answerLink: had ? 'active' : 'none' },
      after: { answerLink: had ? 'replaced' : 'active' },
    });
    return linkOf(token, baseUrl);
  });
}

export async function revokeGuestLink(
  db: Db,
  actor: Actor,
  eventId: string,
  guestId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await mustGetGuest(tx, actor, 'GENERATE_EVENT_LINK', eventId, guestId);
    if ((await readToken(tx, guestId)) === null) throw notFound('This guest has no answer link');
    await tx.update(guests).set({ rsvpToken: null }).where(eq(guests.id, guestId));
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: guestId,
      before: { answerLink: 'active' },
      after: { answerLink: 'revoked' },
    });
  });
}

const selectByToken = (db: Db, token: string) =>
  db
    .select({
      guest: guests,
      event: events,
      card: { width: invitationCards.width, height: invitationCards.height },
      amountDue,
    })
    .from(guests)
    .innerJoin(events, eq(events.id, guests.eventId))
    .leftJoin(invitationCards, eq(invitationCards.eventId, events.id))
    .where(eq(guests.rsvpToken, token));

type Found = Awaited<ReturnType<typeof selectByToken>>[number];

async function mustFindByToken(db: Db, token: string): Promise<Found> {
  if (!INVITATION_TOKEN_PATTERN.test(token)) throw invalidLink();
  const [found] = await selectByToken(db, token);
  if (!found) throw invalidLink();
  return found;
}

/** An overpayment is no negative debt (as a member's, decision 0014). */
const balanceOf = (dueMinor: number, paidMinor: number) => Math.max(dueMinor - paidMinor, 0);

/** The guest's money and how to pay it; null while their card has no price. */
function paymentOf(core: PaymentsCore, { guest, event, amountDue }: Found) {
  if (amountDue === null || !event.currency) return null;
  return {
    currency: event.currency,
    amountDueMinor: amountDue,
    paidMinor: guest.paidMinor,
    balanceMinor: balanceOf(amountDue, guest.paidMinor),
    ...payLimits(core, event.currency, {
      balanceMinor: balanceOf(amountDue, guest.paidMinor),
      overpayment: false,
    }),
    phone: guest.phone,
    defaultCountry: event.defaultCountry,
  };
}

const toInvitation = (core: PaymentsCore, found: Found): Invitation => {
  const { guest, event, card } = found;
  return {
    guest: {
      name: guest.name,
      cardCode: guest.cardShortCode,
      cardType: guest.cardType,
      admissions: guest.admissions,
      rsvpStatus: guest.rsvpStatus,
      rsvpCount: guest.rsvpCount,
    },
    event: {
      name: event.name,
      status: event.status,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
      timeZone: event.timeZone,
      venue: event.venue,
      mapLink: event.mapLink,
      hosts: event.hosts,
    },
    card,
    payment: paymentOf(core, found),
  };
};

export async function getInvitation(
  db: Db,
  core: PaymentsCore,
  token: string,
): Promise<Invitation> {
  return toInvitation(core, await mustFindByToken(db, token));
}

export async function getInvitationEvent(db: Db, token: string) {
  const { guest, event } = await mustFindByToken(db, token);
  return { guestId: guest.id, event };
}

/** Records the guest's answer at once: the organiser's counts change with it. */
export async function answerInvitation(
  db: Db,
  core: PaymentsCore,
  token: string,
  input: InvitationAnswerInput,
): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const found = await mustFindByToken(tx, token);
    const { guest, event } = found;
    if (event.status === 'cancelled' || event.status === 'completed') {
      throw conflict(`This event is ${event.status}: answers are closed`);
    }
    const count = input.attending ? (input.count ?? guest.admissions) : 0;
    if (count > guest.admissions) {
      const message = `This card admits ${guest.admissions} ${guest.admissions === 1 ? 'person' : 'people'}`;
      throw badRequest(message, { count: [message] });
    }
    await tx
      .update(guests)
      .set({
        rsvpStatus: input.attending ? 'accepted' : 'declined',
        rsvpCount: count,
        rsvpAnsweredAt: new Date(),
        updatedAt: new Date(),
        version: sql`${guests.version} + 1`,
      })
      .where(and(eq(guests.id, guest.id)));
    const after = await mustFindByToken(tx, token);
    await recordAudit(tx, GUEST_VIA_LINK, {
      action: 'update',
      resource: RESOURCE,
      recordId: guest.id,
      before: { rsvpStatus: guest.rsvpStatus, rsvpCount: guest.rsvpCount },
      after: { rsvpStatus: after.guest.rsvpStatus, rsvpCount: after.guest.rsvpCount },
    });
    return toInvitation(core, after);
  });
}

/**
 * The guest as a payer through their answer page, for their card. Refused (409) when the
 * event is cancelled, the card has no price or is paid, or no provider collects the
 * event's currency.
 */
export const invitationPayer: TokenPayer = {
  async pushOf(db, core, token, input) {
    const found = await mustFindByToken(db, token);
    const { guest, event } = found;
    if (event.status === 'cancelled') throw conflict('This event is cancelled: nothing to pay');
    const money = paymentOf(core, found);
    if (!money || money.balanceMinor <= 0) {
      throw conflict(
        money ? 'Your card is paid: nothing is owed' : 'Your card has no price: nothing is owed',
      );
    }
    if (!providerFor(core, money.currency)) {
      throw conflict(
        'Paying by mobile money is not available for this event: pay your host directly, or ask them when it will be.',
      );
    }
    const phone = await payerPhone(db, input.phone, event.defaultCountry);
    return {
      type: 'events',
      eventId: event.id,
      guestId: guest.id,
      phone,
      amountMinor: input.amountMinor,
      // The event's name on the prompt, never the guest's as the organiser typed it (0059).
      ...promptTextOf(event.name),
      createdBy: null,
    };
  },

  async ownPayments(db, token) {
    const { guest } = await mustFindByToken(db, token);
    return eq(payments.guestId, guest.id);
  },

  async standingOf(db, payment) {
    const [found] = payment.guestId
      ? await db
          .select({ paidMinor: guests.paidMinor, amountDue })
          .from(guests)
          .where(eq(guests.id, payment.guestId))
      : [];
    return {
      paidMinor: found?.paidMinor ?? 0,
      balanceMinor: found ? balanceOf(found.amountDue ?? 0, found.paidMinor) : 0,
    };
  },
};
