/**
 * Review invitations (decision 0039): the vendor names a client and their mobile number;
 * the client gets an SMS with a one-time link. The link's token is 16 random bytes and only
 * its SHA-256 is stored, so the table alone opens no review page. The SMS is queued through
 * messaging in the invitation's own transaction and counts against the vendor's daily SMS
 * allowance (decision 0022).
 */
import { createHash, randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import {
  REVIEW_LIMITS,
  REVIEW_TOKEN_PATTERN,
  reviewLinkPath,
  type CreatedReviewInvitation,
  type ReviewInvitation,
  type ReviewLink,
  type ReviewsPage,
  type ReviewPageQuery,
  type createReviewInvitationInputSchema,
  type submitReviewInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { refuseUniqueViolation } from '../../../db/unique-violation';
import {
  messageBatches,
  messages,
  users,
  vendorReviewInvitations,
  vendorReviews,
  vendors,
} from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-error';
import { queueSingleMessage, type Messaging } from '../../platform/messaging';
import { mustOwnVendor } from '../vendors';
import { moveVendorRating, REVIEWS_RESOURCE, toPublicReview } from './review-rows';

const RESOURCE = 'vendor_review_invitations';
/** The batch `audience` of invitation SMS: they are found again by it for the list. */
const INVITATION_PURPOSE = 'vendor-review-invitations';
/** The account-less actor the audit log names for a review through a link. */
const CLIENT_VIA_LINK = { userId: null, username: 'client (review link)' };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const recipientKeyOf = (invitationId: string) => `invitation:${invitationId}`;

const invalidLink = () => notFound('This review link is not valid');
const usedLink = () =>
  new HttpError(410, 'This review link has already been used: the review was received, thank you.');
const expiredLink = () =>
  new HttpError(410, 'This review link has expired. Ask the vendor to send you a new one.');

function invitationSms(clientName: string, vendorName: string, link: string): string {
  return `Hello ${clientName}, ${vendorName} asks for your review on Karamu: ${link} (one-time link, valid ${REVIEW_LIMITS.invitationDays} days)`;
}

/**
 * Reviews come from clients: the vendor's own number, or the owner's, would let a vendor
 * review themselves. (Friends' numbers are what moderators and reports are for.)
 */
async function assertNotOwnNumber(
  tx: Db,
  actor: Actor,
  vendorPhone: string | null,
  clientPhone: string,
): Promise<void> {
  const [owner] = await tx
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (clientPhone === vendorPhone || clientPhone === owner?.phone) {
    const message = 'This is your own number: invite a client who hired you';
    throw badRequest(message, { clientPhone: [message] });
  }
}

export async function createReviewInvitation(
  db: Db,
  actor: Actor,
  vendorId: string,
  input: z.output<typeof createReviewInvitationInputSchema>,
  messaging: Messaging,
  now: Date = new Date(),
): Promise<CreatedReviewInvitation> {
  const { settings, wakeup } = messaging;
  const token = randomBytes(16).toString('base64url');
  const url = `${settings.publicBaseUrl}${reviewLinkPath(token)}`;
  const { invitation: created, smsStatus } = await db.transaction(async (tx) => {
    const vendor = await mustOwnVendor(tx, actor, vendorId);
    await assertNotOwnNumber(tx, actor, vendor.phone, input.clientPhone);
    const [row] = await tx
      .insert(vendorReviewInvitations)
      .values({
        vendorId,
        tokenHash: hashToken(token),
        clientName: input.clientName,
        clientPhone: input.clientPhone,
        expiresAt: new Date(now.getTime() + REVIEW_LIMITS.invitationDays * 86_400_000),
        createdBy: actor.userId,
      })
      .returning();
    const invitation = row!;
    const batchId = await queueSingleMessage(tx, messaging, {
      purpose: INVITATION_PURPOSE,
      contextId: vendorId,
      recipientKey: recipientKeyOf(invitation.id),
      recipientName: input.clientName,
      channel: 'sms',
      address: input.clientPhone,
      body: invitationSms(input.clientName, vendor.businessName, url),
      addressField: 'clientPhone',
      // Sent on the vendor's behalf: its owner's allowance (decisions 0039, 0059).
      spender: { account: vendor.ownerId },
      now,
    });
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: invitation.id,
      after: { vendorId, clientName: input.clientName, clientPhone: input.clientPhone },
    });
    // Where the SMS stands as stored, not assumed: the web app says what really happened.
    const [message] = await tx
      .select({ status: messages.status })
      .from(messages)
      .where(eq(messages.batchId, batchId));
    return { invitation, smsStatus: message?.status ?? null };
  });
  wakeup.notify();
  return {
    id: created.id,
    clientName: created.clientName,
    clientPhone: created.clientPhone,
    created: created.createdAt.toISOString(),
    expiresAt: created.expiresAt.toISOString(),
    usedAt: null,
    smsStatus,
    url,
  };
}

/** The vendor's invitations, newest first, with where each SMS stands. */
export async function listReviewInvitations(
  db: Db,
  actor: Actor,
  vendorId: string,
  { page, size }: ReviewPageQuery,
): Promise<ReviewsPage<ReviewInvitation>> {
  await mustOwnVendor(db, actor, vendorId);
  // Aliased by hand: Drizzle writes a lone table's columns bare, which inside a subquery
  // would name the subquery's own `id`s.
  const smsStatus = sql<string | null>`(
    select m.status from ${messages} m
    join ${messageBatches} b on b.id = m.batch_id
    where b.audience = ${INVITATION_PURPOSE} and b.context_id = ${vendorId}
      and m.recipient_key = 'invitation:' || ${sql.raw('"vendor_review_invitations"."id"')}::text
    limit 1)`;
  const where = eq(vendorReviewInvitations.vendorId, vendorId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ invitation: vendorReviewInvitations, smsStatus })
      .from(vendorReviewInvitations)
      .where(where)
      .orderBy(desc(vendorReviewInvitations.createdAt), desc(vendorReviewInvitations.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vendorReviewInvitations)
      .where(where),
  ]);
  return {
    items: rows.map(({ invitation, smsStatus: status }) => ({
      id: invitation.id,
      clientName: invitation.clientName,
      clientPhone: invitation.clientPhone,
      created: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      usedAt: invitation.usedAt?.toISOString() ?? null,
      smsStatus: status,
    })),
    total: counted?.total ?? 0,
    page,
    size,
  };
}

/** The invitation behind a token (locked with `lock`), or the refusal a client should see. */
async function mustFindOpenInvitation(db: Db, token: string, now: Date, lock = false) {
  if (!REVIEW_TOKEN_PATTERN.test(token)) throw invalidLink();
  const query = db
    .select({ invitation: vendorReviewInvitations, vendorName: vendors.businessName })
    .from(vendorReviewInvitations)
    .innerJoin(vendors, eq(vendors.id, vendorReviewInvitations.vendorId))
    .where(eq(vendorReviewInvitations.tokenHash, hashToken(token)));
  const [row] = await (lock ? query.for('update', { of: vendorReviewInvitations }) : query);
  if (!row) throw invalidLink();
  if (row.invitation.usedAt) throw usedLink();
  if (row.invitation.expiresAt <= now) throw expiredLink();
  return row;
}

export async function getReviewLink(db: Db, token: string, now = new Date()): Promise<ReviewLink> {
  const { invitation, vendorName } = await mustFindOpenInvitation(db, token, now);
  return { vendorName, clientName: invitation.clientName };
}

/**
 * One review per invitation: the invitation row is locked, so a second post waits and then
 * finds it used (410); the unique index on invitation_id is the last word (409).
 */
export async function submitReviewByLink(
  db: Db,
  token: string,
  input: z.output<typeof submitReviewInputSchema>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { invitation } = await mustFindOpenInvitation(tx, token, now, true);
    const review = await refuseUniqueViolation(
      'vendor_reviews_invitation_key',
      () => conflict('This review link has already been used.'),
      async () => {
        const [row] = await tx
          .insert(vendorReviews)
          .values({
            vendorId: invitation.vendorId,
            invitationId: invitation.id,
            authorName: input.authorName,
            rating: input.rating,
            body: input.text ?? null,
          })
          .returning();
        return row!;
      },
    );
    await tx
      .update(vendorReviewInvitations)
      .set({ usedAt: now })
      .where(eq(vendorReviewInvitations.id, invitation.id));
    await moveVendorRating(tx, invitation.vendorId, 1, review.rating);
    await recordAudit(tx, CLIENT_VIA_LINK, {
      action: 'create',
      resource: REVIEWS_RESOURCE,
      recordId: review.id,
      after: { vendorId: review.vendorId, invitationId: invitation.id, rating: review.rating },
    });
    return toPublicReview(review);
  });
}
