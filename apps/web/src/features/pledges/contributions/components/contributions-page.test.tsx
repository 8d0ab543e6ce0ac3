import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Contribution, Privilege } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const HARUSI = '00000000-0000-4000-8000-0000000000c1';
const SENDOFF = '00000000-0000-4000-8000-0000000000c2';
const NEEMA = '00000000-0000-4000-8000-0000000000a1';
const OKELLO = '00000000-0000-4000-8000-0000000000a2';

const occasions = [
  { id: HARUSI, name: 'Harusi ya Amina', currency: 'KES', timeZone: 'Africa/Nairobi' },
  { id: SENDOFF, name: 'Send-off ya Okello', currency: 'UGX', timeZone: 'Africa/Kampala' },
];
const members = [
  {
    id: NEEMA,
    name: 'Neema Otieno',
    occasionName: occasions[0]!.name,
    balanceMinor: 600_000,
    currency: 'KES',
  },
  {
    id: OKELLO,
    name: 'Okello Peter',
    occasionName: occasions[1]!.name,
    balanceMinor: 50_000,
    currency: 'UGX',
  },
];
const contribution: Contribution = {
  id: '00000000-0000-4000-8000-0000000000b1',
  occasionId: HARUSI,
  occasionName: 'Harusi ya Amina',
  memberId: NEEMA,
  memberName: 'Neema Otieno',
  currency: 'KES',
  amountMinor: 400_000,
  paidAt: '2026-11-20T06:15:00.000Z',
  method: 'mobile_money',
  reference: 'QKT4X9',
  notes: null,
  created: '2026-11-20T06:20:00.000Z',
  updated: '2026-11-20T06:20:00.000Z',
  createdBy: 'admin',
  version: 1,
};

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, size: 50 });
const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  if (request.method === 'GET' && url.pathname === '/api/occasions') {
    return sendJson(res, 200, page(occasions));
  }
  if (request.method === 'GET' && url.pathname === '/api/members') {
    return sendJson(res, 200, page(members));
  }
  if (request.method === 'GET' && url.pathname === `/api/occasions/${SENDOFF}/members`) {
    return sendJson(res, 200, page(members.slice(1)));
  }
  if (request.method === 'GET' && url.pathname === '/api/contributions') {
    return sendJson(res, 200, page([contribution]));
  }
  if (request.method === 'POST' && url.pathname === '/api/contributions') {
    return sendJson(res, 201, {
      ...contribution,
      ...JSON.parse(request.body),
      memberName: 'Okello Peter',
      currency: 'UGX',
    });
  }
  if (request.method === 'DELETE') return sendJson(res, 200, { message: 'Deleted' });
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

function renderPage(privileges: Privilege[]) {
  const user = userEvent.setup();
  const app = renderApp({ path: '/pledges-dashboard/contributions', user: makeUser(privileges) });
  return { user, app };
}

const table = () => screen.getByRole('table', { name: 'Contributions' });
const lastListFilters = () => {
  const lists = server.requests.filter(
    (r) => r.method === 'GET' && r.url.startsWith('/api/contributions?'),
  );
  return new URL(lists.at(-1)!.url, 'http://test').searchParams.getAll('filter');
};
const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, r.body ? JSON.parse(r.body) : undefined]);
const filterMenu = (name: RegExp) =>
  screen
    .getAllByRole('button', { name })
    .find((button) => button.getAttribute('aria-haspopup') === 'menu')!;

const ALL: Privilege[] = [
  'READ_CONTRIBUTIONS',
  'ADD_CONTRIBUTIONS',
  'DELETE_CONTRIBUTIONS',
  'READ_OCCASIONS',
  'READ_MEMBERS',
];

describe('ContributionsPage', { timeout: 60_000 }, () => {
  it('lists contributions and filters by occasion, member and method', async () => {
    const { user } = renderPage(ALL);
    const row = await within(table()).findByRole('row', { name: /Neema Otieno/ });
    expect(row).toHaveTextContent('KES 4,000.00');
    expect(row).toHaveTextContent('Mobile money');
    expect(lastListFilters()).toEqual([]);

    await user.click(filterMenu(/^Occasion$/));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Harusi ya Amina' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastListFilters()).toEqual([`occasionId:in:${HARUSI}`]));

    await user.click(filterMenu(/^Member$/));
    await user.click(
      await screen.findByRole('menuitemcheckbox', { name: 'Okello Peter (Send-off ya Okello)' }),
    );
    await user.keyboard('{Escape}');
    await user.click(filterMenu(/^Method$/));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Cash' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Bank transfer' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(lastListFilters()).toEqual([
        `occasionId:in:${HARUSI}`,
        `memberId:in:${OKELLO}`,
        'method:in:cash,bank',
      ]),
    );
  });

  it("records a contribution chosen by occasion then member, in that occasion's currency", async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Record contribution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a contribution' });
    const occasion = within(dialog).getByLabelText('Occasion');
    await waitFor(() => expect(occasion).toBeEnabled());
    await user.selectOptions(occasion, SENDOFF);
    const member = await within(dialog).findByLabelText('Member');
    expect(within(dialog).getByLabelText('Time paid')).toHaveAccessibleDescription(
      /Africa\/Kampala/,
    );

    await user.type(within(dialog).getByLabelText('Amount (UGX)'), '20,000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Record contribution' }));
    await waitFor(() => expect(member).toHaveAccessibleDescription('Choose the member'));
    expect(within(dialog).getByLabelText('Amount (UGX)')).toHaveAccessibleDescription(
      /UGX amounts have no decimals/,
    );

    await user.selectOptions(member, OKELLO);
    await user.clear(within(dialog).getByLabelText('Amount (UGX)'));
    await user.type(within(dialog).getByLabelText('Amount (UGX)'), '20,000');
    await user.click(within(dialog).getByRole('button', { name: 'Record contribution' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes()).toEqual([
      [
        'POST',
        '/api/contributions',
        expect.objectContaining({ memberId: OKELLO, amountMinor: 20_000, method: 'cash' }),
      ],
    ]);
  });

  it('deletes a contribution after asking, and offers no changes without the privileges', async () => {
    const { user, app } = renderPage(ALL);
    await user.click(
      // Intl puts a no-break space between the currency and the figure.
      await screen.findByRole('button', { name: /^Actions for KES.4,000\.00 from Neema Otieno$/ }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: /^Delete contribution KES.4,000\.00 from Neema Otieno\?$/,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete contribution' }));
    await waitFor(() =>
      expect(writes()).toEqual([['DELETE', `/api/contributions/${contribution.id}`, undefined]]),
    );
    app.unmount();

    renderPage(['READ_CONTRIBUTIONS']);
    await within(table()).findByRole('row', { name: /Neema Otieno/ });
    expect(screen.queryByRole('button', { name: 'Record contribution' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    // Without READ_OCCASIONS or READ_MEMBERS the filters that list them are not offered.
    expect(screen.queryByRole('button', { name: /^Occasion$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Member$/ })).not.toBeInTheDocument();
    expect(filterMenu(/^Method$/)).toBeVisible();
  });
});
