import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdingsOf, type Holdings, type Privilege, type Role } from '@karamu/shared';
import { meKeys } from '@/entities/session';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { holdingsOfUserWith, makeUser } from '../../../../../test/render-app';
import { sendJson, setupApiServer } from '../../../../../test/test-server';
import { RoleFormDialog } from './role-form-dialog';

const server = setupApiServer();
beforeEach(() => {
  server.route = (request, res) => sendJson(res, 201, { ...JSON.parse(request.body), id: 'r1' });
});

const ushers: Role = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Ushers',
  scope: 'all',
  privileges: [{ value: 'READ_ATTENDEES' }],
  created: '2026-11-01T09:00:00.000Z',
  updated: '2026-11-01T09:00:00.000Z',
  version: 3,
};

function renderDialog(role?: Role, granter: Privilege[] | Holdings = ['SUPER_ADMIN']) {
  const holdings = Array.isArray(granter) ? holdingsOfUserWith(granter) : granter;
  const onOpenChange = vi.fn();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(
    <RoleFormDialog open onOpenChange={onOpenChange} role={role} granter={holdings} />,
    { cached: [[meKeys.full(), makeUser([...holdings.privileges] as Privilege[])]] },
  );
  return { user, onOpenChange };
}

const sent = () =>
  server.requests.map((r) => ({
    method: r.method,
    url: r.url,
    body: JSON.parse(r.body || 'null'),
  }));

// The grid draws about a hundred checkboxes: typing into the dialog is slow in jsdom.
describe('RoleFormDialog', { timeout: 30_000 }, () => {
  it('is a titled dialog and says why the name is needed before sending anything', async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'New role' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(sent()).toEqual([]);
  });

  it('creates a role with its name, scope and privileges, then closes', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Name'), '  Ushers ');
    expect(screen.getByRole('radio', { name: 'Every record' })).toBeChecked();
    await user.click(
      screen.getByRole('radio', { name: 'Only records they created or are assigned to' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Read attendees' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verify attendees' }));
    await user.click(screen.getByRole('button', { name: 'Create role' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toEqual([
      {
        method: 'POST',
        url: '/api/roles',
        body: {
          name: 'Ushers',
          scope: 'assigned',
          privileges: ['READ_ATTENDEES', 'VERIFY_ATTENDEES'],
        },
      },
    ]);
    expect(await screen.findByText('Role Ushers created')).toBeVisible();
  });

  it('offers an editor holding privileges only on their own records nothing wider', async () => {
    const { user } = renderDialog(
      undefined,
      holdingsOf([
        { scope: 'assigned', privileges: [{ value: 'ADD_ROLES' }, { value: 'READ_EVENTS' }] },
      ]),
    );
    const own = screen.getByRole('radio', { name: 'Only records they created or are assigned to' });
    expect(own).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Every record' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Read events' }));
    expect(screen.getByRole('checkbox', { name: 'Read events' })).toBeChecked();
  });

  it('puts the server’s field errors on their fields and keeps the dialog open', async () => {
    server.route = (_request, res) =>
      sendJson(res, 409, {
        message: 'A role with this name already exists',
        fieldErrors: { name: ['Name is already taken'] },
      });
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Ushers');
    await user.click(screen.getByRole('button', { name: 'Create role' }));

    expect(await screen.findByText('Name is already taken')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(await screen.findByText('A role with this name already exists')).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('disables the submit button while the request is on its way', async () => {
    server.route = () => {}; // never answers
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Ushers');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create role' })).toBeDisabled());
  });

  it('edits a role with the version it was read at', async () => {
    server.route = (_request, res) =>
      sendJson(res, 200, { ...ushers, name: 'Door team', version: 4 });
    const { user, onOpenChange } = renderDialog(ushers);
    expect(screen.getByRole('dialog', { name: 'Edit role Ushers' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Read attendees' })).toBeChecked();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Door team');
    await user.click(screen.getByRole('button', { name: 'Save role' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe(`/api/roles/${ushers.id}`);
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({
      name: 'Door team',
      scope: 'all',
      privileges: ['READ_ATTENDEES'],
      version: 3,
    });
  });

  it('shows the stale-version message and closes so the fresh role can be opened', async () => {
    const stale = 'Someone else changed this record since you opened it. Reload it and try again.';
    server.route = (_request, res) =>
      sendJson(res, 409, {
        message: stale,
        fieldErrors: { version: ['This record has changed since you loaded it'] },
      });
    const { user, onOpenChange } = renderDialog(ushers);
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(stale)).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
