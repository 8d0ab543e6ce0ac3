import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Privilege, Role, UserRecord } from '@karamu/shared';
import { meKeys } from '@/entities/session';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { holdingsOfUserWith, makeUser } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserFormDialog } from './user-form-dialog';

const role = (id: string, name: string, privileges: Privilege[]): Role => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  name,
  scope: 'all',
  privileges: privileges.map((value) => ({ value })),
  created: '2026-11-01T09:00:00.000Z',
  updated: '2026-11-01T09:00:00.000Z',
  version: 1,
});
const ushers = role('a1', 'Ushers', ['READ_ATTENDEES', 'VERIFY_ATTENDEES']);
const admins = role('a2', 'Administrators', ['ALL', 'SUPER_ADMIN']);

const baraka: UserRecord = {
  id: '00000000-0000-4000-8000-0000000000b1',
  username: 'baraka',
  name: 'Baraka Otieno',
  dp: null,
  phone: null,
  email: 'baraka@example.com',
  disabled: false,
  smsDailyAllowance: null,
  signedUp: false,
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 7,
  roles: [{ id: ushers.id, name: ushers.name, scope: ushers.scope, privileges: ushers.privileges }],
};

const serveRoles: Handler = (request, res) => {
  if (request.method === 'GET' && request.url.startsWith('/api/roles?')) {
    return sendJson(res, 200, { items: [admins, ushers], total: 2, page: 1, size: 1000 });
  }
  if (request.method === 'POST') return sendJson(res, 201, { ...baraka, id: 'new' });
  return sendJson(res, 200, baraka);
};

const server = setupApiServer(serveRoles);

function renderWithApp(ui: React.ReactNode, held: Privilege[]) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(ui, { cached: [[meKeys.full(), makeUser(held)]] });
  return { user };
}

const ADMIN: Privilege[] = ['ALL', 'SUPER_ADMIN'];
const writes = () => server.requests.filter((r) => r.method !== 'GET');

describe('UserFormDialog: a new user', { timeout: 20_000 }, () => {
  it('shows the shared schema’s messages under each field and sends nothing', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <UserFormDialog open onOpenChange={onOpenChange} held={holdingsOfUserWith(ADMIN)} />,
      ADMIN,
    );
    expect(screen.getByRole('dialog', { name: 'New user' })).toBeVisible();
    await user.type(screen.getByLabelText('Username'), 'a b');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Letters, digits and . _ @ + - only. Username may use letters, digits and . _ @ + - only',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('creates the user with the chosen roles', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <UserFormDialog open onOpenChange={onOpenChange} held={holdingsOfUserWith(ADMIN)} />,
      ADMIN,
    );
    await user.type(screen.getByLabelText('Name'), 'Baraka Otieno');
    await user.type(screen.getByLabelText('Username'), 'baraka');
    await user.type(screen.getByLabelText('E-mail'), ' baraka@example.com ');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    const roles = screen.getByRole('group', { name: 'Roles' });
    await user.click(await within(roles).findByRole('checkbox', { name: 'Ushers' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes().map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      [
        'POST',
        '/api/users',
        {
          username: 'baraka',
          name: 'Baraka Otieno',
          password: 'a good password',
          email: 'baraka@example.com',
          roleIds: [ushers.id],
        },
      ],
    ]);
    expect(await screen.findByText('User baraka created')).toBeVisible();
  });

  it('refuses an e-mail address that is not one, and sends a blank one as none', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <UserFormDialog open onOpenChange={onOpenChange} held={holdingsOfUserWith(ADMIN)} />,
      ADMIN,
    );
    await user.type(screen.getByLabelText('Name'), 'Baraka Otieno');
    await user.type(screen.getByLabelText('Username'), 'baraka');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'baraka@');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(email).toHaveAccessibleDescription(
      'Optional. Test sends of e-mail templates go here. Invalid e-mail address',
    );
    expect(writes()).toEqual([]);

    await user.clear(email);
    await user.type(email, '   ');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(writes()[0]?.body ?? '{}')).toMatchObject({ email: null });
  });

  it('locks roles that grant more than the editor may grant', async () => {
    const editor: Privilege[] = ['READ_USERS', 'ADD_USERS', 'READ_ROLES', 'ALL'];
    renderWithApp(
      <UserFormDialog open onOpenChange={vi.fn()} held={holdingsOfUserWith(editor)} />,
      editor,
    );
    const locked = await screen.findByRole('checkbox', { name: 'Administrators' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveAccessibleDescription(
      'This role grants privileges you cannot grant, or on more records than you hold them.',
    );
    expect(screen.getByRole('checkbox', { name: 'Ushers' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows no SMS allowance to an editor who is not a super administrator', () => {
    const editor: Privilege[] = ['READ_USERS', 'UPDATE_USERS', 'READ_ROLES'];
    renderWithApp(
      <UserFormDialog
        open
        onOpenChange={vi.fn()}
        user={baraka}
        held={holdingsOfUserWith(editor)}
      />,
      editor,
    );
    expect(screen.queryByLabelText('SMS a day')).not.toBeInTheDocument();
  });

  it('says plainly that roles cannot be chosen without READ_ROLES', () => {
    const editor: Privilege[] = ['READ_USERS', 'ADD_USERS'];
    renderWithApp(
      <UserFormDialog open onOpenChange={vi.fn()} held={holdingsOfUserWith(editor)} />,
      editor,
    );
    expect(screen.getByText('The new user gets no roles: you cannot see the roles.')).toBeVisible();
    expect(server.requests).toEqual([]);
  });

  it('puts a taken username on its field', async () => {
    server.route = (request, res) =>
      request.method === 'POST'
        ? sendJson(res, 409, {
            message: 'A user with this username already exists',
            fieldErrors: { username: ['Username is already taken'] },
          })
        : serveRoles(request, res);
    const { user } = renderWithApp(
      <UserFormDialog open onOpenChange={vi.fn()} held={holdingsOfUserWith(ADMIN)} />,
      ADMIN,
    );
    await user.type(screen.getByLabelText('Name'), 'Baraka Otieno');
    await user.type(screen.getByLabelText('Username'), 'baraka');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('Username is already taken')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('A user with this username already exists')).toBeVisible();
  });
});

describe('UserFormDialog: editing', { timeout: 20_000 }, () => {
  it('sends name, username, roles and the version it read, never a password', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <UserFormDialog
        open
        onOpenChange={onOpenChange}
        user={baraka}
        held={holdingsOfUserWith(ADMIN)}
      />,
      ADMIN,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Baraka Otieno' })).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('baraka@example.com');
    expect(await screen.findByRole('checkbox', { name: 'Ushers' })).toBeChecked();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Baraka O.');
    await user.click(screen.getByRole('checkbox', { name: 'Administrators' }));
    await user.click(screen.getByRole('button', { name: 'Save user' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes().map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      [
        'PATCH',
        `/api/users/${baraka.id}`,
        {
          username: 'baraka',
          name: 'Baraka O.',
          email: 'baraka@example.com',
          roleIds: [ushers.id, admins.id],
          smsDailyAllowance: null,
          version: 7,
        },
      ],
    ]);
  });

  it('lets a super administrator raise the SMS allowance; others do not see it', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <UserFormDialog
        open
        onOpenChange={onOpenChange}
        user={{ ...baraka, signedUp: true }}
        held={holdingsOfUserWith(ADMIN)}
      />,
      ADMIN,
    );
    const allowance = screen.getByLabelText('SMS a day');
    expect(allowance).toHaveValue(null);
    expect(allowance).toHaveAccessibleDescription(
      "Leave empty for the installation's allowance for new accounts made at sign-up.",
    );
    await user.type(allowance, '200');
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(writes()[0]?.body ?? '{}')).toMatchObject({
      smsDailyAllowance: 200,
      version: 7,
    });
  });

  it('clears the e-mail address with null, and shows the server’s message on the field', async () => {
    server.route = (request, res) =>
      request.method === 'PATCH'
        ? sendJson(res, 400, {
            message: "Invalid 'email' in request body: Invalid e-mail address",
            fieldErrors: { email: ['Invalid e-mail address'] },
          })
        : serveRoles(request, res);
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <UserFormDialog
        open
        onOpenChange={onOpenChange}
        user={baraka}
        held={holdingsOfUserWith(ADMIN)}
      />,
      ADMIN,
    );
    await user.clear(screen.getByLabelText('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Save user' }));

    expect(await screen.findByText('Invalid e-mail address')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(JSON.parse(writes()[0]?.body ?? '{}')).toMatchObject({ email: null, version: 7 });
  });
});

describe('ResetPasswordDialog', { timeout: 20_000 }, () => {
  it('asks for the password twice and sends it with the version', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <ResetPasswordDialog user={baraka} onOpenChange={onOpenChange} />,
      ADMIN,
    );
    expect(
      screen.getByRole('dialog', { name: 'Reset the password of Baraka Otieno' }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Repeat the password'), 'new password 2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    expect(writes()).toEqual([]);

    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(writes()[0]?.body ?? '{}')).toEqual({
      password: 'new password 1',
      version: 7,
    });
  });
});
