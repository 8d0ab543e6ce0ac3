/**
 * The authorization matrix's rows for storefront enquiries (decision 0039): the owner's routes
 * act on the caller's own vendors (a stranger's answer 404, as vendor-enquiries.test.ts
 * shows); sending one is public, to a vendor of the admin's. test/route-cases.ts gathers them
 * (decision 0066b).
 */
import { vendorEnquiries } from '../../../db/schema';
import { inDays } from '../../../../test/api-client';
import { onOwn, type RouteCase } from '../../../../test/route-case';
import { insertVendor } from '../../../../test/support/vendor-fixtures';

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/public/vendors/:id/enquiries': onOwn(
    insertVendor,
    (vendor) => ({
      url: `/api/public/vendors/${vendor.id}/enquiries`,
      body: {
        name: 'Matrix visitor',
        phone: '+254712000003',
        eventDate: inDays(30).slice(0, 10),
        guestCount: 100,
        message: 'Are you free?',
      },
    }),
    201,
    'admin',
  ),
  'GET /api/vendors/:id/enquiries': onOwn(insertVendor, (vendor) => ({
    url: `/api/vendors/${vendor.id}/enquiries`,
  })),
  'PATCH /api/vendor-enquiries/:id': {
    prepare: async ({ t, selfId }) => {
      const vendor = await insertVendor(t, selfId);
      const [row] = await t.db
        .insert(vendorEnquiries)
        .values({
          vendorId: vendor.id,
          name: 'Matrix visitor',
          phone: '+254712000004',
          message: 'Are you free?',
        })
        .returning({ id: vendorEnquiries.id });
      return { url: `/api/vendor-enquiries/${row!.id}`, body: { status: 'replied', version: 1 } };
    },
    success: 200,
  },
};
