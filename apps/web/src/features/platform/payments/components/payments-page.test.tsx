import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_SEARCH_FIELDS,
  type Payment,
  type PaymentTotals,
  type Privilege,
} from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const HARUSI = '00000000-0000-4000-8000-0000000000c1';
const SENDOFF = '00000000-0000-4000-8000-0000000000c2';
const NEEMA = '00000000-0000-4000-8000-0000000000a1';

const base: Payment = {
  id: '00000000-0000-4000-8000-0000000000b1',
  type: 'occasions',
  provider: 'mpesa',
  channel: 'push',
  status: 'succeeded',
  providerRequestId: 'ws_CO_1',
  providerReceipt: 'QKJ3XYZ12A',
  payerPhone: '+254712345678',
  payerName: 'NEEMA OTIENO',
  amountMinor: 250_000,
  currency: 'KES',
  accountReference: 'HARUSI-7K2P',
  occasionId: HARUSI,
  occasionName: 'Harusi ya Amina',
  eventId: null,
  eventName: null,
  memberId: NEEMA,
  memberName: 'Neema Otieno',
  guestId: null,
  guestName: null,
  contributionId: '00000000-0000-4000-8000-0000000000d1',
  failureReason: null,
  completedAt: '2026-11-20T06:15:30.000Z',
  assignedBy: null,
  assignedAt: null,
  created: '2026-11-20T06:15:00.000Z',
  updated: '2026-11-20T06:15:30.000Z',
  createdBy: null,
  version: 2,
};
const unmatched: Payment = {
  ...base,
  id: '00000000-0000-4000-8000-0000000000b2',
  channel: 'paybill',
  providerRequestId: null,
  providerReceipt: 'QKJ9WRONG1',
  payerPhone: '+254722000111',
  payerName: 'OTIENO ODHIAMBO',
  amountMinor: 70_000,
  accountReference: 'WRONGCODE',
  memberId: null,
  memberName: null,
  contributionId: null,
  version: 1,
};
const orphan: Payment = {
  ...unmatched,
  id: '00000000-0000-4000-8000-0000000000b3',
  providerReceipt: 'QKJ9ORPHAN',
  payerName: 'JUMA BAKARI',
  amountMinor: 40_000,
  occasionId: null,
  occasionName: null,
};
const WEDDING = '00000000-0000-4000-8000-0000000000e1';
const AMINA = '00000000-0000-4000-8000-0000000000f1';
const card: Payment = {
  ...base,
  id: '00000000-0000-4000-8000-0000000000b4',
  type: 'events',
  providerReceipt: 'EVT3XYZ12A',
  payerPhone: '+254711000001',
  payerName: 'AMINA WANJIRU',
  amountMinor: 300_000,
  accountReference: null,
  occasionId: null,
  occasionName: null,
  eventId: WEDDING,
  eventName: 'Harusi ya Neema',
  memberId: null,
  memberName: null,
  guestId: AMINA,
  guestName: 'Amina Wanjiru',
  contributionId: null,
};
/** Paid, then the guest was deleted: the payment stays. */
const deletedGuestCard: Payment = {
  ...card,
  id: '00000000-0000-4000-8000-0000000000b5',
  providerReceipt: 'EVT9DELETED',
  payerName: 'ZAWADI KIPCHUMBA',
  guestId: null,
  guestName: null,
};
const failedCard: Payment = {
  ...card,
  id: '00000000-0000-4000-8000-0000000000b6',
  status: 'failed',
  providerReceipt: null,
  failureReason: 'The payer cancelled the prompt',
  completedAt: null,
};
let eventPayments: Payment[] = [];

const totals: PaymentTotals = {
  byCurrency: [
    {
      currency: 'KES',
      succeededMinor: 360_000,
      succeededCount: 3,
      pendingCount: 1,
      unmatchedCount: 2,
    },
  ],
};

let assignAnswer: { status: number; body: unknown } = { status: 200, body: base };
let listStatus = 200;
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, size: 50 });
const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  if (request.method === 'GET' && url.pathname === '/api/payments') {
    if (listStatus !== 200) return sendJson(res, listStatus, { message: 'Database unavailable' });
    return sendJson(
      res,
      200,
      page(
        url.searchParams.get('type') === 'occasions' ? [base, unmatched, orphan] : eventPayments,
      ),
    );
  }
  if (request.method === 'GET' && url.pathname === '/api/payments/totals') {
    if (url.searchParams.get('type') === 'occasions') return sendJson(res, 200, totals);
    return sendJson(res, 200, {
      byCurrency:
        eventPayments.length === 0
          ? []
          : [
              {
                currency: 'KES',
                succeededMinor: 600_000,
                succeededCount: 2,
                pendingCount: 0,
                unmatchedCount: 0,
              },
            ],
    });
  }
  // The event page a guest's link opens, with its guests table.
  if (request.method === 'GET' && url.pathname === `/api/events/${WEDDING}`) {
    return sendJson(res, 200, {
      id: WEDDING,
      name: 'Harusi ya Neema',
      categoryId: null,
      categoryName: null,
      status: 'published',
      startsAt: '2026-12-05T17:00:00.000Z',
      endsAt: null,
      timeZone: 'Africa/Nairobi',
      venue: null,
      mapLink: null,
      hosts: null,
      contactPhone: null,
      expectedGuests: null,
      defaultCountry: 'KE',
      templateId: null,
      created: '2026-11-02T09:00:00.000Z',
      updated: '2026-11-02T09:00:00.000Z',
      createdBy: 'admin',
      version: 1,
    });
  }
  if (request.method === 'GET' && url.pathname === `/api/events/${WEDDING}/guests`) {
    return sendJson(res, 200, page([]));
  }
  if (request.method === 'GET' && url.pathname === '/api/events') {
    return sendJson(res, 200, page([{ id: WEDDING, name: 'Harusi ya Neema' }]));
  }
  if (request.method === 'GET' && url.pathname === '/api/payments/export') {
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    res.end('\uFEFFDate,Status\r\n');
    return;
  }
  if (request.method === 'GET' && url.pathname === '/api/occasions') {
    return sendJson(
      res,
      200,
      page([
        { id: HARUSI, name: 'Harusi ya Amina', currency: 'KES', timeZone: 'Africa/Nairobi' },
        { id: SENDOFF, name: 'Send-off ya Okello', currency: 'UGX', timeZone: 'Africa/Kampala' },
      ]),
    );
  }
  if (request.method === 'GET' && url.pathname === `/api/occasions/${HARUSI}/members`) {
    return sendJson(
      res,
      200,
      page([
        {
          id: NEEMA,
          name: 'Neema Otieno',
          occasionName: 'Harusi ya Amina',
          balanceMinor: 600_000,
          currency: 'KES',
        },
      ]),
    );
  }
  if (request.method === 'POST' && url.pathname.endsWith('/assign')) {
    return sendJson(res, assignAnswer.status, assignAnswer.body);
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);
beforeEach(() => {
  assignAnswer = { status: 200, body: base };
  listStatus = 200;
  eventPayments = [];
});

const TREASURER: Privilege[] = [
  'READ_PAYMENTS',
  'UPDATE_PAYMENTS',
  'ADD_CONTRIBUTIONS',
  'READ_MEMBERS',
  'READ_OCCASIONS',
];

function renderPage(privileges: Privilege[], path = '/pledges-dashboard/payments') {
  const user = userEvent.setup();
  const app = renderApp({ path, user: makeUser(privileges) });
  return { user, app };
}

const table = () => screen.getByRole('table', { name: 'Payments' });
const requested = (path: string) =>
  server.requests
    .filter((r) => r.method === 'GET' && new URL(r.url, 'http://test').pathname === path)
    .map((r) => new URL(r.url, 'http://test').searchParams);
const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, r.body ? JSON.parse(r.body) : undefined]);
const filterMenu = (name: RegExp) =>
  screen
    .getAllByRole('button', { name })
    .find((button) => button.getAttribute('aria-haspopup') === 'menu')!;

describe('PaymentsPage', { timeout: 60_000 }, () => {
  it("lists an occasion's payments with their badges and totals, filtered the same way", async () => {
    const { user } = renderPage(TREASURER);
    const paid = await within(table()).findByRole('row', { name: /QKJ3XYZ12A/ });
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('Matched');
    expect(paid).toHaveTextContent('KES 2,500.00');
    expect(paid).toHaveTextContent('Neema Otieno');
    expect(paid).toHaveTextContent('+254 712 345678');
    const wrong = within(table()).getByRole('row', { name: /QKJ9WRONG1/ });
    expect(wrong).toHaveTextContent('Unmatched');
    expect(wrong).toHaveTextContent('OTIENO ODHIAMBO');

    const totalsRegion = await screen.findByRole('region', { name: 'Totals' });
    expect(totalsRegion).toHaveTextContent(/Received \(KES\)\s*KES.3,600\.00/);
    expect(totalsRegion).toHaveTextContent('Unmatched2 payments');
    expect(requested('/api/payments')[0]!.get('type')).toBe('occasions');

    await user.click(filterMenu(/^Status$/));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Paid' }));
    await user.keyboard('{Escape}');
    await user.click(filterMenu(/^Matched$/));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Unmatched' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'otieno');
    const expected = ['status:in:succeeded', 'matched:in:unmatched', 'payerPhone:ilike:otieno'];
    await waitFor(() => {
      expect(requested('/api/payments').at(-1)!.getAll('filter')).toEqual(
        expect.arrayContaining(expected),
      );
      expect(requested('/api/payments/totals').at(-1)!.getAll('filter')).toEqual(
        expect.arrayContaining(expected),
      );
    });
    // One search text over every search field (the server matches any of them).
    expect(requested('/api/payments').at(-1)!.getAll('filter')).toEqual(
      expect.arrayContaining(PAYMENT_SEARCH_FIELDS.map((field) => `${field}:ilike:otieno`)),
    );
    expect(requested('/api/payments/totals').at(-1)!.get('tz')).toBeTruthy();

    // The server builds the file from the same filter.
    URL.createObjectURL = () => 'blob:test/1';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = requested('/api/payments/export').at(-1)!;
    expect(exported.get('type')).toBe('occasions');
    expect(exported.getAll('filter')).toEqual(expect.arrayContaining(expected));
    expect(exported.get('sort')).toBe('-created');
    click.mockRestore();
  });

  it('assigns an unmatched payment to a member of its occasion after confirming', async () => {
    const { user } = renderPage(TREASURER);
    await within(table()).findByRole('row', { name: /QKJ9WRONG1/ });
    // Only unmatched, paid payments offer it.
    expect(screen.getAllByRole('button', { name: /^Assign to member: / })).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: /^Assign to member: KES.700\.00 from OTIENO ODHIAMBO$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign to member' });
    expect(dialog).toHaveTextContent('account "WRONGCODE"');
    const member = await within(dialog).findByLabelText('Member');
    await user.click(within(dialog).getByRole('button', { name: 'Assign payment' }));
    expect(member).toHaveAccessibleDescription('Choose the member');
    expect(writes()).toEqual([]);

    await user.selectOptions(member, NEEMA);
    expect(dialog).toHaveTextContent(/KES.700\.00 becomes a mobile-money contribution from Neema/);
    const listsBefore = requested('/api/payments').length;
    await user.click(within(dialog).getByRole('button', { name: 'Assign to Neema Otieno' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes()).toEqual([
      ['POST', `/api/payments/${unmatched.id}/assign`, { memberId: NEEMA, version: 1 }],
    ]);
    // The list is read again.
    await waitFor(() => expect(requested('/api/payments').length).toBeGreaterThan(listsBefore));
  });

  it('asks for the occasion first when the paybill code named none, and explains a stale payment', async () => {
    assignAnswer = {
      status: 409,
      body: { message: 'This payment was changed by someone else: reload it and try again' },
    };
    const { user } = renderPage(TREASURER);
    await user.click(
      await screen.findByRole('button', {
        name: /^Assign to member: KES.400\.00 from JUMA BAKARI$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign to member' });
    const occasion = within(dialog).getByLabelText('Occasion');
    await waitFor(() => expect(occasion).toBeEnabled());
    // Only the occasions in the payment's currency.
    expect(within(occasion).queryByRole('option', { name: 'Send-off ya Okello' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Assign payment' }));
    expect(occasion).toHaveAccessibleDescription('Choose the occasion');
    await user.selectOptions(occasion, HARUSI);
    await user.selectOptions(await within(dialog).findByLabelText('Member'), NEEMA);
    await user.click(within(dialog).getByRole('button', { name: 'Assign to Neema Otieno' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /changed since the list was loaded/,
    );
    expect(within(dialog).getByRole('button', { name: 'Assign to Neema Otieno' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('offers no assigning to a reader, and shows a load failure with Retry', async () => {
    const { app } = renderPage(['READ_PAYMENTS']);
    await within(table()).findByRole('row', { name: /QKJ9WRONG1/ });
    expect(screen.queryByRole('button', { name: /^Assign / })).not.toBeInTheDocument();
    // Without READ_OCCASIONS the occasion filter is not offered.
    expect(screen.queryByRole('button', { name: /^Occasion$/ })).not.toBeInTheDocument();
    app.unmount();

    listStatus = 503;
    const { user } = renderPage(['READ_PAYMENTS']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the payments');
    listStatus = 200;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(table()).findByRole('row', { name: /QKJ9WRONG1/ });
  });

  it("lists guests' card payments with their guest and event, filtered by event", async () => {
    eventPayments = [card, deletedGuestCard, failedCard];
    const { user } = renderPage(
      ['READ_PAYMENTS', 'READ_EVENTS', 'READ_ATTENDEES'],
      '/dashboard/payments',
    );
    const paid = await within(table()).findByRole('row', { name: /EVT3XYZ12A/ });
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('KES 3,000.00');
    expect(paid).toHaveTextContent('AMINA WANJIRU');
    expect(paid).toHaveTextContent('+254 711 000001');
    expect(paid).toHaveTextContent('M-Pesa');
    expect(within(paid).getByRole('link', { name: 'Amina Wanjiru' })).toHaveAttribute(
      'href',
      `/dashboard/events/${WEDDING}?tab=guests&g.q=Amina+Wanjiru`,
    );
    expect(within(paid).getByRole('link', { name: 'Harusi ya Neema' })).toHaveAttribute(
      'href',
      `/dashboard/events/${WEDDING}`,
    );
    const orphaned = within(table()).getByRole('row', { name: /EVT9DELETED/ });
    expect(orphaned).toHaveTextContent('Deleted guest');
    expect(within(table()).getByRole('row', { name: /cancelled the prompt/ })).toHaveTextContent(
      'Failed',
    );
    // An event payment names its guest: nothing waits to be matched or assigned.
    expect(within(table()).queryByRole('columnheader', { name: /Matched/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Matched$/ })).toBeNull();
    const totalsRegion = await screen.findByRole('region', { name: 'Totals' });
    expect(totalsRegion).toHaveTextContent(/Received \(KES\)\s*KES.6,000\.00/);
    expect(totalsRegion).not.toHaveTextContent('Unmatched');

    await user.click(filterMenu(/^Event$/));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Harusi ya Neema' }));
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(requested('/api/payments').at(-1)!.getAll('filter')).toContain(
        `eventId:in:${WEDDING}`,
      );
      expect(requested('/api/payments/totals').at(-1)!.getAll('filter')).toContain(
        `eventId:in:${WEDDING}`,
      );
    });
    expect(requested('/api/payments').every((q) => q.get('type') === 'events')).toBe(true);

    URL.createObjectURL = () => 'blob:test/2';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = requested('/api/payments/export').at(-1)!;
    expect(exported.get('type')).toBe('events');
    expect(exported.getAll('filter')).toContain(`eventId:in:${WEDDING}`);
    click.mockRestore();
  });

  it('reaches the guest from the keyboard, and names without links for a reader of payments only', async () => {
    eventPayments = [card];
    const { user, app } = renderPage(
      ['READ_PAYMENTS', 'READ_EVENTS', 'READ_ATTENDEES'],
      '/dashboard/payments',
    );
    const guest = await within(table()).findByRole('link', { name: 'Amina Wanjiru' });
    guest.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.pathname()).toBe(`/dashboard/events/${WEDDING}`));
    expect(app.router.state.location.search).toBe('?tab=guests&g.q=Amina+Wanjiru');
    // The event's guests table opens searching for the guest.
    expect(await screen.findByRole('searchbox', { name: 'Search guests' })).toHaveValue(
      'Amina Wanjiru',
    );
    await waitFor(() =>
      expect(requested(`/api/events/${WEDDING}/guests`).at(-1)?.getAll('filter')).toContain(
        'name:ilike:Amina Wanjiru',
      ),
    );
    app.unmount();

    renderPage(['READ_PAYMENTS'], '/dashboard/payments');
    const row = await within(table()).findByRole('row', { name: /EVT3XYZ12A/ });
    expect(row).toHaveTextContent('Amina Wanjiru');
    expect(row).toHaveTextContent('Harusi ya Neema');
    expect(within(row).queryByRole('link')).toBeNull();
    // Without READ_EVENTS the event filter is not offered.
    expect(screen.queryByRole('button', { name: /^Event$/ })).toBeNull();
  });

  it("says on the events dashboard that guests' payments appear as they pay", async () => {
    renderPage(['READ_PAYMENTS', 'READ_EVENTS'], '/dashboard/payments');
    expect(
      await screen.findByText(
        /No payments yet\. They appear here as guests pay for their cards from their answer pages\./,
      ),
    ).toBeVisible();
    expect(requested('/api/payments')[0]!.get('type')).toBe('events');
    expect(requested('/api/payments/totals')[0]!.get('type')).toBe('events');
  });
});
