/**
 * The authorization matrix's rows for the members import (issue 18, decision 0044): a real
 * import of one member who had already paid, into an occasion of the admin's, so a role of
 * scope `assigned` gets 404. test/route-cases.ts gathers them (decision 0066b).
 */
import { inDays } from '../../../../test/api-client';
import type { RouteCase } from '../../../../test/route-case';

let counter = 0;

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/occasions/:id/members/import': {
    prepare: async ({ admin }) => {
      const { body } = await admin('POST', '/api/occasions', {
        name: `Matrix import occasion ${++counter}`,
        startsAt: inDays(30),
        timeZone: 'Africa/Nairobi',
        currency: 'KES',
        defaultCountry: 'KE',
      });
      return {
        url: `/api/occasions/${(body as { id: string }).id}/members/import?dryRun=false`,
        raw: {
          payload: Buffer.from('Name,Phone,Pledge,Paid\r\nNeema,0712345678,5000,1000\r\n'),
          contentType: 'text/csv',
        },
      };
    },
    success: 200,
    scoped: true,
  },
};
