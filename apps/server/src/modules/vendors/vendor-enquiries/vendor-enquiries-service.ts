/**
 * Storefront enquiries (decision 0039). A visitor's enquiry to a published vendor is
 * stored and, in the same transaction, a notice to the vendor is queued through messaging
 * (SMS to the vendor's phone, else e-mail), which the worker delivers exactly once. The
 * notice goes to the vendor's own number on the installation's account, not the vendor's
 * allowance: a flood of enquiries must not use up the vendor's own SMS. The routes bound
 * enquiries per address and phone; here, notices per vendor and day are bounded too.
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  ENQUIRY_SENT_MESSAGE,
  type createEnquiryInputSchema,
  type Enquiry,
  type EnquiryListQuery,
  type ReviewsPage,
  type updateEnquiryInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { messageBatches, vendorEnquiries, vendorServices, vendors } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import {
  queueNoticeUnlessRefused,
  type Messaging,
  type SingleMessage,
} from '../../platform/messaging';
import { startOfUtcDay } from '../../platform/outbound-gate';
import { mustOwnVendor } from '../vendors';

const RESOURCE = 'vendor_enquiries';
/** The batch `audience` of enquiry notices. */
export const ENQUIRY_PURPOSE = 'vendor-enquiries';
/**
 * Notices one vendor gets a day at most: beyond it enquiries still reach the dashboard,
 * but a flood from many addresses cannot run up the installation's SMS bill.
 */
export const NOTICES_PER_VENDOR_PER_DAY = 50;
/** How much of the visitor's message an SMS notice quotes: the dashboard has the rest. */
const SMS_QUOTE_LENGTH = 120;
const VISITOR = { userId: null, username: 'visitor (storefront)' };

type EnquiryInput = z.output<typeof createEnquiryInputSchema>;
type Notified = { businessName: string; phone: string | null; email: string | null };

const quote = (text: string) =>
  text.length > SMS_QUOTE_LENGTH ? `${text.slice(0, SMS_QUOTE_LENGTH - 1)}…` : text;

/** The vendor's notice: by SMS to its phone, else by e-mail; none when it has neither. */
function noticeFor(
  vendor: Notified,
  enquiry: EnquiryInput,
  dashboardUrl: string,
): Pick<SingleMessage, 'channel' | 'address' | 'subject' | 'body'> | undefined {
  const about = `${enquiry.name} (${enquiry.phone}), event on ${enquiry.eventDate}, ${enquiry.guestCount} guests`;
  if (vendor.phone) {
    return {
      channel: 'sms',
      address: vendor.phone,
      body: `New Karamu enquiry for ${vendor.businessName} from ${about}: "${quote(enquiry.message)}" ${dashboardUrl}`,
    };
  }
  if (vendor.email) {
    return {
      channel: 'email',
      address: vendor.email,
      subject: `New enquiry from ${enquiry.name}`,
      body: [
        `A visitor sent ${vendor.businessName} an enquiry on Karamu.`,
        '',
        `From: ${enquiry.name}`,
        `Phone: ${enquiry.phone}`,
        ...(enquiry.email ? [`E-mail: ${enquiry.email}`] : []),
        `Event date: ${enquiry.eventDate}`,
        `Guests: ${enquiry.guestCount}`,
        '',
        enquiry.message,
        '',
        `Answer it and follow it up in your dashboard: ${dashboardUrl}`,
      ].join('\n'),
    };
  }
  return undefined;
}

async function noticesToday(tx: Db, vendorId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ sent: count() })
    .from(messageBatches)
    .where(
      and(
        eq(messageBatches.audience, ENQUIRY_PURPOSE),
        eq(messageBatches.contextId, vendorId),
        gte(messageBatches.createdAt, startOfUtcDay(now)),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * Stores the enquiry and queues the vendor's notice; the answer is the same whatever
 * happened, and a filled honeypot (`website`) stores and sends nothing.
 */
export async function createEnquiry(
  db: Db,
  vendorId: string,
  input: EnquiryInput,
  messaging: Messaging,
  now: Date = new Date(),
): Promise<{ message: string }> {
  const { settings, wakeup } = messaging;
  const sent = { message: ENQUIRY_SENT_MESSAGE };
  if (input.website) return sent;
  const queued = await db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ businessName: vendors.businessName, phone: vendors.phone, email: vendors.email })
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), eq(vendors.status, 'published')));
    if (!vendor) throw notFound('Vendor not found');
    if (input.serviceId) {
      const [service] = await tx
        .select({ id: vendorServices.id })
        .from(vendorServices)
        .where(
          and(
            eq(vendorServices.id, input.serviceId),
            eq(vendorServices.vendorId, vendorId),
            eq(vendorServices.published, true),
          ),
        );
      if (!service) throw badRequest('Unknown service', { serviceId: ['Unknown service'] });
    }
    const [row] = await tx
      .insert(vendorEnquiries)
      .values({
        vendorId,
        serviceId: input.serviceId ?? null,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        eventDate: input.eventDate,
        guestCount: input.guestCount,
        message: input.message,
      })
      .returning({ id: vendorEnquiries.id });
    const enquiryId = row!.id;
    await recordAudit(tx, VISITOR, {
      action: 'create',
      resource: RESOURCE,
      recordId: enquiryId,
      after: { vendorId, serviceId: input.serviceId ?? null, status: 'new' },
    });
    const notice = noticeFor(vendor, input, `${settings.publicBaseUrl}/vendor-dashboard`);
    if (!notice || (await noticesToday(tx, vendorId, now)) >= NOTICES_PER_VENDOR_PER_DAY) {
      return false;
    }
    // The installation's notice, not the vendor's spending: anyone could otherwise use up a
    // vendor's allowance with enquiries (decisions 0039, 0059). The gate still applies the
    // vendor's number's daily cap, the countries and the budget; a refusal stores the
    // enquiry without its notice, which the dashboard shows all the same.
    const queued = await queueNoticeUnlessRefused(tx, messaging, {
      ...notice,
      purpose: ENQUIRY_PURPOSE,
      contextId: vendorId,
      recipientKey: `enquiry:${enquiryId}`,
      recipientName: vendor.businessName,
      spender: 'installation',
      now,
    });
    return 'batchId' in queued;
  });
  if (queued) wakeup.notify();
  return sent;
}

const enquiryColumns = {
  enquiry: vendorEnquiries,
  serviceTitle: vendorServices.title,
};

const toEnquiry = ({
  enquiry,
  serviceTitle,
}: {
  enquiry: typeof vendorEnquiries.$inferSelect;
  serviceTitle: string | null;
}): Enquiry => ({
  id: enquiry.id,
  vendorId: enquiry.vendorId,
  serviceId: enquiry.serviceId,
  serviceTitle,
  name: enquiry.name,
  phone: enquiry.phone,
  email: enquiry.email,
  eventDate: enquiry.eventDate,
  guestCount: enquiry.guestCount,
  message: enquiry.message,
  status: enquiry.status,
  created: enquiry.createdAt.toISOString(),
  updated: enquiry.updatedAt.toISOString(),
  version: enquiry.version,
});

/** The vendor's enquiries, newest first, optionally of one status. */
export async function listEnquiries(
  db: Db,
  actor: Actor,
  vendorId: string,
  { status, page, size }: EnquiryListQuery,
): Promise<ReviewsPage<Enquiry>> {
  await mustOwnVendor(db, actor, vendorId);
  const where = and(
    eq(vendorEnquiries.vendorId, vendorId),
    status ? eq(vendorEnquiries.status, status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(enquiryColumns)
      .from(vendorEnquiries)
      .leftJoin(vendorServices, eq(vendorServices.id, vendorEnquiries.serviceId))
      .where(where)
      .orderBy(desc(vendorEnquiries.createdAt), desc(vendorEnquiries.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(vendorEnquiries).where(where),
  ]);
  return { items: rows.map(toEnquiry), total: counted?.total ?? 0, page, size };
}

export async function updateEnquiry(
  db: Db,
  actor: Actor,
  id: string,
  { status, version }: z.output<typeof updateEnquiryInputSchema>,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ enquiry: vendorEnquiries })
      .from(vendorEnquiries)
      .innerJoin(vendors, eq(vendors.id, vendorEnquiries.vendorId))
      .where(and(eq(vendorEnquiries.id, id), eq(vendors.ownerId, actor.userId)));
    if (!found) throw notFound('Enquiry not found');
    assertVersion(found.enquiry, version);
    const updated = await tx
      .update(vendorEnquiries)
      .set({ status, updatedAt: new Date(), version: sql`${vendorEnquiries.version} + 1` })
      .where(and(eq(vendorEnquiries.id, id), eq(vendorEnquiries.version, version)))
      .returning({ id: vendorEnquiries.id });
    assertUpdated(updated);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: id,
      before: { status: found.enquiry.status },
      after: { status },
    });
    const [row] = await tx
      .select(enquiryColumns)
      .from(vendorEnquiries)
      .leftJoin(vendorServices, eq(vendorServices.id, vendorEnquiries.serviceId))
      .where(eq(vendorEnquiries.id, id));
    return toEnquiry(row!);
  });
}
