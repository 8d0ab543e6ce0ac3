import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { avatarColor, type Privilege, type UserRecord } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const ME_ID = '00000000-0000-4000-8000-000000000001';
const record = (n: number, overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  username: `user${n}`,
  name: `User Number${n}`,
  dp: null,
  phone: null,
  email: null,
  disabled: false,
  smsDailyAllowance: null,
  signedUp: false,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: n,
  roles: [{ id: 'r1', name: 'Ushers', scope: 'all', privileges: [{ value: 'READ_ATTENDEES' }] }],
  ...overrides,
});

const users: UserRecord[] = [
  record(0, { id: ME_ID, username: 'amina', name: 'Amina Njeri' }),
  record(1),
  record(2, { disabled: true, roles: [] }),
];

const serveUsers: Handler = (request, res) => {
  if (request.method === 'GET' && request.url.startsWith('/api/users?')) {
    return sendJson(res, 200, { items: users, total: users.length, page: 1, size: 20 });
  }
  if (request.method === 'GET' && request.url.startsWith('/api/roles?')) {
    return sendJson(res, 200, { items: [], total: 0, page: 1, size: 1000 });
  }
  if (request.method === 'PATCH') {
    const id = request.url.split('/').at(-1);
    const user = users.find((u) => u.id === id);
    return sendJson(res, 200, { ...user, ...JSON.parse(request.body) });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serveUsers);

function renderUsers(privileges: Privilege[]) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderApp({ path: '/dashboard/users', user: makeUser(privileges) });
  return { user };
}

const table = () => screen.getByRole('table', { name: 'Users' });
const rowOf = (name: string) =>
  within(table())
    .getByRole('cell', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;
const patches = () => server.requests.filter((r) => r.method === 'PATCH');

describe('UsersPage', { timeout: 30_000 }, () => {
  it('lists users with initials on their colour, roles and status; readers get no actions', async () => {
    renderUsers(['READ_USERS']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await within(table()).findByText('User Number1');

    const row = rowOf('User Number1');
    const initials = within(row).getByText('UN');
    expect(initials).toHaveStyle({ backgroundColor: avatarColor('User Number1') });
    expect(within(row).getByText('Ushers')).toBeVisible();
    expect(within(row).getByText('Enabled')).toBeVisible();
    expect(within(rowOf('User Number2')).getByText('Disabled')).toBeVisible();

    expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('checkbox')).not.toBeInTheDocument();
    // No READ_ROLES: no role filter, and the roles are not asked for.
    expect(screen.queryByRole('button', { name: 'Role' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url.startsWith('/api/roles'))).toBe(false);
  });

  it('offers the actions the user holds, never deleting or disabling oneself', async () => {
    const { user } = renderUsers(['READ_USERS', 'ADD_USERS', 'UPDATE_USERS', 'DELETE_USERS']);
    await within(table()).findByText('User Number1');
    expect(screen.getByRole('button', { name: 'New user' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Actions for User Number1' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Reset password', 'Disable', 'Delete']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Amina Njeri' }));
    const own = await screen.findByRole('menu');
    expect(
      within(own)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit']);
  });

  it('disables a user after confirming, with the version it read', async () => {
    const { user } = renderUsers(['READ_USERS', 'UPDATE_USERS']);
    await within(table()).findByText('User Number1');
    await user.click(screen.getByRole('button', { name: 'Actions for User Number1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Disable User Number1?' });
    expect(patches()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.url).toBe(`/api/users/${users[1]?.id}`);
    expect(JSON.parse(patches()[0]?.body ?? '{}')).toEqual({ disabled: true, version: 1 });
    expect(await screen.findByText('User Number1 disabled')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('enables the chosen users in bulk, skipping those already enabled', async () => {
    const { user } = renderUsers(['READ_USERS', 'UPDATE_USERS']);
    await within(table()).findByText('User Number1');
    await user.click(screen.getByRole('checkbox', { name: 'Select User Number1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select User Number2' }));
    expect(screen.getByText('2 users selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    await waitFor(() => expect(screen.getByText('1 user enabled')).toBeVisible());
    expect(patches().map((r) => [r.url, JSON.parse(r.body)])).toEqual([
      [`/api/users/${users[2]?.id}`, { disabled: false, version: 2 }],
    ]);
  });
});
