import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Member, Occasion, Privilege } from '@karamu/shared';
import { makeUser, renderApp } from '../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../test/test-server';

const OCCASION_ID = '00000000-0000-4000-8000-0000000000c1';
const occasionUrl = `/api/occasions/${OCCASION_ID}`;

function makeMember(id: string, name: string, pledgedMinor: number, paidMinor: number): Member {
  return {
    id,
    occasionId: OCCASION_ID,
    occasionName: 'Harusi ya Amina',
    currency: 'KES',
    name,
    phone: null,
    email: null,
    pledgedMinor,
    paidMinor,
    balanceMinor: Math.max(pledgedMinor - paidMinor, 0),
    notes: null,
    created: '2026-11-02T09:00:00.000Z',
    updated: '2026-11-02T09:00:00.000Z',
    createdBy: 'admin',
    version: 1,
  };
}

/** A small stand-in for the server: members' sums make the occasion's totals, as there. */
let members: Member[];

function currentOccasion(): Occasion {
  const sum = (pick: (m: Member) => number) => members.reduce((total, m) => total + pick(m), 0);
  return {
    id: OCCASION_ID,
    name: 'Harusi ya Amina',
    // 14:00 on 5 Dec in Nairobi.
    startsAt: '2026-12-05T11:00:00.000Z',
    timeZone: 'Africa/Nairobi',
    currency: 'KES',
    targetMinor: 3_000_000,
    defaultCountry: 'KE',
    description: 'Michango ya harusi',
    allowOverpayment: false,
    memberCount: members.length,
    pledgedMinor: sum((m) => m.pledgedMinor),
    paidMinor: sum((m) => m.paidMinor),
    balanceMinor: sum((m) => m.balanceMinor),
    created: '2026-11-02T09:00:00.000Z',
    updated: '2026-11-02T09:00:00.000Z',
    createdBy: 'admin',
    version: 3,
  };
}

const BALANCE_MATCHES: Record<string, (m: Member) => boolean> = {
  with_balance: (m) => m.balanceMinor > 0,
  nothing_paid: (m) => m.paidMinor === 0,
  paid_in_full: (m) => m.pledgedMinor > 0 && m.balanceMinor === 0,
};

const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  if (request.method === 'GET' && url.pathname === occasionUrl) {
    return sendJson(res, 200, currentOccasion());
  }
  if (request.method === 'GET' && url.pathname === `${occasionUrl}/members`) {
    const balance = url.searchParams
      .getAll('filter')
      .find((f) => f.startsWith('balance:in:'))
      ?.slice('balance:in:'.length);
    const items = balance ? members.filter(BALANCE_MATCHES[balance]!) : members;
    return sendJson(res, 200, { items, total: items.length, page: 1, size: 50 });
  }
  if (request.method === 'POST' && url.pathname === '/api/contributions') {
    const body = JSON.parse(request.body) as { memberId: string; amountMinor: number };
    members = members.map((m) =>
      m.id === body.memberId
        ? makeMember(m.id, m.name, m.pledgedMinor, m.paidMinor + body.amountMinor)
        : m,
    );
    return sendJson(res, 201, {
      ...body,
      id: '00000000-0000-4000-8000-0000000000b1',
      memberName: 'Neema Otieno',
      currency: 'KES',
    });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);
beforeEach(() => {
  members = [
    makeMember('00000000-0000-4000-8000-0000000000a1', 'Neema Otieno', 1_000_000, 0),
    makeMember('00000000-0000-4000-8000-0000000000a2', 'Juma Mwangi', 500_000, 500_000),
  ];
});

function renderOccasion(privileges: Privilege[]) {
  const user = userEvent.setup();
  const app = renderApp({
    path: `/pledges-dashboard/occasions/${OCCASION_ID}`,
    user: makeUser(privileges),
  });
  return { user, app };
}

const READER: Privilege[] = ['READ_OCCASIONS', 'READ_MEMBERS'];
const total = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const table = () => screen.getByRole('table', { name: 'Members' });
const shownNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const memberRequests = () =>
  server.requests
    .filter((r) => r.method === 'GET' && r.url.startsWith(`${occasionUrl}/members`))
    .map((r) => new URL(r.url, 'http://test').searchParams);

/** Chooses one value of a single-choice filter menu (the column header of the same name sorts). */
async function chooseFilter(user: ReturnType<typeof userEvent.setup>, menu: RegExp, item: string) {
  const [button] = screen
    .getAllByRole('button', { name: menu })
    .filter((b) => b.getAttribute('aria-haspopup') === 'menu');
  await user.click(button!);
  await user.click(await screen.findByRole('menuitemradio', { name: item }));
}

describe('OccasionPage', { timeout: 60_000 }, () => {
  it("shows the occasion at its zone's time with its totals in its currency", async () => {
    renderOccasion(READER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harusi ya Amina' })).toBeVisible();
    expect(screen.getByText(/Sat 5 Dec 2026, 14:00/)).toBeVisible();
    expect(screen.getByText('(Africa/Nairobi time)')).toBeVisible();
    expect(total('Pledged')).toHaveTextContent('KES 15,000.00');
    expect(total('Paid')).toHaveTextContent('KES 5,000.00');
    expect(total('Balance')).toHaveTextContent('KES 10,000.00');
    expect(total('Target')).toHaveTextContent('KES 30,000.00');
    expect(total('Target')).toHaveTextContent('16%');
    expect(screen.getByRole('progressbar', { name: 'Paid towards the target' })).toHaveAttribute(
      'value',
      '16',
    );
    expect(total('Members')).toHaveTextContent('2');
    await waitFor(() => expect(shownNames()).toEqual(['Neema Otieno', 'Juma Mwangi']));

    // A reader only: no actions, no adding, no row menus.
    expect(screen.queryByRole('group', { name: 'Occasion actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Actions for Neema Otieno' }),
    ).not.toBeInTheDocument();
  });

  it('links to the reminders of this occasion for holders of UPDATE_MEMBERS', async () => {
    renderOccasion([...READER, 'UPDATE_MEMBERS']);
    const actions = await screen.findByRole('group', { name: 'Occasion actions' });
    expect(within(actions).getByRole('link', { name: 'Send reminders' })).toHaveAttribute(
      'href',
      `/pledges-dashboard/send-messages?occasion=${OCCASION_ID}`,
    );
    expect(within(actions).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: 'Import members' })).toBeNull();
  });

  it('links to the members import for holders of READ_MEMBERS and ADD_MEMBERS', async () => {
    renderOccasion([...READER, 'ADD_MEMBERS']);
    const actions = await screen.findByRole('group', { name: 'Occasion actions' });
    expect(within(actions).getByRole('link', { name: 'Import members' })).toHaveAttribute(
      'href',
      `/pledges-dashboard/occasions/${OCCASION_ID}/import`,
    );
  });

  it('filters the members by balance with the balance filter parameter', async () => {
    const { user, app } = renderOccasion(READER);
    await waitFor(() => expect(shownNames()).toEqual(['Neema Otieno', 'Juma Mwangi']));
    expect(memberRequests()[0]?.getAll('filter')).toEqual([]);

    await chooseFilter(user, /^Balance$/, 'Balance above 0');
    await waitFor(() => expect(shownNames()).toEqual(['Neema Otieno']));
    expect(memberRequests().at(-1)?.getAll('filter')).toEqual(['balance:in:with_balance']);
    expect(app.router.state.location.search).toBe('?m.f.balance=with_balance');

    await chooseFilter(user, /^Balance: Balance above 0/, 'Paid in full');
    await waitFor(() => expect(shownNames()).toEqual(['Juma Mwangi']));
    expect(memberRequests().at(-1)?.getAll('filter')).toEqual(['balance:in:paid_in_full']);

    await chooseFilter(user, /^Balance: Paid in full/, 'Nothing paid yet');
    await waitFor(() => expect(shownNames()).toEqual(['Neema Otieno']));
    expect(memberRequests().at(-1)?.getAll('filter')).toEqual(['balance:in:nothing_paid']);

    await chooseFilter(user, /^Balance: Nothing paid yet/, 'Any');
    await waitFor(() => expect(shownNames()).toEqual(['Neema Otieno', 'Juma Mwangi']));
  });

  it("records a contribution from a member's row, and the balances on screen follow", async () => {
    const { user } = renderOccasion([...READER, 'ADD_CONTRIBUTIONS']);
    await waitFor(() => expect(shownNames()).toEqual(['Neema Otieno', 'Juma Mwangi']));
    await user.click(screen.getByRole('button', { name: 'Actions for Neema Otieno' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Record contribution' }));

    const dialog = await screen.findByRole('dialog', { name: 'Record a contribution' });
    expect(dialog).toHaveTextContent('Balance before this: KES 10,000.00');
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '4,000');
    await user.click(within(dialog).getByRole('button', { name: 'Record contribution' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('KES 4,000.00 from Neema Otieno recorded')).toBeVisible();

    await waitFor(() => expect(total('Paid')).toHaveTextContent('KES 9,000.00'));
    expect(total('Balance')).toHaveTextContent('KES 6,000.00');
    const neema = within(table()).getByRole('row', { name: /Neema Otieno/ });
    await waitFor(() => expect(neema).toHaveTextContent('KES 6,000.00'));
  });
});
