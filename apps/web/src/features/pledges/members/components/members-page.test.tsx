import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Member } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer } from '../../../../../test/test-server';

const HARUSI = '00000000-0000-4000-8000-0000000000c1';
const okello: Member = {
  id: '00000000-0000-4000-8000-0000000000a2',
  occasionId: '00000000-0000-4000-8000-0000000000c2',
  occasionName: 'Send-off ya Okello',
  currency: 'UGX',
  name: 'Okello Peter',
  phone: '+256772123456',
  email: null,
  pledgedMinor: 100_000,
  paidMinor: 20_000,
  balanceMinor: 80_000,
  notes: null,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 1,
};

const server = setupApiServer((request, res) => {
  const path = request.url.split('?')[0];
  if (path === '/api/occasions') {
    const items = [{ id: HARUSI, name: 'Harusi ya Amina', currency: 'KES', timeZone: 'UTC' }];
    return sendJson(res, 200, { items, total: 1, page: 1, size: 1000 });
  }
  if (path === '/api/members') {
    return sendJson(res, 200, { items: [okello], total: 1, page: 1, size: 50 });
  }
  return sendJson(res, 404, { message: 'Not found' });
});

const lastFilters = () => {
  const lists = server.requests.filter((r) => r.url.startsWith('/api/members?'));
  return new URL(lists.at(-1)!.url, 'http://test').searchParams.getAll('filter');
};
const filterMenu = (name: RegExp) =>
  screen
    .getAllByRole('button', { name })
    .find((button) => button.getAttribute('aria-haspopup') === 'menu')!;

describe('MembersPage', { timeout: 60_000 }, () => {
  it("lists every occasion's members in their own currency, filtered by occasion and balance", async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/pledges-dashboard/members',
      user: makeUser(['READ_MEMBERS', 'READ_OCCASIONS']),
    });
    const table = await screen.findByRole('table', { name: 'All members' });
    const row = await within(table).findByRole('row', { name: /Okello Peter/ });
    // Uganda's shilling has no minor digits: 80,000 minor units is UGX 80,000.
    expect(row).toHaveTextContent('UGX 80,000');
    expect(within(row).getByRole('link', { name: 'Send-off ya Okello' })).toHaveAttribute(
      'href',
      `/pledges-dashboard/occasions/${okello.occasionId}`,
    );
    // Changes happen on the occasion's page.
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();

    await user.click(filterMenu(/^Occasion$/));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Harusi ya Amina' }));
    await user.keyboard('{Escape}');
    await user.click(filterMenu(/^Balance$/));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Nothing paid yet' }));
    await waitFor(() =>
      expect(lastFilters()).toEqual([`occasionId:in:${HARUSI}`, 'balance:in:nothing_paid']),
    );
  });
});
