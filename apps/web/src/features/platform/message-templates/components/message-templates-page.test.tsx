import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageTemplate, Privilege } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer } from '../../../../../test/test-server';

const record = (n: number, overrides: Partial<MessageTemplate>): MessageTemplate => ({
  id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  name: `Template ${n}`,
  channel: 'sms',
  audience: 'event-guests',
  subject: null,
  body: 'Karibu {guest_name}',
  html: null,
  placeholders: ['guest_name'],
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 1,
  ...overrides,
});

const templates = [
  record(1, { name: 'Invitation SMS' }),
  record(2, {
    name: 'Invitation letter',
    channel: 'email',
    subject: 'For {guest_name}',
    placeholders: ['guest_name', 'rsvp_link'],
  }),
];

const server = setupApiServer();
beforeEach(() => {
  server.route = (request, res) => {
    if (request.method === 'GET' && request.url.startsWith('/api/templates?')) {
      return sendJson(res, 200, { items: templates, total: 2, page: 1, size: 20 });
    }
    if (request.method === 'DELETE') return sendJson(res, 200, { message: 'Template deleted' });
    return sendJson(res, 404, { message: 'Not found' });
  };
});

function renderList(privileges: Privilege[], dashboard = '/dashboard') {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderApp({ path: `${dashboard}/templates`, user: makeUser(privileges) });
  return { user };
}

const table = () => screen.getByRole('table', { name: 'Templates' });
const listRequests = () =>
  server.requests
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api/templates?'))
    .map((r) => new URL(r.url, 'http://x').searchParams.getAll('filter'));

describe('MessageTemplatesPage', { timeout: 30_000 }, () => {
  it('lists templates with channel and placeholders, linking to the mappings page', async () => {
    renderList(['READ_TEMPLATES', 'UPDATE_TEMPLATE_MAPPINGS']);
    const link = await within(table()).findByRole('link', { name: 'Invitation letter' });
    expect(link).toHaveAttribute('href', `/dashboard/templates/${templates[1]!.id}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('E-mail')).toBeVisible();
    expect(within(row).getByText('{guest_name}, {rsvp_link}')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
  });

  it('shows names without links to readers who may not map', async () => {
    renderList(['READ_TEMPLATES']);
    await within(table()).findByText('Invitation SMS');
    expect(within(table()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('searches by name', async () => {
    const { user } = renderList(['READ_TEMPLATES']);
    await within(table()).findByText('Invitation SMS');
    await user.type(screen.getByRole('searchbox'), 'letter');
    await waitFor(() => expect(listRequests().at(-1)).toEqual(['name:ilike:letter']));
  });

  it('deletes a template after confirming', async () => {
    const { user } = renderList(['READ_TEMPLATES', 'DELETE_TEMPLATES']);
    await within(table()).findByText('Invitation SMS');
    await user.click(screen.getByRole('button', { name: 'Actions for Invitation SMS' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete template Invitation SMS?',
    });
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
        `/api/templates/${templates[0]!.id}`,
      ]),
    );
    expect(await screen.findByText('Template Invitation SMS deleted')).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'event-guests', 'Guest name'],
    ['/pledges-dashboard', 'occasion-members', 'Member name'],
  ])(
    'in %s a new template speaks to %s until the user picks',
    async (dashboard, audience, field) => {
      const { user } = renderList(['READ_TEMPLATES', 'ADD_TEMPLATES'], dashboard);
      await user.click(await screen.findByRole('button', { name: 'New template' }));
      const dialog = await screen.findByRole('dialog', { name: 'New template' });
      expect(within(dialog).getByLabelText('To')).toHaveValue(audience);
      // The fields offered for placeholders are that audience's.
      expect(within(dialog).getByRole('button', { name: field })).toBeVisible();
    },
  );
});
