import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer } from '../../../../../test/test-server';

const entry: AuditEntry = {
  id: 41,
  at: '2026-11-20T10:15:00.000Z',
  actorId: '00000000-0000-4000-8000-000000000001',
  actorUsername: 'admin',
  action: 'update',
  resource: 'roles',
  recordId: '00000000-0000-4000-8000-0000000000aa',
  changes: {
    name: { before: 'Ushers', after: 'Door team' },
    privileges: { before: ['READ_ATTENDEES'], after: ['READ_ATTENDEES', 'VERIFY_ATTENDEES'] },
  },
};

const server = setupApiServer((request, res) =>
  request.url.startsWith('/api/audit-log?')
    ? sendJson(res, 200, { items: [entry], total: 1, page: 1, size: 50 })
    : sendJson(res, 404, { message: 'Not found' }),
);

describe('AuditLogPage', { timeout: 30_000 }, () => {
  it('lists entries newest first and opens one to its fields before and after', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderApp({ path: '/dashboard/audit-log', user: makeUser(['SUPER_ADMIN']) });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('admin')).closest('tr') as HTMLElement;
    const request = new URL(server.requests.at(-1)?.url ?? '', server.origin);
    expect(request.searchParams.get('sort')).toBe('-at');
    expect(within(row).getByText('Updated')).toBeVisible();
    expect(within(row).getByText('Roles')).toBeVisible();
    expect(within(row).getByText('name, privileges')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: /^View changes/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Updated in Roles' });
    expect(sheet).toHaveAccessibleDescription(/^By admin on 20 Nov 2026/);
    const name = within(sheet).getByText('name').closest('div') as HTMLElement;
    expect(name).toHaveTextContent('Before: Ushers');
    expect(name).toHaveTextContent('After: Door team');
    const privileges = within(sheet).getByText('privileges').closest('div') as HTMLElement;
    expect(privileges).toHaveTextContent('After: READ_ATTENDEES, VERIFY_ATTENDEES');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
